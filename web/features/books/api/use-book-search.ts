import type { BookSearchResult } from '@contracts/books';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, rateLimitMessage } from '@/lib/api-client';
import { bookQueriesKey } from '@/lib/query-client';

/**
 * GET /api/books/search, 25 a page. SPEC §5: text that is empty after trimming never searches;
 * another page is only asked for while the last one came back full.
 */
export function useBookSearch(query: string) {
  const q = query.trim();
  return useInfiniteQuery({
    queryKey: [...bookQueriesKey, 'search', q.toLowerCase()],
    queryFn: ({ pageParam, signal }) =>
      api.get<BookSearchResult>(
        `/api/books/search?q=${encodeURIComponent(q)}&page=${pageParam}`,
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: q.length > 0,
    staleTime: 5 * 60_000,
    // Once, but never into a rate limit: a refused search asked again only counts again.
    retry: (failureCount, error) => failureCount < 1 && rateLimitMessage(error) === null,
  });
}
