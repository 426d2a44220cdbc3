import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLookingAt } from '@/lib/realtime/looking-at';
import { toastOf } from './use-live-notifications';

function ThreadPage({ id }: { id: string }) {
  useLookingAt(id);
  return null;
}

const reply = (about?: string) => ({
  type: 'notification' as const,
  data: { title: 'New reply in “Dune”', ...(about ? { about } : {}) },
});

describe('a live notification’s toast', () => {
  it('is its title, unless the page shows what it is about', () => {
    expect(toastOf(reply('thread-1'))).toBe('New reply in “Dune”');
    const page = render(<ThreadPage id="thread-1" />);
    expect(toastOf(reply('thread-1'))).toBeNull();
    expect(toastOf(reply('thread-2'))).toBe('New reply in “Dune”');
    expect(toastOf(reply())).toBe('New reply in “Dune”');
    page.unmount();
    expect(toastOf(reply('thread-1'))).toBe('New reply in “Dune”');
  });

  it('is none for other events, or a notification without a title', () => {
    expect(toastOf({ type: 'forum_post', data: { threadId: 't', number: 2 } })).toBeNull();
    expect(toastOf({ type: 'notification', data: {} })).toBeNull();
  });
});
