import type { ReaderAddedBooks } from '@contracts/books-quality';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/books-quality/reader-added */
export function useReaderAddedBooks(page: number) {
  return useQuery({
    queryKey: ['admin', 'books-quality', 'reader-added', page],
    queryFn: ({ signal }) =>
      api.get<ReaderAddedBooks>(`/api/admin/books-quality/reader-added?page=${page}`, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
