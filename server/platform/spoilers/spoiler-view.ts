/**
 * How spoilers look to one reader (issue 10, item 6), for any module whose writing carries a
 * spoiler mark (forum posts, direct messages): each mark with its book and whether it stays
 * behind a click, from the reader's progress on their shelf. The books and the shelves belong
 * to other modules: they come in as functions (SpoilerSources), wired in server/app.ts.
 */
import type { BookSummary } from '../../../contracts/books.js';
import { spoilerNotice, type SpoilerUnit } from '../../../contracts/spoiler-constants.js';
import type { Spoiler, SpoilerInput } from '../../../contracts/spoilers.js';
import { errors } from '../errors.js';
import { isShielded, type ReaderProgress } from './spoiler.policy.js';

/** A reader's progress with the books named, from the shelves module. */
export type ReadingPositions = (
  userId: string,
  workIds: string[],
) => Promise<ReadonlyMap<string, ReaderProgress & { pages: number | null }>>;

export interface SpoilerSources {
  summaries: (workIds: string[]) => Promise<BookSummary[]>;
  readingPositions: ReadingPositions;
}

/** A spoiler mark as stored, in the columns of the row it marks. */
export interface SpoilerFields {
  spoilerWorkId: string | null;
  spoilerUnit: SpoilerUnit | null;
  spoilerValue: number | null;
}

/** A writer's spoiler mark as columns; its book must be in the catalogue (a 400 on the field). */
export async function spoilerFieldsOf(
  sources: Pick<SpoilerSources, 'summaries'>,
  spoiler: SpoilerInput | null,
): Promise<SpoilerFields> {
  if (!spoiler) return { spoilerWorkId: null, spoilerUnit: null, spoilerValue: null };
  const [book] = await sources.summaries([spoiler.workId]);
  if (!book) {
    const message = 'That book is not in the catalogue';
    throw errors.validation(message, [{ path: ['spoiler', 'workId'], message }]);
  }
  return { spoilerWorkId: spoiler.workId, spoilerUnit: spoiler.unit, spoilerValue: spoiler.value };
}

/** The spoiler view of each item for `readerId` (null: a visitor, who has read nothing). */
export async function spoilerViewer(
  sources: SpoilerSources,
  readerId: string | null,
  items: readonly SpoilerFields[],
): Promise<(item: SpoilerFields) => Spoiler | null> {
  const workIds = spoilerWorkIds(items);
  if (workIds.length === 0) return () => null;
  const [books, positions] = await Promise.all([
    sources.summaries(workIds),
    readerPositions(sources, readerId, workIds),
  ]);
  return spoilerViewFrom(books, positions);
}

/** The books these items mark spoilers for. */
export function spoilerWorkIds(items: readonly SpoilerFields[]): string[] {
  return [...new Set(items.map((p) => p.spoilerWorkId).filter((id) => id !== null))];
}

type Positions = Awaited<ReturnType<ReadingPositions>>;

/** How far `readerId` has read these books (nothing for a visitor, or when there are none). */
export function readerPositions(
  sources: Pick<SpoilerSources, 'readingPositions'>,
  readerId: string | null,
  workIds: string[],
): Promise<Positions> {
  return readerId && workIds.length > 0
    ? sources.readingPositions(readerId, workIds)
    : Promise.resolve(new Map());
}

/** The spoiler view from the books already read and the reader's positions in them. */
export function spoilerViewFrom(
  books: readonly BookSummary[],
  positions: Positions,
): (item: SpoilerFields) => Spoiler | null {
  const bookOf = new Map(books.map((book) => [book.id, book]));
  return (item) => {
    if (!item.spoilerWorkId || !item.spoilerUnit || item.spoilerValue === null) return null;
    const book = bookOf.get(item.spoilerWorkId);
    const mark = { unit: item.spoilerUnit, value: item.spoilerValue };
    const position = positions.get(item.spoilerWorkId);
    return {
      workId: item.spoilerWorkId,
      bookTitle: book?.title ?? 'a book',
      bookUrl: book?.path ?? null,
      unit: mark.unit,
      value: mark.value,
      shielded: isShielded(mark, position, position?.pages ?? null),
    };
  };
}

/** A text as one reader may see it in a preview: the spoiler's notice when shielded. */
export function previewText(text: string, spoiler: Spoiler | null): string {
  return spoiler?.shielded ? `${spoilerNotice(spoiler.bookTitle, spoiler)} (hidden)` : text;
}
