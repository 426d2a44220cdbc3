/**
 * The catalogue's summaries of the books clubs show, kept a minute. Every club page and every
 * page of /book-clubs shows current books, and a few thousand popular books are most of them:
 * asking the books module for them on every request was a round trip of its own each time.
 * A title or cover changed in the catalogue shows on clubs within `ttlMs`. Deciding what a
 * club reads (clubBooks.orRefuse) asks the catalogue afresh.
 */
import { LRUCache } from 'lru-cache';
import type { BookSummary } from '../../../contracts/books.js';

export interface KeptSummariesOptions {
  max: number;
  ttlMs: number;
}

export const keptSummariesDefaults: KeptSummariesOptions = { max: 20_000, ttlMs: 60_000 };

/** `summaries` (the books module's, in the order asked, unknown ids left out) read through a cache. */
export function keptBookSummaries(
  summaries: (workIds: string[]) => Promise<BookSummary[]>,
  options: KeptSummariesOptions = keptSummariesDefaults,
): (workIds: string[]) => Promise<BookSummary[]> {
  const kept = new LRUCache<string, BookSummary>({ max: options.max, ttl: options.ttlMs });
  return async (workIds) => {
    const found = new Map<string, BookSummary>();
    const missing: string[] = [];
    for (const id of new Set(workIds)) {
      const book = kept.get(id);
      if (book) found.set(id, book);
      else missing.push(id);
    }
    if (missing.length > 0)
      for (const book of await summaries(missing)) {
        kept.set(book.id, book);
        found.set(book.id, book);
      }
    return workIds.flatMap((id) => found.get(id) ?? []);
  };
}
