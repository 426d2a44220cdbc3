/**
 * Keeps a member's notifications live (issue 10, "Realtime"): through the tab's one realtime
 * stream, each new notification raises a toast (SPEC §2) and refreshes the bell. When the
 * stream cannot be kept, the list is polled every 30 s instead (§4, §9).
 */
import { useQueryClient } from '@tanstack/react-query';
import type { ConnectionState } from '@/lib/realtime/connection';
import { useRealtimeEvents, useRealtimeState } from '@/lib/realtime/use-realtime';
import { notify } from '@/lib/notify';
import { notificationsKey } from './use-notifications';

export function useLiveNotifications(): ConnectionState {
  const client = useQueryClient();
  useRealtimeEvents(
    (event) => {
      if (event.type !== 'notification') return;
      const title = typeof event.data?.title === 'string' ? event.data.title : '';
      if (title) notify.info(title);
      void client.invalidateQueries({ queryKey: notificationsKey });
    },
    { poll: () => client.refetchQueries({ queryKey: notificationsKey }) },
  );
  return useRealtimeState();
}
