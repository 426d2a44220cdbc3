import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = new Date('2026-11-24T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('timeAgo', () => {
  it.each([
    [10_000, 'just now'],
    [5 * 60_000, '5 minutes ago'],
    [60 * 60_000, '1 hour ago'],
    [26 * 3_600_000, 'yesterday'],
    [3 * 24 * 3_600_000, '3 days ago'],
    [15 * 24 * 3_600_000, '2 weeks ago'],
    [400 * 24 * 3_600_000, 'last year'],
  ])('%i ms → %s', (ms, expected) => {
    expect(timeAgo(ago(ms), now)).toBe(expected);
  });
});
