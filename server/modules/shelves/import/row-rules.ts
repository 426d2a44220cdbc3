/** Rules both sources share once their cells are read: which rows name a book, read counts. */
import { cleanIsbnInput, parseIsbn, type Isbns } from '../../../../contracts/isbn.js';
import type { ReadThrough, ShelfStatus } from './parsed-row.js';
import type { Warn } from './values.js';

export const noBookReason =
  "This row has no title and no ISBN, so we can't tell which book it is. Add the book's title " +
  'or ISBN to the row and upload the file again.';

/**
 * The reason a row cannot be used, or null when it names a book. A row with an ISBN but no
 * title is kept (the catalogue can find it by ISBN) with a warning.
 */
export function missingBook(title: string, isbns: Isbns, warn: Warn): string | null {
  if (title) return null;
  if (!isbns.isbn13 && !isbns.isbn10) return noBookReason;
  warn('This row has no title, so the book will be looked up by its ISBN only');
  return null;
}

/** An ISBN cell that holds something which is not an ISBN is worth telling the reader about. */
export function readIsbn(raw: string, label: string, warn: Warn): Isbns {
  const isbns = parseIsbn(raw);
  if (cleanIsbnInput(raw) && !isbns.isbn13) {
    const shown = raw.trim().replace(/^="?|"$/g, '');
    warn(`${label} '${shown}' is not a valid ISBN, so it was ignored`);
  }
  return isbns;
}

/** Oldest first by finish date, else start date; reads with no date at all go last. */
export function sortReadThroughs(reads: ReadThrough[]): ReadThrough[] {
  const key = (read: ReadThrough) => read.finishedOn ?? read.startedOn ?? '9999-99-99';
  return [...reads].sort((a, b) => key(a).localeCompare(key(b)));
}

/**
 * At least one read per dated finish, and at least one for a book on the read shelf: Goodreads
 * writes Read Count 0 for books shelved as read before it started counting.
 */
export function settleReadCount(
  status: ShelfStatus,
  count: number | null,
  reads: ReadThrough[],
): number {
  const finished = reads.filter((read) => read.finishedOn !== null).length;
  return Math.max(count ?? 0, finished, status === 'read' ? 1 : 0);
}
