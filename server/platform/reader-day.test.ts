import { describe, expect, it } from 'vitest';
import { readerTimeZoneHeader } from '../../contracts/constants.js';
import { readerDay, readerTimeZone } from './reader-day.js';

describe('readerTimeZone', () => {
  it.each([
    ['Pacific/Auckland', 'Pacific/Auckland'],
    ['America/Argentina/Buenos_Aires', 'America/Argentina/Buenos_Aires'],
    ['  Europe/Paris ', 'Europe/Paris'],
    ['Mars/Olympus_Mons', 'UTC'],
    ['', 'UTC'],
    [undefined, 'UTC'],
    ['../../etc/passwd', 'UTC'],
    ['Europe/Paris\u0000', 'UTC'],
    ['x'.repeat(200), 'UTC'],
  ])('%j -> %s', (header, zone) => {
    expect(readerTimeZone({ [readerTimeZoneHeader]: header })).toBe(zone);
  });

  it('takes the first of repeated headers', () => {
    expect(readerTimeZone({ [readerTimeZoneHeader]: ['Asia/Tokyo', 'UTC'] })).toBe('Asia/Tokyo');
  });
});

describe('readerDay', () => {
  const lateUtc = new Date('2026-11-20T23:30:00Z');
  it.each([
    ['UTC', '2026-11-20'],
    ['Pacific/Auckland', '2026-11-21'],
    ['America/Los_Angeles', '2026-11-20'],
    ['Asia/Kolkata', '2026-11-21'],
    ['Not/AZone', '2026-11-20'],
  ])('23:30 UTC in %s is %s', (zone, day) => {
    expect(readerDay(lateUtc, zone)).toBe(day);
  });

  it('early UTC is still yesterday in the Americas', () => {
    expect(readerDay(new Date('2026-01-01T03:00:00Z'), 'America/New_York')).toBe('2025-12-31');
  });
});
