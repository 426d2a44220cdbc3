/** How reading statistics write their figures and dates. */

export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const numberFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
const dayFormat = new Intl.DateTimeFormat('en', {
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 1234.5 -> "1,234.5". */
export function number(value: number): string {
  return numberFormat.format(value);
}

/** "2026-03-01" -> "March 1" (a calendar day, read in UTC so no zone moves it). */
export function day(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

/** "+3 on 2025", "−2 on 2025", "Same as 2025", or "First year" when the year before had none. */
export function comparedWith(now: number, before: number, year: number): string {
  if (before === 0) return now === 0 ? `None in ${year} either` : `None in ${year}`;
  const change = now - before;
  if (change === 0) return `Same as ${year}`;
  return `${change > 0 ? '+' : '−'}${number(Math.abs(change))} on ${year}`;
}
