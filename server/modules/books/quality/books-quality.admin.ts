/**
 * Staff review of what readers add to the shared catalogue: a reader's import adds the books
 * the catalogue lacks, and Books quality lists them, newest first, with who added each, when
 * and from which import.
 */
import type { FastifyInstance } from 'fastify';
import type { BookSummary } from '../../../../contracts/books.js';
import type { ReaderAddedBooks } from '../../../../contracts/books-quality.js';
import { booksEndpoints as endpoints } from '../../../../contracts/endpoints/books.js';
import type { Db } from '../../../platform/db/database.js';
import { serve } from '../../../platform/endpoints.js';
import { countReaderAddedWorks, listReaderAddedWorks } from './books-quality.queries.js';

export interface BooksQualityDeps {
  db: Db;
  /** Book summaries (title, authors, ISBN, page) from the books service. */
  summaries(workIds: string[]): Promise<BookSummary[]>;
  /** Public names of accounts, from the profiles module. */
  publicNames(userIds: string[]): Promise<{ id: string; username: string; fullName: string }[]>;
  /** What the shelves module tells of its imports. */
  importLabels(
    importIds: string[],
  ): Promise<
    { id: string; source: 'goodreads' | 'storygraph'; fileName: string; createdAt: Date }[]
  >;
}

const pageSize = 25;

export type BooksQualityService = ReturnType<typeof createBooksQualityService>;

export function createBooksQualityService({
  db,
  summaries,
  publicNames,
  importLabels,
}: BooksQualityDeps) {
  return {
    /** A page of the works readers added, newest first. */
    async readerAdded(page: number): Promise<ReaderAddedBooks> {
      const [rows, total] = await Promise.all([
        listReaderAddedWorks(db, pageSize, (page - 1) * pageSize),
        countReaderAddedWorks(db),
      ]);
      const present = <T>(values: (T | null)[]) => values.filter((v): v is T => v !== null);
      const [books, people, imports] = await Promise.all([
        summaries(rows.map((r) => r.id)),
        publicNames(present(rows.map((r) => r.addedBy))),
        importLabels(present(rows.map((r) => r.addedByImportId))),
      ]);
      const bookById = new Map(books.map((b) => [b.id, b]));
      const personById = new Map(people.map((p) => [p.id, p]));
      const importById = new Map(imports.map((i) => [i.id, i]));
      return {
        books: rows.flatMap((row) => {
          const book = bookById.get(row.id);
          if (!book) return [];
          const person = row.addedBy ? personById.get(row.addedBy) : undefined;
          const from = row.addedByImportId ? importById.get(row.addedByImportId) : undefined;
          return [
            {
              book: {
                id: book.id,
                title: book.title,
                authors: book.authors,
                isbn: book.isbn,
                path: book.path,
              },
              addedBy: person
                ? { id: person.id, username: person.username, fullName: person.fullName }
                : null,
              addedAt: row.createdAt.toISOString(),
              fromImport: from
                ? {
                    id: from.id,
                    source: from.source,
                    fileName: from.fileName,
                    createdAt: from.createdAt.toISOString(),
                  }
                : null,
            },
          ];
        }),
        total,
        page,
        pageSize,
      };
    },
  };
}

export async function booksQualityAdminRoutes(
  app: FastifyInstance,
  { booksQuality }: { booksQuality: BooksQualityService },
) {
  serve(app, endpoints.readerAdded, (request) => booksQuality.readerAdded(request.query.page));
}
