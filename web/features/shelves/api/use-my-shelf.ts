import { shelvesEndpoints } from '@contracts/endpoints/shelves';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { shelfQuery, type ShelfFilters } from '../lib/shelf-filters';
import { shelfKeys } from './shelf-keys';

/** My shelf, 25 a page, loaded page by page ("Load more"). */
export function useMyShelf(filters: ShelfFilters, enabled = true) {
  return useInfiniteQuery({
    queryKey: shelfKeys.list('me', filters),
    queryFn: ({ pageParam, signal }) =>
      callApi(shelvesEndpoints.mine, { query: shelfQuery(filters, pageParam), signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    enabled,
  });
}
