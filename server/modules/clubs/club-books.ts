/** The catalogue books clubs read, asked of the books module (never its tables). */
import type { BookSummary } from '../../../contracts/books.js';
import { clubMessages } from '../../../contracts/clubs.js';
import { errors } from '../../platform/errors.js';

/** Lookups of club books over the books module's `summaries`. */
export function clubBooks(summaries: (workIds: string[]) => Promise<BookSummary[]>) {
  return {
    /** The summaries of these works (nulls and repeats ignored), by id. */
    async byId(ids: (string | null)[]): Promise<Map<string, BookSummary>> {
      const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
      if (wanted.length === 0) return new Map();
      return new Map((await summaries(wanted)).map((book) => [book.id, book]));
    },

    /** The book a club is to read, checked against the catalogue; null clears it. */
    async orRefuse(workId: string | null): Promise<BookSummary | null> {
      if (workId === null) return null;
      const [book] = await summaries([workId]);
      if (!book)
        throw errors.validation(clubMessages.unknownBook, [
          { path: ['currentBookId'], message: clubMessages.unknownBook },
        ]);
      return book;
    },
  };
}

export type ClubBooks = ReturnType<typeof clubBooks>;
