/**
 * Goodreads "Export Library" rows (31-, 24- and 23-column layouts, looked up by name) to
 * ParsedShelfRow. Quirks handled: ISBNs as ="…", My Rating 0 = unrated and "3.0", user-defined
 * exclusive shelves such as "dropped", Read Count 0 on books shelved as read.
 */
import type { Isbns } from '../../../../contracts/isbn.js';
import type { CellReader, ColumnSpec } from './columns.js';
import type { MappedRecord, ParsedShelfRow, ShelfStatus } from './parsed-row.js';
import { missingBook, readIsbn, settleReadCount } from './row-rules.js';
import {
  cleanLine,
  lineOrNull,
  parseCount,
  parseDate,
  parseFlag,
  parseRating,
  parseYear,
  splitList,
  splitNames,
  type Warn,
} from './values.js';

const spec = <K extends string>(key: K, field: ColumnSpec<K>['field'], ...names: string[]) => ({
  key,
  field,
  names,
});

export const goodreadsColumns = [
  spec('bookId', 'sourceId', 'Book Id', 'Goodreads Book Id'),
  spec('title', 'title', 'Title'),
  spec('author', 'authors', 'Author', 'Authors'),
  spec('authorLf', null, 'Author l-f'),
  spec('additionalAuthors', 'authors', 'Additional Authors'),
  spec('isbn', 'isbn10', 'ISBN', 'ISBN10'),
  spec('isbn13', 'isbn13', 'ISBN13'),
  spec('myRating', 'rating', 'My Rating'),
  spec('publisher', 'publisher', 'Publisher'),
  spec('binding', 'format', 'Binding'),
  spec('pages', 'pages', 'Number of Pages'),
  spec('yearPublished', 'publicationYear', 'Year Published'),
  spec('originalYear', 'publicationYear', 'Original Publication Year'),
  spec('dateRead', 'readThroughs', 'Date Read'),
  spec('dateAdded', 'dateAdded', 'Date Added'),
  spec('bookshelves', 'tags', 'Bookshelves'),
  spec('exclusiveShelf', 'status', 'Exclusive Shelf'),
  spec('myReview', 'review', 'My Review'),
  spec('spoiler', 'reviewHasSpoilers', 'Spoiler'),
  spec('privateNotes', 'privateNotes', 'Private Notes'),
  spec('readCount', 'readCount', 'Read Count'),
  spec('ownedCopies', 'ownedCopies', 'Owned Copies'),
] as const satisfies readonly ColumnSpec<string>[];

export type GoodreadsKey = (typeof goodreadsColumns)[number]['key'];

/** Column names only a Goodreads export has: detection counts how many a header holds. */
export const goodreadsMarkerNames: readonly string[] = [
  'Book Id',
  'Author l-f',
  'Additional Authors',
  'My Rating',
  'Bookshelves',
  'Exclusive Shelf',
];

const builtInShelves: Record<string, ShelfStatus> = {
  read: 'read',
  'to-read': 'want_to_read',
  'currently-reading': 'currently_reading',
};
const didNotFinishShelves = new Set(['dropped', 'dnf', 'did-not-finish', 'abandoned', 'gave-up']);

