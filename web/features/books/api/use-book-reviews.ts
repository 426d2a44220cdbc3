import type { BookReview } from '@contracts/shelves';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bookQueriesKey } from '@/lib/query-client';

/** GET /api/books/:workId/reviews, ten a page. */
export function useBookReviews(workId: string | undefined) {
  return useInfiniteQuery({
    queryKey: [...bookQueriesKey, 'reviews', workId],
    queryFn: ({ pageParam, signal }) =>
      api.get<{ reviews: BookReview[]; page: number; hasMore: boolean }>(
        `/api/books/${workId ?? ''}/reviews?page=${pageParam}`,
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: Boolean(workId),
  });
}
