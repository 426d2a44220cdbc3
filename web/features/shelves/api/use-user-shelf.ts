import type { ShelfList } from '@contracts/shelves';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shelfQueryString, type ShelfFilters } from '../lib/shelf-filters';
import { shelfKeys } from './shelf-keys';

/** GET /api/shelves/users/:userId — anyone's shelf (private notes only for its owner). */
export function useUserShelf(userId: string, filters: ShelfFilters) {
  return useInfiniteQuery({
    queryKey: shelfKeys.list(userId, filters),
    queryFn: ({ pageParam, signal }) =>
      api.get<ShelfList>(
        `/api/shelves/users/${encodeURIComponent(userId)}?${shelfQueryString(filters, pageParam)}`,
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
