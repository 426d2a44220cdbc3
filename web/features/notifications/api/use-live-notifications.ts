/**
 * Keeps a member's notifications live (issue 10, "Realtime"): the realtime controller holds the
 * server's stream open; each new notification raises a toast (SPEC §2) and refreshes the bell.
 * When the stream cannot be kept, the controller polls the list every 30 s instead (§4, §9).
 * Every event and poll is passed on (lib/realtime/live-events.ts) for the other features.
 */
import { realtimeEndpoints } from '@contracts/endpoints/realtime';
import type { RealtimeEvent } from '@contracts/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { logger } from '@/lib/logger';
import { notify } from '@/lib/notify';
import { RealtimeConnection, type ConnectionState } from '@/lib/realtime/connection';
import { eventSourceTransport } from '@/lib/realtime/event-source-transport';
import { emitLive } from '@/lib/realtime/live-events';
import { notificationsKey } from './use-notifications';

/** What counts as the member being there (the idle flag, §4). */
const activityEvents = ['pointerdown', 'keydown', 'visibilitychange'] as const;

export function useLiveNotifications(): ConnectionState {
  const client = useQueryClient();
  const [state, setState] = useState<ConnectionState>('stopped');
  useEffect(() => {
    const connection = new RealtimeConnection<RealtimeEvent>({
      transport: eventSourceTransport(realtimeEndpoints.stream.path),
      poll: () => {
        emitLive({ kind: 'poll' });
        return client.refetchQueries({ queryKey: notificationsKey });
      },
      onProblem: (problem) => logger.warn('Realtime connection problem', problem),
    });
    const offState = connection.onStateChange(setState);
    const offMessage = connection.onMessage((event) => {
      // Other features (direct messages) hear the same stream.
      emitLive({ kind: 'event', event });
      if (event.type !== 'notification') return;
      const title = typeof event.data?.title === 'string' ? event.data.title : '';
      if (title) notify.info(title);
      void client.invalidateQueries({ queryKey: notificationsKey });
    });
    const activity = () => connection.markActivity();
    for (const name of activityEvents) window.addEventListener(name, activity, { passive: true });
    connection.start();
    return () => {
      for (const name of activityEvents) window.removeEventListener(name, activity);
      offMessage();
      offState();
      connection.stop();
    };
  }, [client]);
  return state;
}
