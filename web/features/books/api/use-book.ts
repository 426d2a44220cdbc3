import type { BookDetail } from '@contracts/books';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bookQueriesKey } from '@/lib/query-client';

/** GET /api/books/:key (ISBN-13, ISBN-10 or id). */
export function useBook(key: string | undefined) {
  return useQuery({
    queryKey: [...bookQueriesKey, 'detail', key],
    queryFn: ({ signal }) =>
      api.get<BookDetail>(`/api/books/${encodeURIComponent(key ?? '')}`, signal),
    enabled: Boolean(key),
  });
}
