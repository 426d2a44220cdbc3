/** The whole shelf as a Goodreads-layout CSV, for readers who take their history elsewhere. */
import type { ShelfEntry } from '../../../contracts/shelves.js';
import { toGoodreadsCsv, type ExportEntry } from './export/goodreads-csv.js';

export function shelfEntryForExport(entry: ShelfEntry): ExportEntry {
  const isbn = entry.book.isbn;
  return {
    bookId: entry.book.id,
    title: entry.book.title,
    authors: entry.book.authors.map((a) => a.name),
    isbn10: isbn && isbn.length === 10 ? isbn : null,
    isbn13: isbn && isbn.length === 13 ? isbn : null,
    rating: entry.rating,
    averageRating: entry.book.rating,
    review: entry.review,
    reviewHasSpoilers: entry.reviewHasSpoilers,
    privateNotes: entry.privateNotes,
    status: entry.status,
    dateRead: entry.dateRead,
    dateAdded: entry.createdAt,
    readCount: entry.readCount,
    ownedCopies: entry.ownedCopies,
    tags: entry.tags,
    pages: null,
    publicationYear: entry.book.publishedDate ? Number(entry.book.publishedDate) : null,
    publisher: null,
  };
}

export function shelfToCsv(entries: ShelfEntry[]): string {
  return toGoodreadsCsv(entries.map(shelfEntryForExport));
}
