import { systemClock, type Cancel, type Clock } from './clock';
import { realtimeTimings as t } from './timings';

export type BreakerState = 'closed' | 'open' | 'half-open';

/**
 * Guards the live connection (SPEC §4, §9): closed lets attempts through; at the 7th counted
 * failure it opens and refuses them for 60 s; a check every 5 s moves it to half-open once
 * that time has passed, which lets one trial through; a success closes it, a failure opens it
 * again.
 *
 * Choices where the spec is short:
 * - "success lowers the failure count by one" is taken literally, also for the success that
 *   closes a half-open breaker: trust comes back one success at a time (the controller counts
 *   an opened connection and every heartbeat as a success, so a healthy link soon clears it).
 * - "30 s after manual reset": reset() is the user asking to retry now. An open breaker goes
 *   half-open at once (one trial allowed), and until it next closes, any reopening lasts 30 s
 *   instead of 60 s, since the user is waiting on screen. The failure count is kept.
 * - The open period is measured with the clock's now() at each 5 s check, not with a single
 *   60 s timer, so a tab whose timers were frozen (laptop asleep) is judged by real time.
 */
export class CircuitBreaker {
  #state: BreakerState = 'closed';
  #failures = 0;
  #openedAt = 0;
  #openMs: number = t.breakerOpenMs;
  #stopChecking: Cancel | null = null;

  constructor(private readonly clock: Clock = systemClock) {}

  get state(): BreakerState {
    return this.#state;
  }

  /** Failures counted so far (each success takes one off). */
  get failures(): number {
    return this.#failures;
  }

  /** Whether a live connection attempt may be made now (closed, or the half-open trial). */
  get allowsAttempt(): boolean {
    return this.#state !== 'open';
  }

  recordFailure(): void {
    this.#failures += 1;
    if (this.#state === 'half-open') this.#open();
    else if (this.#state === 'closed' && this.#failures >= t.breakerFailureThreshold) this.#open();
    // Already open: nothing was allowed through, so the open period is not stretched.
  }

  recordSuccess(): void {
    this.#failures = Math.max(0, this.#failures - 1);
    if (this.#state !== 'closed') {
      this.#stopCheck();
      this.#state = 'closed';
      this.#openMs = t.breakerOpenMs;
    }
  }

  /** The user asks to retry: half-open now, and a failed trial reopens for 30 s, not 60 s. */
  reset(): void {
    if (this.#state === 'closed') return;
    this.#stopCheck();
    this.#state = 'half-open';
    this.#openMs = t.breakerOpenAfterManualResetMs;
  }

  /** Stops the 5 s check and forgets everything (closed, no failures), for a fresh start. */
  forget(): void {
    this.#stopCheck();
    this.#state = 'closed';
    this.#failures = 0;
    this.#openMs = t.breakerOpenMs;
  }

  #open(): void {
    this.#stopCheck();
    this.#state = 'open';
    this.#openedAt = this.clock.now();
    this.#stopChecking = this.clock.setInterval(() => this.#check(), t.breakerCheckIntervalMs);
  }

  #check(): void {
    if (this.#state !== 'open') return;
    if (this.clock.now() - this.#openedAt < this.#openMs) return;
    this.#stopCheck();
    this.#state = 'half-open';
  }

  #stopCheck(): void {
    this.#stopChecking?.();
    this.#stopChecking = null;
  }
}
