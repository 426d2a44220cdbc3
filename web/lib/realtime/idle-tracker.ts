import { systemClock, type Cancel, type Clock } from './clock';
import { Listeners } from './listeners';
import { realtimeTimings as t } from './timings';

/**
 * The idle flag (SPEC §4: on after inactivity, off on activity; §9 "Idle 60 s"): on once 60 s
 * have passed without markActivity(), off at the next markActivity().
 *
 * markActivity() may be called for every pointer move, so it only notes the time; the single
 * timer, when it fires, looks how long it has really been quiet and waits the remainder if
 * there was activity meanwhile.
 */
export class IdleTracker {
  #idle = false;
  #running = false;
  #lastActivityAt = 0;
  #cancelTimer: Cancel | null = null;
  readonly #changes = new Listeners<boolean>();

  constructor(private readonly clock: Clock = systemClock) {}

  get idle(): boolean {
    return this.#idle;
  }

  /** Starts counting from now, as if the user had just been active. */
  start(): void {
    this.#running = true;
    this.#lastActivityAt = this.clock.now();
    this.#setIdle(false);
    this.#wait(t.idleAfterMs);
  }

  stop(): void {
    this.#running = false;
    this.#cancelTimer?.();
    this.#cancelTimer = null;
    this.#setIdle(false);
  }

  markActivity(): void {
    if (!this.#running) return;
    this.#lastActivityAt = this.clock.now();
    if (this.#idle) {
      this.#setIdle(false);
      this.#wait(t.idleAfterMs);
    }
  }

  /** Called with the new value each time the flag changes; returns an unsubscribe function. */
  onChange(listener: (idle: boolean) => void): () => void {
    return this.#changes.add(listener);
  }

  #wait(ms: number): void {
    this.#cancelTimer?.();
    this.#cancelTimer = this.clock.setTimeout(() => this.#check(), ms);
  }

  #check(): void {
    this.#cancelTimer = null;
    const quietFor = this.clock.now() - this.#lastActivityAt;
    if (quietFor >= t.idleAfterMs) this.#setIdle(true);
    else this.#wait(t.idleAfterMs - quietFor);
  }

  #setIdle(idle: boolean): void {
    if (this.#idle === idle) return;
    this.#idle = idle;
    this.#changes.emit(idle);
  }
}
