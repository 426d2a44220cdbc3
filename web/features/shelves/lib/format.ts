/** How shelves write dates, authors and counts. */
import type { BookSummary } from '@contracts/books';

const dayFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
const momentFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** "2014-04-05" → "Apr 5, 2014" (a calendar day: no time zone may move it). */
export function formatDay(isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : dayFormat.format(date);
}

/** A timestamp in the reader's own time zone. */
export function formatMoment(iso: string): string {
  return momentFormat.format(new Date(iso));
}

/** "Ursula K. Le Guin", "A and B", "A, B and C". */
export function authorNames(book: Pick<BookSummary, 'authors'>): string {
  const names = book.authors.map((a) => a.name);
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Today as yyyy-mm-dd in the reader's time zone (the max of a date input). */
export function today(): string {
  const now = new Date();
  const offset = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offset).toISOString().slice(0, 10);
}
