/** Books in the catalogue for tests, written through the real catalogue writer. */
import type { CatalogueRecord } from '../modules/books/import/catalogue-record.js';
import { writeCatalogueBatch } from '../modules/books/import/catalogue-writer.js';
import type { DatabaseHandle } from '../platform/db/database.js';

let counter = 0;

export function testBook(overrides: Partial<CatalogueRecord> = {}): CatalogueRecord {
  counter++;
  return {
    sourceKey: `test:${process.pid}:${counter}`,
    origin: { source: 'goodbooks' },
    title: `Test Book ${counter}`,
    originalTitle: null,
    seriesName: null,
    seriesNumber: null,
    authors: ['Test Author'],
    description: 'A book written for tests.',
    firstPublishedYear: 2001,
    language: 'en',
    isbn10: null,
    isbn13: null,
    pages: 320,
    publisher: null,
    coverSourceUrl: null,
    sourceAverageRating: 4.1,
    sourceRatingsCount: 1000,
    categories: [],
    ...overrides,
  };
}

/** Adds the books and returns their work ids, in order. */
export async function addBooks(
  database: DatabaseHandle,
  records: CatalogueRecord[],
): Promise<string[]> {
  const result = await writeCatalogueBatch(database.db, records, { replaceCategories: true });
  return result.workIds;
}
