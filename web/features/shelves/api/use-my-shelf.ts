import type { ShelfList } from '@contracts/shelves';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shelfQueryString, type ShelfFilters } from '../lib/shelf-filters';
import { shelfApi, shelfKeys } from './shelf-keys';

/** GET /api/shelves/me — my shelf, 25 a page, loaded page by page ("Load more"). */
export function useMyShelf(filters: ShelfFilters, enabled = true) {
  return useInfiniteQuery({
    queryKey: shelfKeys.list('me', filters),
    queryFn: ({ pageParam, signal }) =>
      api.get<ShelfList>(`${shelfApi}?${shelfQueryString(filters, pageParam)}`, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    enabled,
  });
}
