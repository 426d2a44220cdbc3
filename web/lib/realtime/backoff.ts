import { realtimeTimings as t } from './timings';

/**
 * How long to wait before reconnect attempt `attempt` (1, 2, 3...), in ms (SPEC §9: base
 * delay 2 s, growth 1.2 to 2, jitter up to 1 s, cap 30 s).
 *
 * The rule: delay = min(30 000, 2 000 × growth^(attempt − 1) + jitter), where
 * growth = 1.2 + 0.8 × random() (one draw, so it lies in [1.2, 2)) and
 * jitter = 1 000 × random() (a second draw, in [0, 1 000)).
 * A random growth, rather than a fixed 2, spreads clients that lost the server at the same
 * moment further apart with every attempt, on top of the jitter; the cap includes the jitter
 * so no wait is ever longer than 30 s. `random` is injected so tests get exact numbers.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.max(1, Math.floor(attempt));
  const growth = t.reconnectGrowthMin + (t.reconnectGrowthMax - t.reconnectGrowthMin) * random();
  const jitter = t.reconnectJitterMaxMs * random();
  const delay = t.reconnectBaseDelayMs * growth ** (step - 1) + jitter;
  return Math.min(t.reconnectCapMs, Math.round(delay));
}
