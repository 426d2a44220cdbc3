/** Shelf rows -> the entries, lists and reviews the API shows. */
import type { BookSummary } from '../../../contracts/books.js';
import type { ShelfEntry, ShelfStatus } from '../../../contracts/shelves.js';
import { presentProgress } from './reading-progress.policy.js';
import { canSeePrivateNotes, entryAbilities, type Viewer } from './shelves.policy.js';
import type { EntryExtras, EntryRow } from './shelves.queries.js';

export function ratingNumber(value: string | null): number | null {
  return value === null ? null : Number(value);
}

export function presentEntry(
  entry: EntryRow,
  book: BookSummary,
  readThroughs: EntryExtras['readThroughs'],
  tags: string[],
  viewer: Viewer,
): ShelfEntry {
  return {
    id: entry.id,
    book,
    status: entry.status as ShelfStatus,
    rating: ratingNumber(entry.rating),
    review: entry.review,
    reviewHasSpoilers: entry.reviewHasSpoilers,
    privateNotes: canSeePrivateNotes(viewer, entry) ? entry.privateNotes : '',
    ownedCopies: entry.ownedCopies,
    dateStarted: entry.dateStarted,
    dateRead: entry.dateRead,
    readCount: entry.readCount,
    readThroughs: readThroughs.map((r) => ({
      id: r.id,
      startedOn: r.startedOn,
      finishedOn: r.finishedOn,
    })),
    tags,
    progress: presentProgress(entry),
    createdAt: entry.createdAt.toISOString(),
    updatedAt: entry.updatedAt.toISOString(),
    abilities: entryAbilities(viewer, entry),
  };
}
