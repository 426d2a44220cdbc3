import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { person, report, staff } from '../testing/fixtures';
import { ForumAdminSection } from './forum-admin-section';

describe('ForumAdminSection', () => {
  it('shows the figures tab only to staff with analytics_forum', async () => {
    stubFetch({
      '/api/auth/session': () => ({ body: { user: staff(['content_forum']) } }),
      '/api/admin/forum/communities': () => ({ body: { communities: [] } }),
    });
    renderWithApp(<ForumAdminSection />, { route: '/admin/forum?tab=figures' });
    expect(await screen.findByText('No communities yet. Create the first one.')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Reported posts' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Figures' })).not.toBeInTheDocument();
  });

  it('hides a reported post from the queue and asks for the queue again', async () => {
    let open = [report];
    let resolved: unknown;
    const calls = stubFetch({
      '/api/auth/session': () => ({
        body: { user: staff(['content_forum', 'analytics_forum']) },
      }),
      [`/api/admin/forum/reports/${report.id}/resolve`]: (_url, init) => {
        resolved = JSON.parse(String(init?.body));
        open = [];
        return { status: 204 };
      },
      '/api/admin/forum/reports': () => ({ body: { reports: open } }),
    });
    renderWithApp(<ForumAdminSection />, { route: '/admin/forum?tab=reports' });
    expect(await screen.findByText('Calling people fools', { exact: false })).toBeVisible();
    // The excerpt is text: markup in a post shows as written.
    expect(screen.getByText('<b>Only a fool</b> would like this')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Figures' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Hide post' }));
    expect(resolved).toEqual({ action: 'hide' });
    expect(await screen.findByText('Post hidden')).toBeVisible();
    expect(await screen.findByText(/The queue is clear/)).toBeVisible();
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/admin/forum/reports')).toHaveLength(2),
    );
  });

  it('restores a hidden post from the hidden posts tab', async () => {
    let hidden = [
      {
        postId: report.postId,
        threadId: report.threadId,
        threadTitle: report.threadTitle,
        postNumber: 2,
        excerpt: 'Only a fool would like this',
        author: person('maya'),
        createdAt: '2026-11-20T10:00:00.000Z',
        url: report.url,
      },
    ];
    let restored: unknown;
    stubFetch({
      '/api/auth/session': () => ({ body: { user: staff(['content_forum']) } }),
      [`/api/forum/posts/${report.postId}/hidden`]: (_url, init) => {
        restored = JSON.parse(String(init?.body));
        hidden = [];
        return { status: 204 };
      },
      '/api/admin/forum/hidden-posts': () => ({ body: { posts: hidden } }),
    });
    renderWithApp(<ForumAdminSection />, { route: '/admin/forum?tab=hidden' });
    expect(await screen.findByText('Only a fool would like this')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(restored).toEqual({ hidden: false });
    expect(await screen.findByText('Post restored')).toBeVisible();
    expect(await screen.findByText('No posts are hidden.')).toBeVisible();
  });
});
