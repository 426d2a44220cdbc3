/**
 * How a page's spoilers look to one reader (issue 10, item 6): each post's spoiler with its
 * book and whether it stays behind a click, from the reader's progress on their shelf.
 */
import type { BookSummary } from '../../../contracts/books.js';
import type { Spoiler, SpoilerUnit } from '../../../contracts/forum.js';
import { isShielded, spoilerNotice, type ReaderProgress } from './forum.policy.js';

/** A reader's progress with the books named, from the shelves module. */
export type ReadingPositions = (
  userId: string,
  workIds: string[],
) => Promise<ReadonlyMap<string, ReaderProgress & { pages: number | null }>>;

export interface SpoilerSources {
  summaries: (workIds: string[]) => Promise<BookSummary[]>;
  readingPositions: ReadingPositions;
}

export interface SpoilerFields {
  spoilerWorkId: string | null;
  spoilerUnit: SpoilerUnit | null;
  spoilerValue: number | null;
}

/** The spoiler view of each post for `readerId` (null: a visitor, who has read nothing). */
export async function spoilerViewer(
  sources: SpoilerSources,
  readerId: string | null,
  posts: readonly SpoilerFields[],
): Promise<(post: SpoilerFields) => Spoiler | null> {
  const workIds = spoilerWorkIds(posts);
  if (workIds.length === 0) return () => null;
  const [books, positions] = await Promise.all([
    sources.summaries(workIds),
    readerPositions(sources, readerId, workIds),
  ]);
  return spoilerViewFrom(books, positions);
}

/** The books these posts mark spoilers for. */
export function spoilerWorkIds(posts: readonly SpoilerFields[]): string[] {
  return [...new Set(posts.map((p) => p.spoilerWorkId).filter((id) => id !== null))];
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
): (post: SpoilerFields) => Spoiler | null {
  const bookOf = new Map(books.map((book) => [book.id, book]));
  return (post) => {
    if (!post.spoilerWorkId || !post.spoilerUnit || post.spoilerValue === null) return null;
    const book = bookOf.get(post.spoilerWorkId);
    const mark = { unit: post.spoilerUnit, value: post.spoilerValue };
    const position = positions.get(post.spoilerWorkId);
    return {
      workId: post.spoilerWorkId,
      bookTitle: book?.title ?? 'a book',
      bookUrl: book?.path ?? null,
      unit: mark.unit,
      value: mark.value,
      shielded: isShielded(mark, position, position?.pages ?? null),
    };
  };
}

/** A post's text as one reader may see it in a preview: the spoiler's notice when shielded. */
export function previewText(text: string, spoiler: Spoiler | null): string {
  return spoiler?.shielded ? `${spoilerNotice(spoiler.bookTitle, spoiler)} (hidden)` : text;
}
