import { clubsEndpoints } from '@contracts/endpoints/clubs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { ClubSearchState } from '../lib/club-search-state';
import { clubSearchKey } from './club-keys';

/** A page of /book-clubs (the member's own clubs first); the last page stays while the next loads. */
export function useClubSearch(search: ClubSearchState) {
  return useQuery({
    queryKey: clubSearchKey(search),
    queryFn: ({ signal }) => callApi(clubsEndpoints.search, { query: search, signal }),
    placeholderData: keepPreviousData,
  });
}
