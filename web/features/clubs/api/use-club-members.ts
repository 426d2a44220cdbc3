import type { MemberListStatus } from '@contracts/club-constants';
import { clubsEndpoints } from '@contracts/endpoints/clubs';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { clubMembersKey } from './club-keys';

/** A club's members (or, for hosts, its requests or bans), a page at a time with "Show more". */
export function useClubMembers(clubId: string, status: MemberListStatus, enabled = true) {
  return useInfiniteQuery({
    queryKey: clubMembersKey(clubId, status),
    queryFn: ({ pageParam, signal }) =>
      callApi(clubsEndpoints.members, {
        params: { id: clubId },
        query: { status, page: pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled,
  });
}
