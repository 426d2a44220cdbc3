/** Books, entries and imports for the shelves tests, shaped like the API's answers. */
import type { BookSummary } from '@contracts/books';
import type { ImportRowResult, ImportSummary } from '@contracts/shelf-imports';
import type { ShelfEntry } from '@contracts/shelves';
import { sessionUser } from '@/test/session-user';

export const reader = sessionUser();

// Built loosely and then typed, so it fits while the book summary gains fields (amazonUrl).
export const dispossessed = {
  id: '0b0c6a57-9a3c-4cf6-8e61-0d5b1f6f2a11',
  title: 'The Dispossessed',
  authors: [{ name: 'Ursula K. Le Guin', slug: 'ursula-k-le-guin' }],
  coverUrl: null,
  rating: 4.2,
  ratingsCount: 120,
  publishedDate: '1974',
  isbn: '9780061054884',
  seriesName: null,
  seriesNumber: null,
  path: '/book/the-dispossessed/9780061054884',
  amazonUrl: null,
} as BookSummary;

export function entryOf(book: BookSummary, fields: Partial<ShelfEntry> = {}): ShelfEntry {
  return {
    id: '5d7f4a1e-2b7c-4d0e-9f3a-7c1b2a3d4e5f',
    book,
    status: 'read',
    rating: 4,
    review: '',
    reviewHasSpoilers: false,
    privateNotes: '',
    ownedCopies: 0,
    dateStarted: '2026-01-02',
    dateRead: '2026-01-20',
    readCount: 1,
    readThroughs: [
      {
        id: '9a1b2c3d-4e5f-4a6b-8c7d-1e2f3a4b5c6d',
        startedOn: '2026-01-02',
        finishedOn: '2026-01-20',
      },
    ],
    tags: [],
    progress: null,
    createdAt: '2026-01-02T09:00:00.000Z',
    updatedAt: '2026-01-20T09:00:00.000Z',
    abilities: { canEdit: true, canDelete: true },
    ...fields,
  };
}

export function importSummary(fields: Partial<ImportSummary> = {}): ImportSummary {
  return {
    id: '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a',
    source: 'goodreads',
    fileName: 'goodreads_library_export.csv',
    status: 'completed',
    totalRows: 3,
    processedRows: 3,
    counts: { pending: 0, matched: 1, created: 1, skipped: 0, failed: 1 },
    error: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    finishedAt: '2026-11-20T10:00:05.000Z',
    abilities: { canStart: false, canFixRows: true },
    ...fields,
  };
}

export const failedRow: ImportRowResult = {
  id: '7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918',
  rowNumber: 2,
  row: {
    title: 'A Book Nobody Knows',
    authors: [],
    isbn13: null,
    isbn10: null,
    status: 'want_to_read',
    rating: null,
    dateRead: null,
    tags: [],
    hasReview: false,
    warnings: [],
  },
  outcome: 'failed',
  message:
    'The row names no author, so the book could not be identified. Pick the book or give its ISBN.',
  book: null,
};
