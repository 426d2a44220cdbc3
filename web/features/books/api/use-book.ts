import { booksEndpoints } from '@contracts/endpoints/books';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { bookQueriesKey } from '@/lib/query-client';

/** A book's page by ISBN-13, ISBN-10 or id. */
export function useBook(key: string | undefined) {
  return useQuery({
    queryKey: [...bookQueriesKey, 'detail', key],
    queryFn: ({ signal }) => callApi(booksEndpoints.detail, { params: { key: key ?? '' }, signal }),
    enabled: Boolean(key),
  });
}
