import type { CategoryBooks } from '@contracts/books';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bookQueriesKey } from '@/lib/query-client';

/** GET /api/categories/:slug/books, 25 a page (an empty category never searches). */
export function useCategoryBooks(slug: string | undefined) {
  return useInfiniteQuery({
    queryKey: [...bookQueriesKey, 'category', slug],
    queryFn: ({ pageParam, signal }) =>
      api.get<CategoryBooks>(
        `/api/categories/${encodeURIComponent(slug ?? '')}/books?page=${pageParam}`,
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: Boolean(slug?.trim()),
    retry: 1,
  });
}
