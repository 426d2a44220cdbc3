/**
 * Reading statistics (Reader Plus): load the member's finished readings and the facts of their
 * books, check their plan, count (reading-stats.ts), and name the year in review's books.
 */
import type { BookSummary } from '../../../contracts/books.js';
import type { PlanFeature } from '../../../contracts/payments.js';
import {
  readingStatsMessages,
  type ReadingStats,
  type StatsBook,
} from '../../../contracts/reading-stats.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { errors } from '../../platform/errors.js';
import { readerDay } from '../../platform/reader-day.js';
import type { BooksService } from '../books/books.service.js';
import { readingStats, type PickedReading, type WorkFacts } from './reading-stats.js';
import { findFinishedMonths, findFinishedReadings } from './reading-stats.queries.js';

export interface ReadingStatsDeps {
  db: Db;
  clock: Clock;
  books: Pick<BooksService, 'summaries' | 'readingFacts'>;
  /** What the member's plan includes (payments' entitlements, lent). */
  entitlements: { has(userId: string, feature: PlanFeature): Promise<boolean> };
}

export type ReadingStatsService = ReturnType<typeof createReadingStatsService>;

function statsBook(reading: PickedReading, book: BookSummary): StatsBook {
  return {
    id: book.id,
    title: book.title,
    authors: book.authors.map((a) => a.name),
    coverUrl: book.coverUrl,
    path: book.path,
    pages: reading.pages,
    rating: reading.rating,
    finishedOn: reading.finishedOn,
  };
}

export function createReadingStatsService({ db, clock, books, entitlements }: ReadingStatsDeps) {
  return {
    /** The member's statistics for `year` (their current year when not given). */
    async forYear(
      userId: string,
      year: number | undefined,
      timeZone: string,
    ): Promise<ReadingStats> {
      if (!(await entitlements.has(userId, 'reading_statistics')))
        throw errors.planRequired('reading_statistics', readingStatsMessages.planRequired);
      const today = readerDay(clock.now(), timeZone);
      const shown = year ?? Number(today.slice(0, 4));
      const [readings, finishedMonths] = await Promise.all([
        findFinishedReadings(db, userId, shown - 1, shown),
        findFinishedMonths(db, userId),
      ]);
      const facts = new Map<string, WorkFacts>(
        (await books.readingFacts(readings.map((r) => r.workId))).map((f) => [f.workId, f]),
      );
      const figures = readingStats({ year: shown, today, readings, facts, finishedMonths });
      const { longest, shortest, highestRated, first, last } = figures.review;
      const picks = [longest, shortest, highestRated, first, last];
      const summaries = await books.summaries([
        ...new Set(picks.flatMap((p) => (p ? [p.workId] : []))),
      ]);
      const byId = new Map(summaries.map((s) => [s.id, s]));
      const named = (pick: PickedReading | null) => {
        const book = pick && byId.get(pick.workId);
        return pick && book ? statsBook(pick, book) : null;
      };
      return {
        ...figures,
        review: {
          ...figures.review,
          longest: named(longest),
          shortest: named(shortest),
          highestRated: named(highestRated),
          first: named(first),
          last: named(last),
        },
      };
    },
  };
}
