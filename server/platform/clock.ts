/** Time as a dependency, so rate limits and token expiry can be tested without waiting. */
import { readFileSync } from 'node:fs';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to; for tests. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start: Date = new Date('2026-01-15T12:00:00Z')) {
    this.current = start.getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
  advanceMinutes(minutes: number): void {
    this.advance(minutes * 60_000);
  }
}

/**
 * The system's time moved on by the milliseconds written in `file` (none: not moved). For the
 * e2e server alone (main.ts, E2E_CLOCK_FILE), so a journey can let a month pass — a paid
 * club's renewal, its grace — and watch the app's jobs act on it. The file is read again at
 * most every quarter second, so `now()` stays nearly as cheap as the system clock's.
 */
export function fileOffsetClock(file: string): Clock {
  let offset = 0;
  let readAt = 0;
  return {
    now() {
      const real = Date.now();
      if (real - readAt > 250) {
        readAt = real;
        try {
          const ms = Number(readFileSync(file, 'utf8').trim());
          offset = Number.isFinite(ms) ? ms : 0;
        } catch {
          offset = 0;
        }
      }
      return new Date(real + offset);
    },
  };
}
