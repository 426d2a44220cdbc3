/**
 * Keeps direct messages live: a `message` event on the tab's one realtime stream refreshes the
 * conversations, the open conversation and the badge; while the stream is down they are
 * polled instead (SPEC §4, §9).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvents } from '@/lib/realtime/use-realtime';
import { messagesKey } from './use-messages';

export function useLiveMessages(): void {
  const client = useQueryClient();
  useRealtimeEvents(
    (event) => {
      if (event.type === 'message') void client.invalidateQueries({ queryKey: messagesKey });
    },
    { poll: () => client.refetchQueries({ queryKey: messagesKey }) },
  );
}
