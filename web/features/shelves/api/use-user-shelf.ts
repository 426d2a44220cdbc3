import { shelvesEndpoints } from '@contracts/endpoints/shelves';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { shelfQuery, type ShelfFilters } from '../lib/shelf-filters';
import { shelfKeys } from './shelf-keys';

/** Anyone's shelf (private notes only for its owner). */
export function useUserShelf(userId: string, filters: ShelfFilters) {
  return useInfiniteQuery({
    queryKey: shelfKeys.list(userId, filters),
    queryFn: ({ pageParam, signal }) =>
      callApi(shelvesEndpoints.ofUser, {
        params: { userId },
        query: shelfQuery(filters, pageParam),
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
