import { shelvesEndpoints } from '@contracts/endpoints/shelves';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { bookQueriesKey } from '@/lib/query-client';

/** Bookhive readers' reviews of a book, ten a page. */
export function useBookReviews(workId: string | undefined) {
  return useInfiniteQuery({
    queryKey: [...bookQueriesKey, 'reviews', workId],
    queryFn: ({ pageParam, signal }) =>
      callApi(shelvesEndpoints.reviews, {
        params: { workId: workId ?? '' },
        query: { page: pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: Boolean(workId),
  });
}
