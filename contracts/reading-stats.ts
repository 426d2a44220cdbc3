/**
 * Reading statistics (issue 12, Reader Plus): a member's year of reading — books and pages by
 * month, genres, ratings given, pace, and a year in review against the year before. Only
 * members whose plan includes `reading_statistics` get figures; others get PLAN_REQUIRED.
 */
import { z } from './zod.js';

/** The earliest and latest years a member may ask about (dates read are checked the same way). */
export const readingStatsYears = { min: 1900, max: 2999 } as const;

export const readingStatsMessages = {
  /** The 403 a member without the plan gets (code PLAN_REQUIRED). */
  planRequired:
    'Reading statistics come with Reader Plus: books and pages by month, genres, ratings, reading pace and your year in review. Upgrade in Settings to see them.',
  year: `Choose a year between ${readingStatsYears.min} and ${readingStatsYears.max}.`,
} as const;

export const readingStatsQuerySchema = z.object({
  /** The year to show; the member's current year when left out. */
  year: z.coerce
    .number({ error: readingStatsMessages.year })
    .int({ error: readingStatsMessages.year })
    .min(readingStatsYears.min, { error: readingStatsMessages.year })
    .max(readingStatsYears.max, { error: readingStatsMessages.year })
    .optional(),
});
export type ReadingStatsQuery = z.infer<typeof readingStatsQuerySchema>;

/** A book as the year in review names it. */
export const statsBookSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  authors: z.array(z.string()),
  coverUrl: z.string().nullable(),
  path: z.string(),
  /** The catalogue's page count, null when unknown. */
  pages: z.number().int().nullable(),
  /** The member's rating in stars (half stars allowed), null when unrated. */
  rating: z.number().nullable(),
  finishedOn: z.iso.date(),
});
export type StatsBook = z.infer<typeof statsBookSchema>;

const count = z.number().int().nonnegative();

export const readingStatsSchema = z.object({
  year: z.number().int(),
  /** Years the member finished a book in, newest first, with the current year always listed. */
  years: z.array(z.number().int()),
  /** Twelve months, January first: books finished and their pages. */
  months: z.array(z.object({ month: z.number().int().min(1).max(12), books: count, pages: count })),
  /** Genres of the year's books, most read first (a book counts once in each of its genres). */
  genres: z.array(z.object({ name: z.string(), books: count })),
  /** Ratings the member gave the year's books: whole stars (half stars round up). */
  ratings: z.object({
    given: count,
    average: z.number().nullable(),
    /** How many of each star, 1 to 5 (index 0 is one star). */
    stars: z.array(count).length(5),
  }),
  pace: z.object({
    /** Mean days from start to finish (both days counted) over readings with a start date. */
    averageDaysPerBook: z.number().nullable(),
    /** Pages over days across those readings, where the book's length is known. */
    pagesPerDay: z.number().nullable(),
    /** Readings the pace is measured over (those with a start date). */
    timedBooks: count,
    /** Months in a row, up to this one, with a book finished (this month may still come). */
    currentMonthStreak: count,
    /** The longest run of months in a row with a book finished, within the year. */
    longestMonthStreak: count,
  }),
  review: z.object({
    books: count,
    pages: count,
    /** Books of the year whose length the catalogue does not know (left out of the pages). */
    booksWithoutPages: count,
    longest: statsBookSchema.nullable(),
    shortest: statsBookSchema.nullable(),
    highestRated: statsBookSchema.nullable(),
    first: statsBookSchema.nullable(),
    last: statsBookSchema.nullable(),
    previousYear: z.object({ year: z.number().int(), books: count, pages: count }),
  }),
});
export type ReadingStats = z.infer<typeof readingStatsSchema>;
