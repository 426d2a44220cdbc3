import { booksEndpoints } from '@contracts/endpoints/books';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { bookQueriesKey } from '@/lib/query-client';

/** A category's books, 25 a page (an empty category never searches). */
export function useCategoryBooks(slug: string | undefined) {
  return useInfiniteQuery({
    queryKey: [...bookQueriesKey, 'category', slug],
    queryFn: ({ pageParam, signal }) =>
      callApi(booksEndpoints.category, {
        params: { slug: slug ?? '' },
        query: { page: pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: Boolean(slug?.trim()),
    retry: 1,
  });
}
