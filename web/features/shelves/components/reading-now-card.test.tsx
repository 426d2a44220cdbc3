import { screen } from '@testing-library/react';
import type { ShelfList } from '@contracts/shelves';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { dispossessed, entryOf, reader } from '@/features/shelves/testing/fixtures';
import { ReadingNowCard } from './reading-now-card';

function shelf(entries: ShelfList['entries']): ShelfList {
  return {
    owner: { id: reader.id, username: reader.username, fullName: reader.fullName, avatarUrl: null },
    entries,
    counts: {
      want_to_read: 7,
      currently_reading: entries.length,
      read: 31,
      did_not_finish: 2,
      total: 40,
    },
    tags: [],
    page: 1,
    pageSize: 25,
    hasMore: false,
    abilities: { edit: true },
  };
}

describe('the dashboard’s currently reading card', () => {
  it('shows the books on the go, when each was started, and the count of every shelf', async () => {
    const calls = stubFetch({
      '/api/shelves/me': () => ({
        body: shelf([
          entryOf(dispossessed, { status: 'currently_reading', dateStarted: '2026-11-09' }),
        ]),
      }),
    });
    renderWithApp(<ReadingNowCard />, { route: '/dashboard' });
    expect(await screen.findByRole('link', { name: 'The Dispossessed' })).toHaveAttribute(
      'href',
      dispossessed.path,
    );
    expect(screen.getByText('Started Nov 9, 2026')).toBeInTheDocument();
    expect(screen.getByLabelText('Books on each shelf')).toHaveTextContent(
      /Want to read\s*7\s*Currently reading\s*1\s*Read\s*31\s*Did not finish\s*2/,
    );
    expect(new URL(calls[0]!.url, 'http://localhost').searchParams.get('status')).toBe(
      'currently_reading',
    );
  });

  it('points to the next read when nothing is on the go', async () => {
    stubFetch({ '/api/shelves/me': () => ({ body: shelf([]) }) });
    renderWithApp(<ReadingNowCard />, { route: '/dashboard' });
    expect(await screen.findByText(/Nothing on the go/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find your next read' })).toHaveAttribute(
      'href',
      '/find-books',
    );
  });
});
