import { systemClock, type Cancel, type Clock } from './clock';
import { realtimeTimings as t } from './timings';

/** Fetches what the live connection would have pushed; must give up when `signal` aborts. */
export type PollFunction = (signal: AbortSignal) => Promise<void>;

export interface PollerOptions {
  poll: PollFunction;
  clock?: Clock;
  /** A poll was still running after the 30 s fetch timeout and has been aborted. */
  onTimeout?: () => void;
  /** A poll failed (not counting polls aborted by a timeout or by stop()). */
  onFailure?: (error: unknown) => void;
}

/**
 * The polling fallback (SPEC §9: polling fallback 30 s, fetch timeout 30 s): polls at once
 * when started, then every 30 s, until stopped. Each poll gets an AbortSignal that aborts
 * after 30 s or on stop(); the poller never waits on a poll, so one that ignores its signal
 * cannot hold the next one back. Aborted polls are ignored (SPEC §8).
 */
export class Poller {
  #stopInterval: Cancel | null = null;
  #inFlight: { abort: AbortController; cancelTimeout: Cancel } | null = null;
  readonly #clock: Clock;

  constructor(private readonly options: PollerOptions) {
    this.#clock = options.clock ?? systemClock;
  }

  get running(): boolean {
    return this.#stopInterval !== null;
  }

  start(): void {
    if (this.running) return;
    this.#stopInterval = this.#clock.setInterval(() => this.#pollOnce(), t.pollIntervalMs);
    this.#pollOnce();
  }

  /**
   * One poll now, without polling on: the catch-up when the live connection opens again after
   * a drop, for what was pushed while it was down. stop() aborts it like any poll.
   */
  pollNow(): void {
    this.#pollOnce();
  }

  stop(): void {
    this.#stopInterval?.();
    this.#stopInterval = null;
    this.#finish()?.abort();
  }

  #pollOnce(): void {
    // With a 30 s timeout and a 30 s interval, a poll still running now has had its time.
    if (this.#inFlight) this.#timeOut();
    const abort = new AbortController();
    const cancelTimeout = this.#clock.setTimeout(() => this.#timeOut(), t.pollTimeoutMs);
    const current = { abort, cancelTimeout };
    this.#inFlight = current;
    let result: Promise<void>;
    try {
      // Called at once (not in a microtask), so the poll starts exactly on its tick.
      result = Promise.resolve(this.options.poll(abort.signal));
    } catch (error) {
      result = Promise.reject(error);
    }
    result.then(
      () => {
        if (this.#inFlight === current) this.#finish();
      },
      (error: unknown) => {
        if (this.#inFlight === current) this.#finish();
        if (!abort.signal.aborted) this.options.onFailure?.(error);
      },
    );
  }

  #timeOut(): void {
    this.#finish()?.abort(new DOMException('Polling timed out', 'TimeoutError'));
    this.options.onTimeout?.();
  }

  /** Forgets the poll in flight and cancels its timeout; returns its AbortController. */
  #finish(): AbortController | undefined {
    const inFlight = this.#inFlight;
    this.#inFlight = null;
    inFlight?.cancelTimeout();
    return inFlight?.abort;
  }
}
