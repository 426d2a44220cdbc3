import { booksEndpoints } from '@contracts/endpoints/books';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { bookQueriesKey } from '@/lib/query-client';

/** The most popular books. */
export function usePopularBooks(limit = 12) {
  return useQuery({
    queryKey: [...bookQueriesKey, 'popular', limit],
    queryFn: ({ signal }) => callApi(booksEndpoints.popular, { query: { limit }, signal }),
    staleTime: 15 * 60_000,
  });
}
