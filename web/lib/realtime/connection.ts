import { reconnectDelay } from './backoff';
import { CircuitBreaker, type BreakerState } from './circuit-breaker';
import { systemClock, type Cancel, type Clock } from './clock';
import { IdleTracker } from './idle-tracker';
import { Listeners } from './listeners';
import { Poller, type PollFunction } from './poller';
import { realtimeTimings as t } from './timings';

/**
 * The browser's realtime connection controller (SPEC §4 "Connection", §8, §9): keeps one live
 * connection open through a transport it is given, reconnects with backoff, and falls back to
 * polling when the live connection cannot be kept. It has no network code and no UI of its
 * own: the transport (e.g. an EventSource wrapper) and the poll function are given to it.
 *
 *   stopped ─start()→ connecting ─open→ connected
 *   connecting | connected ─failure→ reconnecting (attempt 1..3, delay from backoff.ts)
 *   reconnecting ─open→ connected;  ─3rd attempt fails, or breaker open→ degraded
 *   degraded: polls at once and every 30 s; the health check (every 5 s, 30 s while idle)
 *   tries the live connection whenever the breaker allows; ─open→ connected, polling stops.
 * A link that opens after a failure is followed by one poll: what was pushed while no link was
 * open never arrives.
 *
 * A failure is: the transport's onError, open() throwing, no onOpen within 10 s (subscribe
 * timeout), or no heartbeat nor message within 25 s + 10 s (heartbeat watchdog).
 */
export type ConnectionState = 'stopped' | 'connecting' | 'connected' | 'reconnecting' | 'degraded';

/** What a transport reports about the one link it opened. Calls after close() are ignored. */
export interface TransportHandlers<TMessage> {
  /** The link is up and subscribed. */
  onOpen(): void;
  /** A message for the app (it also proves the link alive). */
  onMessage(message: TMessage): void;
  /** The server's heartbeat (expected every 25 s). */
  onHeartbeat(): void;
  /** The link failed or closed. The transport must not reconnect by itself. */
  onError(error?: unknown): void;
}

export interface TransportLink {
  close(): void;
}

export interface RealtimeTransport<TMessage> {
  /** Opens one link; called again for every reconnect, after close() of the previous one. */
  open(handlers: TransportHandlers<TMessage>): TransportLink;
}

/** For logging (SPEC §8 "Logged only"); aborted polls are not reported. */
export type RealtimeProblem =
  | { kind: 'connection-failed'; error: unknown }
  | { kind: 'subscribe-timeout' }
  | { kind: 'heartbeat-timeout' }
  | { kind: 'poll-timeout' }
  | { kind: 'poll-failed'; error: unknown }
  | { kind: 'listener-failed'; error: unknown };

export interface RealtimeConnectionOptions<TMessage> {
  transport: RealtimeTransport<TMessage>;
  /** The polling fallback: fetch the notifications; give up when the signal aborts. */
  poll: PollFunction;
  clock?: Clock;
  /** For the reconnect delays' growth and jitter; tests pass a fixed one. */
  random?: () => number;
  onProblem?: (problem: RealtimeProblem) => void;
}

export class RealtimeConnection<TMessage = unknown> {
  #state: ConnectionState = 'stopped';
  /** Reconnect attempts made since the live connection was last open. */
  #attempt = 0;
  #link: TransportLink | null = null;
  #linkOpen = false;
  /**
   * A link failed since the last one opened: whatever was pushed meanwhile never arrived, so
   * the next link to open is followed by one poll (the first link after start() by none: the
   * page has just loaded what it shows).
   */
  #missedEvents = false;
  /** Bumped whenever a link is opened or dropped, so late calls from an old link are ignored. */
  #linkId = 0;
  /** The debounce before the first open, or the delay before a reconnect attempt. */
  #cancelPendingOpen: Cancel | null = null;
  #cancelSubscribeTimeout: Cancel | null = null;
  #cancelWatchdog: Cancel | null = null;
  #cancelHealthCheck: Cancel | null = null;

