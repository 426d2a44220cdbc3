/**
 * A reader's whole shelf as a Goodreads "Export Library" file in the current 24-column layout,
 * so other apps (Goodreads, StoryGraph, BookWyrm…) and our own importer can read it back.
 */
import { stringify } from 'csv-stringify/sync';
import type { ShelfStatus } from '../import/parsed-row.js';

/** One shelf entry as the exporter needs it; dates are ISO (yyyy-mm-dd, or a timestamp). */
export interface ExportEntry {
  /** Our work id: Goodreads ids do not exist here, and importers match on ISBN and title. */
  bookId: string;
  title: string;
  authors: string[];
  isbn10: string | null;
  isbn13: string | null;
  /** 0.5–5 in half steps, or null. */
  rating: number | null;
  averageRating: number | null;
  review: string;
  reviewHasSpoilers: boolean;
  privateNotes: string;
  status: ShelfStatus;
  dateRead: string | null;
  dateAdded: string | null;
  readCount: number;
  ownedCopies: number;
  tags: string[];
  pages: number | null;
  publicationYear: number | null;
  publisher: string | null;
  /** The edition's format, written as Goodreads' Binding. */
  format?: string | null;
}

export const goodreadsHeader = [
  'Book Id',
  'Title',
  'Author',
  'Author l-f',
  'Additional Authors',
  'ISBN',
  'ISBN13',
  'My Rating',
  'Average Rating',
  'Publisher',
  'Binding',
  'Number of Pages',
  'Year Published',
  'Original Publication Year',
  'Date Read',
  'Date Added',
  'Bookshelves',
  'Bookshelves with positions',
  'Exclusive Shelf',
  'My Review',
  'Spoiler',
  'Private Notes',
  'Read Count',
  'Owned Copies',
] as const;

const exclusiveShelf: Record<ShelfStatus, string> = {
  read: 'read',
  want_to_read: 'to-read',
  currently_reading: 'currently-reading',
  // Goodreads has no such status: like its readers do, we write a custom exclusive shelf.
  did_not_finish: 'did-not-finish',
};
const reservedShelves = new Set(Object.values(exclusiveShelf));

/** 2021-06-01 (or 2021-06-01T…) as Goodreads' 2021/06/01; the UTC date of a timestamp. */
function goodreadsDate(iso: string | null): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return match ? `${match[1]}/${match[2]}/${match[3]}` : '';
}

/** "Ursula K. Le Guin" -> "Guin, Ursula K. Le": approximate, as no importer relies on it. */
function lastFirst(name: string): string {
  const parts = name.trim().split(/\s+/);
  const last = parts.pop() ?? '';
  return parts.length > 0 ? `${last}, ${parts.join(' ')}` : last;
}

/**
 * Catalogue text (titles, names, publishers) can come from other users: a cell starting with
 * = + - @ would run as a formula when the reader opens the file in a spreadsheet, so it gets a
 * leading apostrophe. The reader's own review, notes and tags are left as written.
 */
function inertCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Goodreads has whole stars only: half stars round half up (4.5 -> 5, 0.5 -> 1). */
function wholeStars(rating: number | null): string {
  return rating === null ? '0' : String(Math.min(5, Math.max(1, Math.round(rating))));
}

/** Tags become Goodreads shelves, which cannot hold commas or reuse the status shelves. */
function customShelves(tags: string[]): string[] {
  const shelves = tags.map((tag) => tag.replace(/\s*,\s*/g, ' ').trim()).filter(Boolean);
  return [...new Set(shelves)].filter((shelf) => !reservedShelves.has(shelf));
}

/** The entries as a Goodreads library export (header and one line per entry). */
export function toGoodreadsCsv(entries: ExportEntry[]): string {
  const positions = new Map<string, number>();
  const lines = entries.map((entry) => {
    const exclusive = exclusiveShelf[entry.status];
    // Goodreads lists every shelf but "read" in Bookshelves, the exclusive one first.
    const shelves = [...(exclusive === 'read' ? [] : [exclusive]), ...customShelves(entry.tags)];
    const withPositions = shelves.map((shelf) => {
      const position = (positions.get(shelf) ?? 0) + 1;
      positions.set(shelf, position);
      return `${shelf} (#${position})`;
    });
    const [author = '', ...additional] = entry.authors.map(inertCell);
    return [
      entry.bookId,
      inertCell(entry.title),
      author,
      author ? inertCell(lastFirst(entry.authors[0] ?? '')) : '',
      additional.join(', '),
      `="${entry.isbn10 ?? ''}"`,
      `="${entry.isbn13 ?? ''}"`,
      wholeStars(entry.rating),
      entry.averageRating === null ? '' : entry.averageRating.toFixed(2),
      inertCell(entry.publisher ?? ''),
      inertCell(entry.format ?? ''),
      entry.pages === null ? '' : String(entry.pages),
      entry.publicationYear === null ? '' : String(entry.publicationYear),
      entry.publicationYear === null ? '' : String(entry.publicationYear),
      goodreadsDate(entry.dateRead),
      goodreadsDate(entry.dateAdded),
      shelves.join(', '),
      withPositions.join(', '),
      exclusive,
      entry.review,
      entry.reviewHasSpoilers ? 'true' : '',
      entry.privateNotes,
      String(entry.readCount),
      String(entry.ownedCopies),
    ];
  });
  return stringify([[...goodreadsHeader], ...lines], { record_delimiter: 'unix' });
}