/** "Did Not Finish" and "did_not_finish" are the same shelf to a reader. */
function shelfKey(name: string): string {
  return cleanLine(name)
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

/**
 * Status and tags from Exclusive Shelf and Bookshelves. A did-not-finish shelf becomes the
 * status and not a tag (so our own export, which writes did-not-finish, reads back the same);
 * any other custom exclusive shelf is kept as a tag, since we have no status for it.
 */
function shelving(
  exclusive: string,
  bookshelves: string,
  hasDateRead: boolean,
  warn: Warn,
): { status: ShelfStatus; tags: string[] } {
  const shelf = shelfKey(exclusive);
  const listed = splitList(bookshelves);
  const tags = listed.filter((name) => !builtInShelves[shelfKey(name)]);
  const builtIn = builtInShelves[shelf];
  if (builtIn) return { status: builtIn, tags };
  if (didNotFinishShelves.has(shelf)) {
    return { status: 'did_not_finish', tags: tags.filter((name) => shelfKey(name) !== shelf) };
  }
  // Hand-made files may lack the column but still list read/to-read in Bookshelves.
  const named = shelf
    ? undefined
    : listed.map((name) => builtInShelves[shelfKey(name)]).find(Boolean);
  if (named) return { status: named, tags };
  const status: ShelfStatus = hasDateRead ? 'read' : 'want_to_read';
  const because = hasDateRead
    ? 'read, as it has a Date Read'
    : 'want to read, as it has no Date Read';
  if (!shelf) {
    warn(`No Exclusive Shelf, so the book was imported as ${because}`);
    return { status, tags };
  }
  if (!tags.some((name) => shelfKey(name) === shelf)) tags.push(cleanLine(exclusive));
  warn(`Custom shelf '${cleanLine(exclusive)}' kept as a tag; the book was imported as ${because}`);
  return { status, tags };
}

/** The ISBN and ISBN13 columns describe one edition; when they disagree, ISBN13 wins. */
function editionIsbns(fromIsbn: Isbns, fromIsbn13: Isbns, warn: Warn): Isbns {
  if (fromIsbn.isbn13 && fromIsbn13.isbn13 && fromIsbn.isbn13 !== fromIsbn13.isbn13) {
    warn(`ISBN ${fromIsbn.isbn10} and ISBN13 ${fromIsbn13.isbn13} differ; ISBN13 was kept`);
    return fromIsbn13;
  }
  return {
    isbn10: fromIsbn.isbn10 ?? fromIsbn13.isbn10,
    isbn13: fromIsbn13.isbn13 ?? fromIsbn.isbn13,
  };
}

/** One Goodreads record to a shelf row, or the reason it names no book. */
export function mapGoodreadsRow(cell: CellReader<GoodreadsKey>, rowNumber: number): MappedRecord {
  const warnings: string[] = [];
  const warn: Warn = (message) => warnings.push(message);
  const title = cleanLine(cell('title'));
  const isbns = editionIsbns(
    readIsbn(cell('isbn'), 'ISBN', warn),
    readIsbn(cell('isbn13'), 'ISBN13', warn),
    warn,
  );
  const failure = missingBook(title, isbns, warn);
  if (failure) return { failure };

  const dateRead = parseDate(cell('dateRead'), 'Date Read', warn);
  const { status, tags } = shelving(cell('exclusiveShelf'), cell('bookshelves'), !!dateRead, warn);
  // Goodreads exports only the latest finish date; it has no start dates.
  const readThroughs = dateRead ? [{ startedOn: null, finishedOn: dateRead }] : [];
  const row: ParsedShelfRow = {
    rowNumber,
    title,
    authors: splitNames(`${cell('author')},${cell('additionalAuthors')}`),
    ...isbns,
    sourceId: lineOrNull(cell('bookId')),
    status,
    rating: parseRating(cell('myRating'), warn),
    review: cell('myReview').trim(),
    reviewHasSpoilers: parseFlag(cell('spoiler'), 'Spoiler', warn),
    privateNotes: cell('privateNotes').trim(),
    readCount: settleReadCount(
      status,
      parseCount(cell('readCount'), 'Read Count', warn),
      readThroughs,
    ),
    ownedCopies: parseCount(cell('ownedCopies'), 'Owned Copies', warn) ?? 0,
    dateAdded: parseDate(cell('dateAdded'), 'Date Added', warn),
    readThroughs,
    tags,
    pages: parseCount(cell('pages'), 'Number of Pages', warn, 100_000) || null,
    publicationYear:
      parseYear(cell('originalYear'), 'Original Publication Year', warn) ??
      parseYear(cell('yearPublished'), 'Year Published', warn),
    publisher: lineOrNull(cell('publisher')),
    format: lineOrNull(cell('binding')),
    warnings,
  };
  return { row };
}
