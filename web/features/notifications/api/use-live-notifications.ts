/**
 * Keeps a member's notifications live (issue 10, "Realtime"): through the tab's one realtime
 * stream, each new notification raises a toast (SPEC §2) and refreshes the bell. When the
 * stream cannot be kept, the list is polled every 30 s instead (§4, §9).
 */
import { useQueryClient } from '@tanstack/react-query';
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

export function useLiveNotifications(): ConnectionState {
  const client = useQueryClient();
  useRealtimeEvents(
    (event) => {
      if (event.type !== 'notification') return;
      const toast = toastOf(event);
      if (toast) notify.info(toast);
      void client.invalidateQueries({ queryKey: notificationsKey });
    },
    { poll: () => client.refetchQueries({ queryKey: notificationsKey }) },
  );
  return useRealtimeState();
}
