import type { AdminThread } from '@contracts/forum-admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { report, staff, thread } from '../testing/fixtures';
import { ForumAdminSection } from './forum-admin-section';

const community = (slug: string, name: string, isHidden = false) => ({
  id: `${slug.length}b8f5b38-6f7e-4c8a-9d2e-1a1f0e3c5b7a`,
  slug,
  name,
  description: '',
  membersCanCreateChapters: true,
  isHidden,
  chapterCount: 1,
  threadCount: 1,
  postCount: 1,
  lastPostAt: null,
});

const chapter = (id: string, title: string) => ({
  id,
  communityId: thread.community.id,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  title,
  description: '',
  threadCount: 0,
  postCount: 0,
  lastPostAt: null,
  unreadThreads: 0,
});

/** The back-office's API as the threads tab uses it; returns the calls and the changes sent. */
function stubForum(threads: () => AdminThread[]) {
  const changes: unknown[] = [];
  const calls = stubFetch({
    '/api/auth/session': () => ({ body: { user: staff(['content_forum']) } }),
    '/api/admin/forum/communities': () => ({
      body: {
        communities: [
          community('literary-fiction', 'Literary Fiction'),
          community('the-vault', 'The Vault', true),
        ],
      },
    }),
    [`/api/admin/forum/threads/`]: (_url, init) => {
      changes.push(JSON.parse(String(init?.body)));
      return { status: 204 };
    },
    '/api/admin/forum/threads': () => ({
      body: { threads: threads(), page: 1, pageCount: 1, total: threads().length },
    }),
    '/api/forum/communities/the-vault': () => ({
      body: { chapters: [chapter('8b8f5b38-6f7e-4c8a-9d2e-1a1f0e3c5b7a', 'Archive')] },
    }),
    '/api/forum/communities/literary-fiction': () => ({
      body: { chapters: [chapter(thread.chapter.id, 'Prize lists')] },
    }),
    '/api/admin/forum/reports': () => ({
      body: { reports: [report, { ...report, id: 'locked', threadIsLocked: true }] },
    }),
  });
  return { calls, changes };
}

describe('the threads tab', () => {
  it('lists threads with where they live and their states, and searches by title words and state', async () => {
    const { calls } = stubForum(() => [thread]);
    renderWithApp(<ForumAdminSection />, { route: '/admin/forum?tab=threads' });
    const row = await screen.findByRole('article', { name: thread.title });
    expect(row).toHaveTextContent('Literary Fiction›Prize lists');
    expect(within(row).getByRole('link', { name: thread.title })).toHaveAttribute(
      'href',
      thread.url,
    );
    expect(within(row).getByText('Pinned')).toBeVisible();
    expect(row).toHaveTextContent('4 posts');
    expect(within(row).getByRole('button', { name: 'Unpin' })).toBeVisible();

    await userEvent.type(screen.getByLabelText('Title words'), 'shortlisted');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.selectOptions(screen.getByLabelText('State'), 'locked');
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain(
        '/api/admin/forum/threads?q=shortlisted&state=locked&page=1',
      ),
    );
    const options = within(screen.getByLabelText('Community')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'All communities',
      'Literary Fiction',
      'The Vault (hidden)',
    ]);
  });

  it('locks a thread and moves it to a chapter of another community', async () => {
    let current = thread;
    const { changes } = stubForum(() => [current]);
    renderWithApp(<ForumAdminSection />, { route: '/admin/forum?tab=threads' });
    const row = await screen.findByRole('article', { name: thread.title });
    current = { ...thread, isLocked: true };
    await userEvent.click(within(row).getByRole('button', { name: 'Lock' }));
    expect(await screen.findByText('Thread locked')).toBeVisible();
    expect(await within(row).findByRole('button', { name: 'Unlock' })).toBeVisible();

    await userEvent.click(within(row).getByRole('button', { name: 'Move to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move thread' });
    const move = within(dialog).getByRole('button', { name: 'Move' });
    await waitFor(() => expect(within(dialog).getByLabelText('Chapter')).toBeEnabled());
    expect(move).toBeDisabled();
    await userEvent.selectOptions(within(dialog).getByLabelText('Community'), 'the-vault');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Chapter')).toHaveValue(
        '8b8f5b38-6f7e-4c8a-9d2e-1a1f0e3c5b7a',
      ),
    );
    await userEvent.click(move);
    expect(await screen.findByText('Thread moved to The Vault › Archive')).toBeVisible();
    expect(changes).toEqual([
      { isLocked: true },
      { chapterId: '8b8f5b38-6f7e-4c8a-9d2e-1a1f0e3c5b7a' },
    ]);
  });

  it('locks the thread of a report from the queue, and says when it is locked already', async () => {
    const { changes } = stubForum(() => []);
    renderWithApp(<ForumAdminSection />, { route: '/admin/forum?tab=reports' });
    const [open, locked] = await screen.findAllByRole('article');
    expect(within(locked!).getByText('Thread locked')).toBeVisible();
    expect(within(locked!).queryByRole('button', { name: 'Lock thread' })).toBeNull();
    await userEvent.click(within(open!).getByRole('button', { name: 'Lock thread' }));
    await waitFor(() => expect(changes).toEqual([{ isLocked: true }]));
  });
});
