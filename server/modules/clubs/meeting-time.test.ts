/** Wall-clock times and instants across time zones and clock changes. */
import { describe, expect, it } from 'vitest';
import { instantOf, localDayOf, localTimeOf } from './meeting-time.js';

describe('meeting times', () => {
  it.each([
    ['2026-12-01T19:00', 'Europe/Paris', '2026-12-01T18:00:00.000Z'],
    ['2026-07-01T19:00', 'Europe/Paris', '2026-07-01T17:00:00.000Z'],
    ['2026-07-01T19:00', 'America/New_York', '2026-07-01T23:00:00.000Z'],
    ['2026-01-10T09:30', 'Asia/Kolkata', '2026-01-10T04:00:00.000Z'],
    ['2026-01-10T09:30', 'UTC', '2026-01-10T09:30:00.000Z'],
  ])('%s in %s is %s, and back', (local, zone, iso) => {
    expect(instantOf(local, zone).toISOString()).toBe(iso);
    expect(localTimeOf(new Date(iso), zone)).toBe(local);
  });

  it('reads a skipped time as after the change, a repeated one as its second', () => {
    // Paris skips 02:00–03:00 on 29 March 2026 and repeats 02:00–03:00 on 25 October.
    expect(instantOf('2026-03-29T02:30', 'Europe/Paris').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(instantOf('2026-10-25T02:30', 'Europe/Paris').toISOString()).toBe(
      '2026-10-25T01:30:00.000Z',
    );
  });

  it('gives the day in a zone', () => {
    expect(localDayOf(new Date('2026-01-10T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-01-11');
    expect(localDayOf(new Date('2026-01-10T23:30:00Z'), 'UTC')).toBe('2026-01-10');
  });
});
