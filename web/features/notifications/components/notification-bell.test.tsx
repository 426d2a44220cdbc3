import type { Notification, NotificationPage } from '@contracts/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import NotificationBell from './notification-bell';

function notification(id: string, title: string, isRead = false): Notification {
  return {
    id,
    type: 'system',
    subType: 'import_finished',
    title,
    content: `${title}, in full.`,
    relatedId: null,
    isRead,
    createdAt: new Date().toISOString(),
    actionUrl: '/book-shelf/import',
    priority: 'low',
  };
}

function listing(notifications: Notification[]): NotificationPage {
  return {
    notifications,
    page: 1,
    hasMore: false,
    unreadCount: notifications.filter((n) => !n.isRead).length,
  };
}

describe('the notification bell', () => {
  it('shows the unread count, lists the notifications and marks them all read', async () => {
    let read = false;
    const calls = stubFetch({
      '/api/notifications/read-all': () => {
        read = true;
        return { body: { updated: 2 } };
      },
      '/api/notifications': () => ({
        body: listing([
          notification('queue-1', 'Your import is done', read),
          notification('forum-2', 'New reply', read),
        ]),
      }),
    });
    const actor = userEvent.setup();
    renderWithApp(<NotificationBell />);
    await actor.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = within(panel).getAllByRole('button', { name: /\(unread\)/ });
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Your import is done'),
      expect.stringContaining('New reply'),
    ]);
    await actor.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('All notifications marked as read')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/notifications/read-all')).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument(),
    );
  });

  it.each([
    ['Mark all read', '/api/notifications/read-all', 'Failed to mark all notifications as read'],
    [
      'Delete notification: New reply',
      '/api/notifications/forum-2',
      'Failed to delete notification',
    ],
    [/^New reply/, '/api/notifications/forum-2/read', 'Failed to mark notification as read'],
  ])('says so when %s fails', async (button, path, message) => {
    stubFetch({
      [path]: () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'down' } } }),
      '/api/notifications': () => ({ body: listing([notification('forum-2', 'New reply')]) }),
    });
    const actor = userEvent.setup();
    renderWithApp(<NotificationBell />);
    await actor.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await actor.click(within(panel).getByRole('button', { name: button }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('says when there is nothing to read', async () => {
    stubFetch({ '/api/notifications': () => ({ body: listing([]) }) });
    const actor = userEvent.setup();
    renderWithApp(<NotificationBell />);
    await actor.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('You’re all caught up')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });
});
