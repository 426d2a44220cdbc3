/**
 * Keeps a member's notifications live (issue 10, "Realtime"): through the tab's one realtime
 * stream, each new notification raises a toast (SPEC §2) and refreshes the bell. When the
 * stream cannot be kept, the list is polled every 30 s instead (§4, §9), and once more when
 * it opens again after a drop; a poll raises the toasts of what arrived unheard.
 */
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Notification, NotificationPage } from '@contracts/notifications';
import type { ConnectionState } from '@/lib/realtime/connection';
import type { RealtimeEvent } from '@contracts/realtime';
import { isLookingAt } from '@/lib/realtime/looking-at';
import { useRealtimeEvents, useRealtimeState } from '@/lib/realtime/use-realtime';
import { notify } from '@/lib/notify';
import { notificationsKey } from './use-notifications';

/**
 * The toast a notification event raises: its title — unless it is about what the page shows
 * (`data.about`, a reply in the thread being read), which tells the reader itself.
 */
export function toastOf(event: RealtimeEvent): string | null {
  if (event.type !== 'notification') return null;
  const title = typeof event.data?.title === 'string' ? event.data.title : '';
  return title && !isLookingAt(event.data?.about) ? title : null;
}

/** The most toasts a poll raises at once: the bell holds the rest. */
const missedToastsMax = 3;

/**
 * Unread notifications a poll found (`after`) that are newer than everything known before it
 * (`before`): what the stream would have told of, newest first. None when nothing was known
 * yet — a first load is not news.
 */
export function missedOf(
  before: InfiniteData<NotificationPage> | undefined,
  after: InfiniteData<NotificationPage> | undefined,
): Notification[] {
  const known = before?.pages.flatMap((page) => page.notifications);
  if (!known || !after) return [];
  const ids = new Set(known.map((n) => n.id));
  // ISO times in one format compare as text.
  const newestKnown = known.reduce(
    (newest, n) => (n.createdAt > newest ? n.createdAt : newest),
    '',
  );
  return after.pages
    .flatMap((page) => page.notifications)
    .filter((n) => !n.isRead && !ids.has(n.id) && n.createdAt > newestKnown)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export function useLiveNotifications(): ConnectionState {
  const client = useQueryClient();
  useRealtimeEvents(
    (event) => {
      if (event.type !== 'notification') return;
      const toast = toastOf(event);
      if (toast) notify.info(toast);
      void client.invalidateQueries({ queryKey: notificationsKey });
    },
    {
      poll: async () => {
        const list = () => client.getQueryData<InfiniteData<NotificationPage>>(notificationsKey);
        const before = list();
        await client.refetchQueries({ queryKey: notificationsKey });
        for (const missed of missedOf(before, list()).slice(0, missedToastsMax))
          notify.info(missed.title);
      },
    },
  );
  return useRealtimeState();
}
