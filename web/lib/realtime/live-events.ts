/**
 * The app's one realtime stream, shared: the notifications feature holds the connection (one
 * per tab, SPEC §9's channel pool) and passes on every event, and each poll of its fallback,
 * here; any other feature listens without opening a stream of its own.
 */
import type { RealtimeEvent } from '@contracts/realtime';
import { logger } from '@/lib/logger';
import { Listeners } from './listeners';

/** An event from the stream, or `poll` while the stream is down and the app polls instead. */
export type LiveSignal = { kind: 'event'; event: RealtimeEvent } | { kind: 'poll' };

const listeners = new Listeners<LiveSignal>((error) =>
  logger.warn('A realtime listener failed', { error: String(error) }),
);

/** Passes a signal to every listener (the stream's holder calls it). */
export function emitLive(signal: LiveSignal): void {
  listeners.emit(signal);
}

/** Listens to the shared stream; returns the function that stops listening. */
export function onLive(listener: (signal: LiveSignal) => void): () => void {
  return listeners.add(listener);
}
