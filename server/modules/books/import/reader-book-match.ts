/**
 * Finds the catalogue work for a book a reader brings from another app: by ISBN, then by title
 * and author. A book the catalogue lacks is added to it from what the row says, so every row
 * of an import can land on the shelf; the rows added record the reader and the import, for
 * staff to review in Books quality.
 */
import type { Db } from '../../../platform/db/database.js';
import { authorBaseSlug } from '../../authors/author-name.js';
import { findWorkIdByIsbn, findWorksByTitleSlug } from '../books.queries.js';
import { titleSlugOf } from '../title-slug.js';
import { writeCatalogueBatch } from './catalogue-writer.js';
import { splitSeries } from './goodbooks-record.js';

export interface ReaderBook {
  title: string;
  authors: string[];
  isbn10: string | null;
  isbn13: string | null;
  pages: number | null;
  publicationYear: number | null;
  publisher: string | null;
}

export type BookMatch = { workId: string; created: boolean } | { error: string };

/** Who brings the book: the reader, through one of their imports. */
export interface ReaderImport {
  userId: string;
  importId: string;
}

/** The work this book is, found or created; an error when the row names too little. */
export async function findOrAddReaderBook(
  db: Db,
  book: ReaderBook,
  from: ReaderImport,
): Promise<BookMatch> {
  const byIsbn = await findWorkIdByIsbn(db, book.isbn10, book.isbn13);
  if (byIsbn) return { workId: byIsbn, created: false };

  const { title, seriesName, seriesNumber } = splitSeries(book.title);
  if (!title)
    return {
      error:
        'The row has no title, and its ISBN is not in the catalogue. Give the book’s ISBN to import it.',
    };
  const titleSlug = titleSlugOf(title);
  // Authors compared loosely, by their names' slugs: "Gabriel Garcia Marquez" in a reader's
  // file is the catalogue's "Gabriel García Márquez".
  const wantedAuthors = new Set(book.authors.map(authorBaseSlug));
  const candidates = await findWorksByTitleSlug(db, titleSlug);
  const sameAuthor = candidates.find((c) =>
    c.authorNames.some((name) => wantedAuthors.has(authorBaseSlug(name))),
  );
  if (sameAuthor) return { workId: sameAuthor.workId, created: false };
  if (book.authors.length === 0 && candidates.length === 1 && candidates[0])
    return { workId: candidates[0].workId, created: false };
  if (book.authors.length === 0)
    return {
      error:
        'The row names no author, so the book could not be identified. Pick the book or give its ISBN.',
    };

  const sourceKey = `reader:${book.isbn13 ?? book.isbn10 ?? `${titleSlug}|${[...wantedAuthors][0]}`}`;
  const result = await writeCatalogueBatch(
    db,
    [
      {
        sourceKey,
        origin: { source: 'reader_import', userId: from.userId, importId: from.importId },
        title,
        originalTitle: null,
        seriesName,
        seriesNumber,
        authors: book.authors,
        description: '',
        firstPublishedYear: book.publicationYear,
        language: null,
        isbn10: book.isbn10,
        isbn13: book.isbn13,
        pages: book.pages,
        publisher: book.publisher,
        coverSourceUrl: book.isbn13
          ? `https://covers.openlibrary.org/b/isbn/${book.isbn13}-L.jpg?default=false`
          : null,
        sourceAverageRating: null,
        sourceRatingsCount: 0,
        categories: [],
      },
    ],
    { replaceCategories: false },
  );
  const workId = result.workIds[0];
  return workId
    ? { workId, created: result.created > 0 }
    : { error: 'The book could not be added to the catalogue.' };
}
