/**
 * A member's reading statistics for a year, computed from their finished readings (pure; the
 * service loads, this counts). Counting rules:
 * - a book read twice in the year is two readings: months, totals and pace count readings;
 *   genres and ratings count each book once (a rating belongs to the book, not the reading);
 * - pages are the catalogue's page count; a book of unknown length counts as a book, not pages;
 * - days of a reading count both ends (started and finished on one day is one day), and only
 *   readings with a start date have a pace;
 * - ratings are shown in whole stars with half stars rounded up (as the book page's bars), the
 *   average is of the exact ratings;
 * - ties go to the reading finished first; the last book is the one finished last.
 */
import type { ReadingStats } from '../../../contracts/reading-stats.js';

export interface FinishedReading {
  workId: string;
  startedOn: string | null;
  /** YYYY-MM-DD. */
  finishedOn: string;
  /** The member's rating of the book in stars, null when unrated. */
  rating: number | null;
}

export interface WorkFacts {
  pages: number | null;
  genres: string[];
}

export interface ReadingStatsInput {
  year: number;
  /** The member's calendar day, YYYY-MM-DD. */
  today: string;
  /** Finished readings of the year and the year before (others are ignored). */
  readings: FinishedReading[];
  facts: ReadonlyMap<string, WorkFacts>;
  /** Every month (YYYY-MM) the member finished a book in, any year. */
  finishedMonths: readonly string[];
  /** How many genres to list. */
  genreLimit?: number;
}

/** A reading the year in review names, with its book's length. */
export type PickedReading = FinishedReading & { pages: number | null };

export type ReadingStatsFigures = Omit<ReadingStats, 'review'> & {
  review: Omit<ReadingStats['review'], 'longest' | 'shortest' | 'highestRated' | 'first' | 'last'> &
    Record<'longest' | 'shortest' | 'highestRated' | 'first' | 'last', PickedReading | null>;
};

const dayMs = 86_400_000;
const round = (value: number, places: number) => Number(value.toFixed(places));
const yearOf = (date: string) => Number(date.slice(0, 4));

/** Days of a reading, both ends counted; null without a start (or a start after the end). */
export function readingDays(startedOn: string | null, finishedOn: string): number | null {
  if (!startedOn) return null;
  const days = (Date.parse(finishedOn) - Date.parse(startedOn)) / dayMs + 1;
  return days >= 1 ? days : null;
}

/** The month before `month` (YYYY-MM). */
function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** Months in a row with a book finished, up to today's month (or last month, if none yet). */
export function currentMonthStreak(finishedMonths: ReadonlySet<string>, today: string): number {
  let month = today.slice(0, 7);
  if (!finishedMonths.has(month)) month = previousMonth(month);
  let streak = 0;
  while (finishedMonths.has(month)) {
    streak++;
    month = previousMonth(month);
  }
  return streak;
}

/** The longest run of months in a row with a book finished, within `year`. */
export function longestMonthStreak(finishedMonths: ReadonlySet<string>, year: number): number {
  let longest = 0;
  let run = 0;
  for (let m = 1; m <= 12; m++) {
    run = finishedMonths.has(`${year}-${String(m).padStart(2, '0')}`) ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}

/** The first reading (in order) whose key is greatest; null for none. */
function best<T>(items: T[], key: (item: T) => number | null): T | null {
  let found: T | null = null;
  let top = -Infinity;
  for (const item of items) {
    const value = key(item);
    if (value !== null && value > top) {
      top = value;
      found = item;
    }
  }
  return found;
}

function byFinish(a: FinishedReading, b: FinishedReading): number {
  return (
    a.finishedOn.localeCompare(b.finishedOn) ||
    (a.startedOn ?? '').localeCompare(b.startedOn ?? '') ||
    a.workId.localeCompare(b.workId)
  );
}

/** Each book once, at its first reading in the list. */
function distinctBooks(readings: PickedReading[]): PickedReading[] {
  const seen = new Set<string>();
  return readings.filter((r) => !seen.has(r.workId) && seen.add(r.workId));
}

/** The statistics of `input.year`. */
export function readingStats(input: ReadingStatsInput): ReadingStatsFigures {
  const { year, facts } = input;
  const withPages = (r: FinishedReading): PickedReading => ({
    ...r,
    pages: facts.get(r.workId)?.pages ?? null,
  });
  const inYear = input.readings
    .filter((r) => yearOf(r.finishedOn) === year)
    .sort(byFinish)
    .map(withPages);
  const lastYear = input.readings.filter((r) => yearOf(r.finishedOn) === year - 1).map(withPages);
  const books = distinctBooks(inYear);
  const pagesOf = (list: PickedReading[]) => list.reduce((sum, r) => sum + (r.pages ?? 0), 0);

  const months = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, books: 0, pages: 0 }));
  for (const r of inYear) {
    const month = months[Number(r.finishedOn.slice(5, 7)) - 1];
    if (month) {
      month.books++;
      month.pages += r.pages ?? 0;
    }
  }

  const genreCounts = new Map<string, number>();
  for (const r of books)
    for (const genre of facts.get(r.workId)?.genres ?? [])
      genreCounts.set(genre, (genreCounts.get(genre) ?? 0) + 1);
  const genres = [...genreCounts]
    .map(([name, count]) => ({ name, books: count }))
    .sort((a, b) => b.books - a.books || a.name.localeCompare(b.name))
    .slice(0, input.genreLimit ?? 8);

  const rated = books.filter((r) => r.rating !== null);
  const stars = [0, 0, 0, 0, 0];
  for (const r of rated) stars[Math.min(5, Math.max(1, Math.ceil(r.rating ?? 0))) - 1]!++;
  const ratingSum = rated.reduce((sum, r) => sum + (r.rating ?? 0), 0);

  const timed = inYear.flatMap((r) => {
    const days = readingDays(r.startedOn, r.finishedOn);
    return days === null ? [] : [{ ...r, days }];
  });
  const paged = timed.filter((r) => r.pages !== null);
  const pagedDays = paged.reduce((sum, r) => sum + r.days, 0);
  const monthSet = new Set(input.finishedMonths);

  return {
    year,
    years: [
      ...new Set([
        yearOf(input.today),
        year,
        ...input.finishedMonths.map((m) => Number(m.slice(0, 4))),
      ]),
    ].sort((a, b) => b - a),
    months,
    genres,
    ratings: {
      given: rated.length,
      average: rated.length ? round(ratingSum / rated.length, 2) : null,
      stars,
    },
    pace: {
      averageDaysPerBook: timed.length
        ? round(timed.reduce((sum, r) => sum + r.days, 0) / timed.length, 1)
        : null,
      pagesPerDay: pagedDays ? round(pagesOf(paged) / pagedDays, 1) : null,
      timedBooks: timed.length,
      currentMonthStreak: currentMonthStreak(monthSet, input.today),
      longestMonthStreak: longestMonthStreak(monthSet, year),
    },
    review: {
      books: inYear.length,
      pages: pagesOf(inYear),
      booksWithoutPages: inYear.filter((r) => r.pages === null).length,
      longest: best(inYear, (r) => r.pages),
      shortest: best(inYear, (r) => (r.pages === null ? null : -r.pages)),
      highestRated: best(books, (r) => r.rating),
      first: inYear[0] ?? null,
      last: inYear.at(-1) ?? null,
      previousYear: { year: year - 1, books: lastYear.length, pages: pagesOf(lastYear) },
    },
  };
}
