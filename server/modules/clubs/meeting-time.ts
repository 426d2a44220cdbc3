/**
 * Wall-clock times in an Intl time zone and the instants they name, with Intl alone: a meeting is
 * given as "19:00 in Europe/Paris", kept as an instant, and shown and put in calendars as it was
 * given.
 */

/** The wall-clock parts of `instant` in `timeZone`, as if they were UTC (for arithmetic). */
function wallClockAsUtc(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
}

/**
 * The instant of `local` (YYYY-MM-DDTHH:mm) in `timeZone`. A time skipped by a clock change is
 * read as the same time after it; a repeated one as its second occurrence (winter time).
 */
export function instantOf(local: string, timeZone: string): Date {
  const asUtc = Date.parse(`${local}:00Z`);
  if (Number.isNaN(asUtc)) throw new Error(`Not a local time: ${local}`);
  let guess = asUtc;
  // Two rounds settle the offset on either side of a change.
  for (let i = 0; i < 2; i++) guess = asUtc - (wallClockAsUtc(new Date(guess), timeZone) - guess);
  return new Date(guess);
}

/** The wall-clock time of `instant` in `timeZone`, YYYY-MM-DDTHH:mm. */
export function localTimeOf(instant: Date, timeZone: string): string {
  return new Date(wallClockAsUtc(instant, timeZone)).toISOString().slice(0, 16);
}

/** The day of `instant` in `timeZone`, YYYY-MM-DD. */
export function localDayOf(instant: Date, timeZone: string): string {
  return localTimeOf(instant, timeZone).slice(0, 10);
}
