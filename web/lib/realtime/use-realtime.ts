/** React's way into the tab's one realtime stream (shared-connection.ts). */
import type { RealtimeEvent } from '@contracts/realtime';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ConnectionState } from './connection';
import type { PollFunction } from './poller';
import { joinRealtime, onRealtimeState, realtimeState } from './shared-connection';

/**
 * Calls `handler` with each event of the stream while mounted (and `enabled`: the stream is a
 * member's); `poll` fetches what the handler would have heard while the stream is down.
 */
export function useRealtimeEvents(
  handler: (event: RealtimeEvent) => void,
  { poll, enabled = true }: { poll?: PollFunction; enabled?: boolean } = {},
): void {
  const latest = useRef({ handler, poll });
  latest.current = { handler, poll };
  useEffect(() => {
    if (!enabled) return;
    return joinRealtime({
      onEvent: (event) => latest.current.handler(event),
      poll: (signal) => latest.current.poll?.(signal) ?? Promise.resolve(),
    });
  }, [enabled]);
}

/** The stream's state (§4), re-rendering on each change. */
export function useRealtimeState(): ConnectionState {
  return useSyncExternalStore(onRealtimeState, realtimeState, () => 'stopped');
}
