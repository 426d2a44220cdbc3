/**
 * The rules of reading progress as pure functions (ARCHITECTURE rule 6). Progress belongs to a
 * reading in progress:
 * - setting it puts the book on Currently reading (the service moves it there; from Read that
 *   starts a re-read, whose progress starts afresh);
 * - marking a book Read means finished: 100%, on its last page when its length is known;
 * - moving it back to Want to read clears it (the reading has not begun);
 * - Did not finish keeps it: where the reader stopped is worth remembering.
 * A page becomes a whole percent (rounded down) when the book's page count is known.
 */
import type { FieldIssue } from '../../../contracts/errors.js';
import {
  percentOfPages,
  progressMessages,
  type ReadingPosition,
  type ReadingProgress,
} from '../../../contracts/reading-progress.js';
import type { ShelfStatus } from '../../../contracts/shelf-statuses.js';
import type { ReadingProgressUpdate } from '../../../contracts/reading-progress.schemas.js';

/** The progress columns of a shelf entry. */
export interface ProgressFields {
  progressPage: number | null;
  progressPages: number | null;
  progressPercent: number | null;
  progressUpdatedAt: Date | null;
}

export const noProgress: ProgressFields = {
  progressPage: null,
  progressPages: null,
  progressPercent: null,
  progressUpdatedAt: null,
};

/** A catalogue's page count worth measuring against (0 or less means it does not know). */
function knownPages(pages: number | null): number | null {
  return pages !== null && pages > 0 ? pages : null;
}

/** What is wrong with a progress for a book of `pages` pages (the schema checked the rest). */
export function progressIssues(input: ReadingProgressUpdate, pages: number | null): FieldIssue[] {
  const known = knownPages(pages);
  return input.unit === 'page' && known !== null && input.value > known
    ? [{ path: ['value'], message: progressMessages.pastLastPage(known) }]
    : [];
}

/** The entry's progress columns for a valid input, measured against the book's page count. */
export function progressFromInput(
  input: ReadingProgressUpdate,
  pages: number | null,
  now: Date,
): ProgressFields {
  const known = knownPages(pages);
  if (input.unit === 'percent')
    return {
      progressPage: null,
      progressPages: known,
      progressPercent: input.value,
      progressUpdatedAt: now,
    };
  return {
    progressPage: input.value,
    progressPages: known,
    progressPercent: known === null ? null : percentOfPages(input.value, known),
    progressUpdatedAt: now,
  };
}

/**
 * What a change of shelf does to the progress: undefined when it stays as it is. `previous` is
 * null for a book not on the shelf before.
 */
export function progressAfterStatusChange(
  previous: ShelfStatus | null,
  next: ShelfStatus,
  current: ProgressFields,
  now: Date,
): ProgressFields | undefined {
  if (previous === next) return undefined;
  if (next === 'want_to_read') return noProgress;
  if (next === 'read') {
    const pages = current.progressPages;
    return {
      progressPage: pages,
      progressPages: pages,
      progressPercent: 100,
      progressUpdatedAt: now,
    };
  }
  // Reading a finished book again starts from the beginning.
  if (next === 'currently_reading' && previous === 'read') return noProgress;
  return undefined;
}

/** The progress an entry shows; null when none is recorded. */
export function presentProgress(fields: ProgressFields): ReadingProgress | null {
  if (!fields.progressUpdatedAt) return null;
  return {
    page: fields.progressPage,
    pages: fields.progressPages,
    percent: fields.progressPercent,
    updatedAt: fields.progressUpdatedAt.toISOString(),
  };
}

/** Where a member is in a book, for spoiler shielding: finished when read or at 100%. */
export function readingPosition(entry: ProgressFields & { status: string }): ReadingPosition {
  const status = entry.status as ShelfStatus;
  return {
    status,
    finished: status === 'read' || entry.progressPercent === 100,
    percent: status === 'read' ? 100 : entry.progressPercent,
    page: entry.progressPage,
    pages: entry.progressPages,
  };
}
