/**
 * Keeps direct messages live: a `message` event on the shared realtime stream (or a poll while
 * the stream is down) refreshes the conversations, the open conversation and the badge.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLive } from '@/lib/realtime/live-events';
import { messagesKey } from './use-messages';

export function useLiveMessages(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      onLive((signal) => {
        if (signal.kind === 'poll' || signal.event.type === 'message') {
          void client.invalidateQueries({ queryKey: messagesKey });
        }
      }),
    [client],
  );
}
