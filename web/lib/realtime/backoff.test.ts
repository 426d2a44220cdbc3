import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './backoff';

/** A `random` that returns the given values in turn (growth draw first, then jitter). */
function draws(...values: number[]): () => number {
  let next = 0;
  return () => {
    const value = values[next % values.length];
    next += 1;
    if (value === undefined) throw new Error('no draws');
    return value;
  };
}

describe('reconnectDelay', () => {
  it('waits 2 s plus jitter for attempt 1, growing 1.6 times per attempt when random is 0.5', () => {
    const half = () => 0.5;
    // growth 1.2 + 0.8 × 0.5 = 1.6, jitter 1 000 × 0.5 = 500.
    expect(reconnectDelay(1, half)).toBe(2_500);
    expect(reconnectDelay(2, half)).toBe(3_700);
    expect(reconnectDelay(3, half)).toBe(5_620);
  });

  it('grows by the spec minimum 1.2 and adds no jitter when random is 0', () => {
    const zero = () => 0;
    expect([1, 2, 3].map((attempt) => reconnectDelay(attempt, zero))).toEqual([
      2_000, 2_400, 2_880,
    ]);
  });

  it('grows by at most 2 and adds at most 1 s of jitter', () => {
    const almostOne = () => 0.999_999;
    expect(reconnectDelay(1, almostOne)).toBe(3_000);
    expect(reconnectDelay(2, almostOne)).toBe(5_000);
    expect(reconnectDelay(3, almostOne)).toBe(9_000);
    expect(reconnectDelay(3, almostOne)).toBeLessThanOrEqual(2_000 * 2 ** 2 + 1_000);
  });

  it('draws the growth first and the jitter second', () => {
    expect(reconnectDelay(2, draws(0, 0.5))).toBe(2_400 + 500);
    expect(reconnectDelay(2, draws(0.5, 0))).toBe(3_200);
  });

  it('never waits longer than 30 s, jitter included', () => {
    expect(reconnectDelay(10, () => 0.5)).toBe(30_000);
    expect(reconnectDelay(50, () => 0.999)).toBe(30_000);
    // 2 000 × 1.2^11 ≈ 14 860: under the cap, kept; 1.2^16 ≈ 18.5 → 36 976: capped.
    expect(reconnectDelay(12, () => 0)).toBe(14_860);
    expect(reconnectDelay(17, () => 0)).toBe(30_000);
  });

  it('treats an attempt below 1 as attempt 1', () => {
    expect(reconnectDelay(0, () => 0)).toBe(2_000);
  });
});
