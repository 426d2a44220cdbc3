import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLookingAt } from '@/lib/realtime/looking-at';
import type { Notification } from '@contracts/notifications';
import { missedOf, toastOf } from './use-live-notifications';

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

const note = (id: string, createdAt: string, isRead = false): Notification => ({
  id,
  type: 'system',
  subType: 'import_finished',
  title: `Notice ${id}`,
  content: '',
  relatedId: null,
  isRead,
  createdAt,
  actionUrl: '/notifications',
  priority: 'low',
});
const listOf = (...notifications: Notification[]) => ({
  pages: [{ notifications, page: 1, hasMore: false, unreadCount: 0 }],
  pageParams: [1],
});

describe('what a poll finds that the stream never told', () => {
  const old = note('queue-1', '2026-11-28T10:00:00.000Z');
  it('is each new unread notification newer than everything known, newest first', () => {
    const later = note('queue-2', '2026-11-28T10:05:00.000Z');
    const latest = note('forum-3', '2026-11-28T10:06:00.000Z');
    const read = note('queue-4', '2026-11-28T10:07:00.000Z', true);
    expect(missedOf(listOf(old), listOf(read, latest, old, later))).toEqual([latest, later]);
  });

  it('is none on a first load, or for an older one only now on the first page', () => {
    expect(missedOf(undefined, listOf(old))).toEqual([]);
    const older = note('queue-0', '2026-11-28T09:00:00.000Z');
    expect(missedOf(listOf(old), listOf(old, older))).toEqual([]);
    expect(missedOf(listOf(), listOf(old))).toEqual([old]);
  });
});
