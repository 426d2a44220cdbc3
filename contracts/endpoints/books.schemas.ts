/** Schemas of the catalogue endpoints. */
import {
  bookDetailSchema,
  bookKeyParamsSchema,
  bookSearchQuerySchema,
  bookSearchResultSchema,
  categoryBooksQuerySchema,
  categoryBooksSchema,
  categoryParamsSchema,
  categoryTaxonomySchema,
  coverMigrationQueuedSchema,
  coverMigrationRequestSchema,
  coverStatusResponseSchema,
  popularBooksQuerySchema,
  popularBooksSchema,
} from '../books.js';
import { readerAddedBooksQuerySchema, readerAddedBooksSchema } from '../books-quality.js';
import type { booksEndpoints } from './books.js';
import type { SchemaTable } from './schema-table.js';

export const booksSchemas = {
  search: {
    summary: 'Search the catalogue by title, author or ISBN, 25 books a page',
    query: bookSearchQuerySchema,
    response: bookSearchResultSchema,
  },
  popular: {
    summary: 'The most popular books (landing carousel, empty states)',
    query: popularBooksQuerySchema,
    response: popularBooksSchema,
  },
  detail: {
    summary: "A book's page, by ISBN-10, ISBN-13 or id",
    params: bookKeyParamsSchema,
    response: bookDetailSchema,
  },
  taxonomy: {
    summary: 'Every book category, three levels deep, with the quick category pills',
    response: categoryTaxonomySchema,
  },
  category: {
    summary: "A category's books, most popular first, 25 a page",
    params: categoryParamsSchema,
    query: categoryBooksQuerySchema,
    response: categoryBooksSchema,
  },
  coverCounts: {
    summary: 'How many book covers are pending, migrating, stored and failed',
    response: coverStatusResponseSchema,
  },
  readerAdded: {
    summary: 'Books readers added to the catalogue through their imports, newest first',
    query: readerAddedBooksQuerySchema,
    response: readerAddedBooksSchema,
  },
  startCoverMigration: {
    summary: 'Start storing copies of book covers (audited)',
    body: coverMigrationRequestSchema,
    response: coverMigrationQueuedSchema,
    status: 202,
  },
} as const satisfies SchemaTable<typeof booksEndpoints>;
