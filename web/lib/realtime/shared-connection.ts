/**
 * One realtime stream per tab (ARCHITECTURE rule 15; SPEC §9 allows a member three): every part
 * of the page that wants live events joins this one connection. The first to join creates it,
 * the last to leave stops it, so a page nobody listens on opens no stream and loads none of
 * this. While the stream is down the connection polls, and each member of the page polls what
 * it shows (§4, §9).
 */
import { realtimeEndpoints } from '@contracts/endpoints/realtime';
import type { RealtimeEvent } from '@contracts/realtime';
import { logger } from '@/lib/logger';
import { RealtimeConnection, type ConnectionState } from './connection';
import { eventSourceTransport } from './event-source-transport';
import { Listeners } from './listeners';
import type { PollFunction } from './poller';

export interface RealtimeConsumer {
  onEvent?: (event: RealtimeEvent) => void;
  /** What this consumer fetches instead while the stream is down. */
  poll?: PollFunction;
}

/** Makes the connection; tests give a fake transport and clock. */
export type ConnectionFactory = (poll: PollFunction) => RealtimeConnection<RealtimeEvent>;

const defaultFactory: ConnectionFactory = (poll) =>
  new RealtimeConnection<RealtimeEvent>({
    transport: eventSourceTransport(realtimeEndpoints.stream.path),
    poll,
    onProblem: (problem) => logger.warn('Realtime connection problem', problem),
  });

/** What counts as the member being there (the idle flag, §4). */
const activityEvents = ['pointerdown', 'keydown', 'visibilitychange'] as const;

let factory = defaultFactory;
let connection: RealtimeConnection<RealtimeEvent> | null = null;
let teardown: (() => void) | null = null;
const consumers = new Set<RealtimeConsumer>();
const stateListeners = new Listeners<ConnectionState>();

function pollAll(signal: AbortSignal): Promise<void> {
  return Promise.all([...consumers].map((c) => c.poll?.(signal))).then(() => undefined);
}

function open(): RealtimeConnection<RealtimeEvent> {
  const created = factory(pollAll);
  const offState = created.onStateChange((state) => stateListeners.emit(state));
  const offMessage = created.onMessage((event) => {
    // One consumer that fails must not keep the event from the others.
    for (const consumer of [...consumers]) {
      try {
        consumer.onEvent?.(event);
      } catch (error) {
        logger.warn('Realtime consumer failed', error);
      }
    }
  });
  const activity = () => created.markActivity();
  for (const name of activityEvents) window.addEventListener(name, activity, { passive: true });
  teardown = () => {
    for (const name of activityEvents) window.removeEventListener(name, activity);
    offMessage();
    offState();
    created.stop();
  };
  created.start();
  return created;
}

/** Joins the tab's stream (opening it if this is the first consumer); returns how to leave. */
export function joinRealtime(consumer: RealtimeConsumer): () => void {
  consumers.add(consumer);
  connection ??= open();
  return () => {
    if (!consumers.delete(consumer)) return;
    if (consumers.size > 0) return;
    teardown?.();
    teardown = null;
    connection = null;
    stateListeners.emit('stopped');
  };
}

/** The stream's state now: 'stopped' when nobody has joined. */
export function realtimeState(): ConnectionState {
  return connection?.state ?? 'stopped';
}

/** Calls `listener` with every change of the stream's state. */
export function onRealtimeState(listener: (state: ConnectionState) => void): () => void {
  return stateListeners.add(listener);
}

/** For tests: how the next connection is made (null: the real one). */
export function setConnectionFactory(next: ConnectionFactory | null): void {
  factory = next ?? defaultFactory;
}
