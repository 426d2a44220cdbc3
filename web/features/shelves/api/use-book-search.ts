import type { BookSearchResult } from '@contracts/books';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shelfKeys } from './shelf-keys';

/** GET /api/books/search?q= — the catalogue, for picking the right book for an import row. */
export function useBookSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: shelfKeys.bookSearch(q.toLowerCase()),
    queryFn: ({ signal }) =>
      api.get<BookSearchResult>(`/api/books/search?q=${encodeURIComponent(q)}&page=1`, signal),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
}
