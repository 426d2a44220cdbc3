/**
 * The one catalogue search hook (GET /api/books/search, 25 a page), used by /find-books, the
 * landing page, the import's book picker and the author's claim form. SPEC §5: text that is
 * empty after trimming never searches; another page is only asked for while the last came back
 * full. Its key sits under the book queries, so a shelf change refreshes what it shows.
 */
import { booksEndpoints } from '@contracts/endpoints/books';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi, rateLimitMessage } from './api-client';
import { bookQueriesKey } from './query-client';

export interface BookSearchOptions {
  /** Search only from this many characters (after trimming). */
  minLength?: number;
  /** Keep showing the last results while the next ones load (a picker that narrows as you type). */
  keepPrevious?: boolean;
}

export function useBookSearch(
  query: string,
  { minLength = 1, keepPrevious = false }: BookSearchOptions = {},
) {
  const q = query.trim();
  return useInfiniteQuery({
    queryKey: [...bookQueriesKey, 'search', q.toLowerCase()],
    queryFn: ({ pageParam, signal }) =>
      callApi(booksEndpoints.search, { query: { q, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: q.length >= minLength,
    staleTime: 5 * 60_000,
    // Once, but never into a rate limit: a refused search asked again only counts again.
    retry: (failureCount, error) => failureCount < 1 && rateLimitMessage(error) === null,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}
