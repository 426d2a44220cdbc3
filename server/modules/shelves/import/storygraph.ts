/**
 * StoryGraph export rows (the 23-column file and the reduced 8-column one with M/D/YYYY dates)
 * to ParsedShelfRow. Quirks handled: several reads and date ranges in Dates Read, quarter-star
 * ratings, ASINs and ISBNs without their leading zero in ISBN/UID, 'paused' and empty statuses.
 */
import { cleanIsbnInput, parseIsbn, type Isbns } from '../../../../contracts/isbn.js';
import type { CellReader, ColumnSpec } from './columns.js';
import type { MappedRecord, ParsedShelfRow, ReadThrough, ShelfStatus } from './parsed-row.js';
import { missingBook, settleReadCount, sortReadThroughs } from './row-rules.js';
import {
  cleanLine,
  lineOrNull,
  parseCount,
  parseDate,
  parseFlag,
  parseRating,
  splitList,
  splitNames,
  toIsoDate,
  type Warn,
} from './values.js';

const spec = <K extends string>(key: K, field: ColumnSpec<K>['field'], ...names: string[]) => ({
  key,
  field,
  names,
});

// Contributors (translators, narrators, illustrators) are not authors, so it is not read.
export const storygraphColumns = [
  spec('title', 'title', 'Title'),
  spec('authors', 'authors', 'Authors', 'Author'),
  spec('isbnUid', 'isbn13', 'ISBN/UID', 'ISBN', 'UID'),
  spec('format', 'format', 'Format'),
  spec('readStatus', 'status', 'Read Status'),
  spec('dateAdded', 'dateAdded', 'Date Added'),
  spec('lastDateRead', 'readThroughs', 'Last Date Read'),
  spec('datesRead', 'readThroughs', 'Dates Read'),
  spec('readCount', 'readCount', 'Read Count'),
  spec('starRating', 'rating', 'Star Rating'),
  spec('review', 'review', 'Review'),
  spec('tags', 'tags', 'Tags'),
  spec('owned', 'ownedCopies', 'Owned?'),
] as const satisfies readonly ColumnSpec<string>[];

export type StorygraphKey = (typeof storygraphColumns)[number]['key'];

/** Column names only a StoryGraph export has ("Contributors" is in both of its layouts). */
export const storygraphMarkerNames: readonly string[] = [
  'ISBN/UID',
  'Read Status',
  'Star Rating',
  'Last Date Read',
  'Dates Read',
  'Contributors',
];

const statuses: Record<string, ShelfStatus> = {
  'to-read': 'want_to_read',
  read: 'read',
  'currently-reading': 'currently_reading',
  'did-not-finish': 'did_not_finish',
};

function readStatus(raw: string, hasDateRead: boolean, warn: Warn): ShelfStatus {
  const key = cleanLine(raw)
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  const known = statuses[key];
  if (known) return known;
  if (key === 'paused') {
    warn("Read status 'paused' imported as currently reading (Bookhive has no paused shelf)");
    return 'currently_reading';
  }
  // StoryGraph leaves the status empty on some rows: a read date means the book was read.
  const status: ShelfStatus = hasDateRead ? 'read' : 'want_to_read';
  const as = hasDateRead ? 'read, as it has a read date' : 'want to read, as it has no read date';
  if (key) warn(`Unknown read status '${cleanLine(raw)}' imported as ${as}`);
  return status;
}

const dateToken = String.raw`\d{4}[/.-]\d{1,2}[/.-]\d{1,2}|\d{1,2}/\d{1,2}/\d{4}`;
const readPattern = new RegExp(`^(${dateToken})?\\s*(?:([-–])\\s*(${dateToken})?)?$`);

/** "2023/05/23-2023/06/07, 2024/01/02": a range is one read, a lone date is its finish. */
export function parseDatesRead(raw: string, warn: Warn): ReadThrough[] {
  const reads: ReadThrough[] = [];
  for (const part of raw.split(',').map(cleanLine).filter(Boolean)) {
    const [, first, dash, second] = readPattern.exec(part) ?? [];
    const start = first ? toIsoDate(first) : null;
    const end = second ? toIsoDate(second) : null;
    if ((!start && !end) || (first && !start) || (second && !end)) {
      warn(`Dates Read '${part}' is not a date or date range we can read, so it was skipped`);
    } else {
      reads.push(
        dash ? { startedOn: start, finishedOn: end } : { startedOn: null, finishedOn: start },
      );
    }
  }
  return reads;
}

/** ISBN/UID holds an ISBN-13, an ISBN-10 (maybe without its leading zero), an ASIN or nothing. */
function readIdentifier(raw: string, warn: Warn): Isbns & { sourceId: string | null } {
  const isbns = parseIsbn(raw);
  if (isbns.isbn13) return { ...isbns, sourceId: null };
  const text = cleanIsbnInput(raw);
  if (/^\d+X?$/.test(text)) {
    warn(`ISBN/UID '${text}' is not a valid ISBN, so the book will be matched by title and author`);
  }
  return { isbn10: null, isbn13: null, sourceId: text || null };
}

/** One StoryGraph record to a shelf row, or the reason it names no book. */
export function mapStorygraphRow(cell: CellReader<StorygraphKey>, rowNumber: number): MappedRecord {
  const warnings: string[] = [];
  const warn: Warn = (message) => warnings.push(message);
  const title = cleanLine(cell('title'));
  const { sourceId, ...isbns } = readIdentifier(cell('isbnUid'), warn);
  const failure = missingBook(title, isbns, warn);
  if (failure) return { failure };

  const datesRead = parseDatesRead(cell('datesRead'), warn);
  const lastRead = parseDate(cell('lastDateRead'), 'Last Date Read', warn);
  // Dates Read is the full history; the 8-column file only has Last Date Read.
  const fromLast = lastRead ? [{ startedOn: null, finishedOn: lastRead }] : [];
  const readThroughs = sortReadThroughs(datesRead.length > 0 ? datesRead : fromLast);
  const status = readStatus(
    cell('readStatus'),
    readThroughs.some((read) => read.finishedOn),
    warn,
  );
  const row: ParsedShelfRow = {
    rowNumber,
    title,
    authors: splitNames(cell('authors')),
    ...isbns,
    sourceId,
    status,
    rating: parseRating(cell('starRating'), warn),
    review: cell('review').trim(),
    reviewHasSpoilers: false,
    privateNotes: '',
    readCount: settleReadCount(
      status,
      parseCount(cell('readCount'), 'Read Count', warn),
      readThroughs,
    ),
    ownedCopies: parseFlag(cell('owned'), 'Owned?', warn) ? 1 : 0,
    dateAdded: parseDate(cell('dateAdded'), 'Date Added', warn),
    readThroughs,
    tags: splitList(cell('tags')),
    pages: null,
    publicationYear: null,
    publisher: null,
    format: lineOrNull(cell('format')),
    warnings,
  };
  return { row };
}