  readonly #transport: RealtimeTransport<TMessage>;
  readonly #clock: Clock;
  readonly #random: () => number;
  readonly #onProblem: (problem: RealtimeProblem) => void;
  readonly #breaker: CircuitBreaker;
  readonly #poller: Poller;
  readonly #idle: IdleTracker;
  readonly #stateListeners: Listeners<ConnectionState>;
  readonly #messageListeners: Listeners<TMessage>;
  readonly #idleListeners: Listeners<boolean>;

  constructor(options: RealtimeConnectionOptions<TMessage>) {
    this.#transport = options.transport;
    this.#clock = options.clock ?? systemClock;
    this.#random = options.random ?? Math.random;
    this.#onProblem = options.onProblem ?? (() => {});
    this.#breaker = new CircuitBreaker(this.#clock);
    this.#poller = new Poller({
      poll: options.poll,
      clock: this.#clock,
      onTimeout: () => this.#onProblem({ kind: 'poll-timeout' }),
      onFailure: (error) => this.#onProblem({ kind: 'poll-failed', error }),
    });
    this.#idle = new IdleTracker(this.#clock);
    this.#idle.onChange((idle) => this.#idleChanged(idle));
    const listenerFailed = (error: unknown) => this.#onProblem({ kind: 'listener-failed', error });
    this.#stateListeners = new Listeners(listenerFailed);
    this.#messageListeners = new Listeners(listenerFailed);
    this.#idleListeners = new Listeners(listenerFailed);
  }

  get state(): ConnectionState {
    return this.#state;
  }

  /** True after 60 s without markActivity() (SPEC §4 idle flag). */
  get idle(): boolean {
    return this.#idle.idle;
  }

  get breakerState(): BreakerState {
    return this.#breaker.state;
  }

  /**
   * Connects, 300 ms after the last of a quick run of start() calls (a trailing debounce:
   * mount, unmount and mount again opens one connection). Does nothing once a link is being
   * opened or kept.
   */
  start(): void {
    if (this.#state === 'stopped') {
      this.#idle.start();
      this.#setState('connecting');
    } else if (this.#state !== 'connecting' || this.#link) {
      return;
    }
    this.#cancelPendingOpen?.();
    this.#cancelPendingOpen = this.#clock.setTimeout(() => this.#openLink(), t.connectDebounceMs);
  }

  /** Closes the link and clears every timer; the failure history is forgotten. */
  stop(): void {
    const was = this.#state;
    // Stopped before tearing down, so the idle flag going off below starts nothing again.
    this.#state = 'stopped';
    this.#dropLink();
    this.#cancelPendingOpen?.();
    this.#cancelPendingOpen = null;
    this.#stopHealthCheck();
    this.#poller.stop();
    this.#idle.stop();
    this.#breaker.forget();
    this.#attempt = 0;
    this.#missedEvents = false;
    if (was !== 'stopped') this.#stateListeners.emit('stopped');
  }

  /**
   * The user asks to reconnect now (a Retry button): while degraded, the breaker is reset
   * (see circuit-breaker.ts) and the live connection tried at once; while reconnecting, the
   * wait before the next attempt is skipped. Otherwise nothing to do.
   */
  retryNow(): void {
    if (this.#state === 'degraded') {
      this.#breaker.reset();
      if (!this.#link) this.#openLink();
    } else if (this.#state === 'reconnecting' && !this.#link) {
      this.#cancelPendingOpen?.();
      this.#openLink();
    }
  }

  /** The app saw the user do something (input, focus, visibility): clears the idle flag. */
  markActivity(): void {
    this.#idle.markActivity();
  }

  /** Called with each new state; returns an unsubscribe function. */
  onStateChange(listener: (state: ConnectionState) => void): () => void {
    return this.#stateListeners.add(listener);
  }

  /** Called with each message the live connection delivers; returns an unsubscribe function. */
  onMessage(listener: (message: TMessage) => void): () => void {
    return this.#messageListeners.add(listener);
  }

  /** Called with the new idle flag each time it changes; returns an unsubscribe function. */
  onIdleChange(listener: (idle: boolean) => void): () => void {
    return this.#idleListeners.add(listener);
  }

  #openLink(): void {
    this.#cancelPendingOpen = null;
    const id = ++this.#linkId;
    const current = () => id === this.#linkId;
    // Armed before open(), so a transport that opens synchronously still cancels it.
    this.#cancelSubscribeTimeout = this.#clock.setTimeout(
      () => this.#fail({ kind: 'subscribe-timeout' }),
      t.subscribeTimeoutMs,
    );
    let link: TransportLink;
    try {
      link = this.#transport.open({
        onOpen: () => {
          if (current() && !this.#linkOpen) this.#opened();
        },
        onMessage: (message) => {
          if (!current()) return;
          if (this.#linkOpen) this.#armWatchdog();
          this.#messageListeners.emit(message);
        },
        onHeartbeat: () => {
          if (!current() || !this.#linkOpen) return;
          this.#armWatchdog();
          this.#breaker.recordSuccess();
        },
        onError: (error) => {
          if (current()) this.#fail({ kind: 'connection-failed', error });
        },
      });
    } catch (error) {
      if (current()) this.#fail({ kind: 'connection-failed', error });
      return;
    }
    // The transport may have reported a failure from inside open(); then this link is stale.
    if (current()) this.#link = link;
    else link.close();
  }

  #opened(): void {
    this.#linkOpen = true;
    this.#cancelSubscribeTimeout?.();
    this.#cancelSubscribeTimeout = null;
    this.#attempt = 0;
    this.#breaker.recordSuccess();
    this.#stopHealthCheck();
    this.#poller.stop();
    if (this.#missedEvents) this.#poller.pollNow();
    this.#missedEvents = false;
    this.#armWatchdog();
    this.#setState('connected');
  }

  /** A heartbeat is due every 25 s; one not seen 10 s after that means the link is dead. */
  #armWatchdog(): void {
    this.#cancelWatchdog?.();
    this.#cancelWatchdog = this.#clock.setTimeout(
      () => this.#fail({ kind: 'heartbeat-timeout' }),
      t.heartbeatIntervalMs + t.heartbeatTimeoutMs,
    );
  }

  #fail(problem: RealtimeProblem): void {
    this.#missedEvents = true;
    this.#onProblem(problem);
    this.#dropLink();
    this.#breaker.recordFailure();
    // A trial from the degraded state failed: polling goes on, the health check tries again.
    if (this.#state === 'degraded') return;
    if (!this.#breaker.allowsAttempt || this.#attempt >= t.maxReconnectAttempts) {
      this.#degrade();
      return;
    }
    this.#attempt += 1;
    this.#setState('reconnecting');
    this.#cancelPendingOpen = this.#clock.setTimeout(
      () => this.#openLink(),
      reconnectDelay(this.#attempt, this.#random),
    );
  }

  #dropLink(): void {
    this.#linkId += 1;
    this.#linkOpen = false;
    this.#cancelSubscribeTimeout?.();
    this.#cancelSubscribeTimeout = null;
    this.#cancelWatchdog?.();
    this.#cancelWatchdog = null;
    const link = this.#link;
    this.#link = null;
    link?.close();
  }

  #degrade(): void {
    this.#setState('degraded');
    this.#poller.start();
    this.#startHealthCheck();
  }

  /** While degraded: try the live connection again whenever the breaker lets us. */
  #healthCheck(): void {
    if (this.#state === 'degraded' && !this.#link && this.#breaker.allowsAttempt) {
      this.#openLink();
    }
  }

  #startHealthCheck(): void {
    this.#stopHealthCheck();
    const every = this.#idle.idle ? t.idleHealthCheckIntervalMs : t.healthCheckIntervalMs;
    this.#cancelHealthCheck = this.#clock.setInterval(() => this.#healthCheck(), every);
  }

  #stopHealthCheck(): void {
    this.#cancelHealthCheck?.();
    this.#cancelHealthCheck = null;
  }

  /**
   * Idle stretches only the degraded health check (5 s → 30 s): an unattended tab stops
   * knocking on a server that is down. Polling keeps its 30 s so notifications still arrive.
   * When the user comes back, the live connection is tried at once if the breaker allows.
   */
  #idleChanged(idle: boolean): void {
    if (this.#state === 'degraded') {
      this.#startHealthCheck();
      if (!idle) this.#healthCheck();
    }
    this.#idleListeners.emit(idle);
  }

  #setState(state: ConnectionState): void {
    if (this.#state === state) return;
    this.#state = state;
    this.#stateListeners.emit(state);
  }
}
