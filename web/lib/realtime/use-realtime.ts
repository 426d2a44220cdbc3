/**
 * React's way into the tab's one realtime stream (shared-connection.ts). The connection code
 * is loaded by the first component that joins, so a page whose reader has no stream (a
 * visitor) never downloads it.
 */
import type { RealtimeEvent } from '@contracts/realtime';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ConnectionState } from './connection';
import type { PollFunction } from './poller';
import type * as SharedConnection from './shared-connection';

let loaded: Promise<typeof SharedConnection> | null = null;
const load = () => (loaded ??= import('./shared-connection'));

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
    let leave: (() => void) | null = null;
    let left = false;
    void load().then(({ joinRealtime }) => {
      if (left) return;
      leave = joinRealtime({
        onEvent: (event) => latest.current.handler(event),
        poll: (signal) => latest.current.poll?.(signal) ?? Promise.resolve(),
      });
    });
    return () => {
      left = true;
      leave?.();
    };
  }, [enabled]);
}

let state: ConnectionState = 'stopped';
const stateListeners = new Set<() => void>();
let following = false;

function subscribe(listener: () => void): () => void {
  stateListeners.add(listener);
  if (!following) {
    following = true;
    void load().then(({ onRealtimeState, realtimeState }) => {
      state = realtimeState();
      onRealtimeState((next) => {
        state = next;
        for (const notify of stateListeners) notify();
      });
      for (const notify of stateListeners) notify();
    });
  }
  return () => stateListeners.delete(listener);
}

/** The stream's state (§4), re-rendering on each change. */
export function useRealtimeState(): ConnectionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => 'stopped',
  );
}
