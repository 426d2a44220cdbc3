import type { BookSummary } from '@contracts/books';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bookQueriesKey } from '@/lib/query-client';

/** GET /api/books/popular */
export function usePopularBooks(limit = 12) {
  return useQuery({
    queryKey: [...bookQueriesKey, 'popular', limit],
    queryFn: ({ signal }) =>
      api.get<{ books: BookSummary[] }>(`/api/books/popular?limit=${limit}`, signal),
    staleTime: 15 * 60_000,
  });
}
