/**
 * What a reader's Goodreads or StoryGraph export becomes once parsed: one ParsedShelfRow per
 * usable record, a RowFailure for each record that names no book, and the column mapping the
 * import preview shows. Nothing here has touched the database yet.
 */

export type ShelfStatus = 'want_to_read' | 'currently_reading' | 'read' | 'did_not_finish';

export type ExportSource = 'goodreads' | 'storygraph';

/** One reading of the book; ISO yyyy-mm-dd dates, either may be unknown. */
export interface ReadThrough {
  startedOn: string | null;
  finishedOn: string | null;
}

export interface ParsedShelfRow {
  /** 1-based data row (the header is row 0). */
  rowNumber: number;
  /** Empty only when the row has an ISBN to find the book by (a warning says so). */
  title: string;
  /** Primary author first, then additional authors; never translators' role labels. */
  authors: string[];
  isbn10: string | null;
  isbn13: string | null;
  /** Goodreads "Book Id", or StoryGraph's ISBN/UID when it is not an ISBN (an ASIN). */
  sourceId: string | null;
  status: ShelfStatus;
  /** 0.5–5 in half steps; null when unrated. */
  rating: number | null;
  /** As exported (HTML-ish, e.g. <br/>): the server sanitises it when it stores it. */
  review: string;
  reviewHasSpoilers: boolean;
  privateNotes: string;
  readCount: number;
  ownedCopies: number;
  dateAdded: string | null;
  /** Oldest first. */
  readThroughs: ReadThrough[];
  /** Custom shelves (Goodreads) or tags (StoryGraph), never read/to-read/currently-reading. */
  tags: string[];
  pages: number | null;
  publicationYear: number | null;
  publisher: string | null;
  format: string | null;
  /** Non-fatal problems, in words a reader understands. */
  warnings: string[];
}

/** A record that cannot be used at all, with a reason the reader can act on. */
export interface RowFailure {
  rowNumber: number;
  reason: string;
  raw: Record<string, string>;
}

/** For the preview: which CSV column fills which field; null = the column is ignored. */
export interface ColumnMapping {
  column: string;
  field: keyof ParsedShelfRow | null;
}

export interface ParsedFile {
  source: ExportSource;
  columns: ColumnMapping[];
  rows: ParsedShelfRow[];
  failures: RowFailure[];
}

/** What a source's row mapper gives back: a row, or why the record names no book. */
export type MappedRecord = { row: ParsedShelfRow } | { failure: string };
