/**
 * Reading progress on a shelf entry (issue 10, item 6), without zod: the web's progress bar is
 * on public pages (the book page) whose first load must not carry zod (issue 9's budget), and
 * the server's rules and the forum's spoiler shielding read the same numbers. `shelves.ts` holds
 * the schemas.
 */
import type { ShelfStatus } from './shelf-statuses.js';

/** The highest page a reader may give when the book's page count is not known. */
export const maxProgressPage = 100_000;

export const progressUnits = ['page', 'percent'] as const;
export type ProgressUnit = (typeof progressUnits)[number];

/** What the server says about progress it refuses (the progress dialog shows these inline). */
export const progressMessages = {
  wholeNumber: 'Progress is a whole number',
  belowZero: 'Progress cannot be below 0',
  percentRange: 'A percent goes from 0 to 100',
  pageRange: 'A page goes from 0 to 100,000',
  chooseUnit: 'Choose page or percent',
  pastLastPage: (pages: number) => `This book has ${pages.toLocaleString('en-US')} pages`,
} as const;

/** How far a reader is through a book, as an entry shows it. */
export interface ReadingProgress {
  /** The page reached; null when progress was given as a percent. */
  page: number | null;
  /** The book's page count when the progress was set; null when the catalogue does not know. */
  pages: number | null;
  /** 0–100; null only for a page of a book whose page count is not known. */
  percent: number | null;
  updatedAt: string;
}

/**
 * How far a member has read a work, for the forum's spoiler shielding: `finished` is true when
 * the book is read or its progress is 100%. A member with no shelf entry for a work has no
 * position at all.
 */
export interface ReadingPosition {
  status: ShelfStatus;
  finished: boolean;
  percent: number | null;
  page: number | null;
  pages: number | null;
}

/**
 * A page as a whole percent of the book, rounded down: a reader is never shown as further on
 * than they are (a spoiler at 38% stays hidden on page 120 of 320, which is 37.5%), and 100%
 * means the last page.
 */
export function percentOfPages(page: number, pages: number): number {
  if (pages <= 0) return 0;
  return Math.min(100, Math.floor((page * 100) / pages));
}

/** "p. 120 of 320 · 37%", "p. 120" or "37%": the progress bar's words. */
export function formatProgress(progress: Pick<ReadingProgress, 'page' | 'pages' | 'percent'>) {
  const parts: string[] = [];
  if (progress.page !== null)
    parts.push(
      progress.pages !== null
        ? `p. ${progress.page.toLocaleString('en-US')} of ${progress.pages.toLocaleString('en-US')}`
        : `p. ${progress.page.toLocaleString('en-US')}`,
    );
  if (progress.percent !== null) parts.push(`${progress.percent}%`);
  return parts.join(' · ');
}
