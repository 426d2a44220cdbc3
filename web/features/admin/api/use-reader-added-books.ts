import { booksEndpoints } from '@contracts/endpoints/books';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** The books readers added to the catalogue through their imports, newest first. */
export function useReaderAddedBooks(page: number) {
  return useQuery({
    queryKey: ['admin', 'books-quality', 'reader-added', page],
    queryFn: ({ signal }) => callApi(booksEndpoints.readerAdded, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
