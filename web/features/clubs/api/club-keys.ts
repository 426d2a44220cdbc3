/** The clubs' query keys: everything under ['clubs'], so one invalidation refreshes them all. */
import type { MemberListStatus } from '@contracts/club-constants';
import type { QueryClient } from '@tanstack/react-query';
import type { ClubSearchState } from '../lib/club-search-state';

export const clubsKey = ['clubs'] as const;
export const clubPageKey = (slug: string) => [...clubsKey, 'page', slug] as const;
export const myClubsKey = [...clubsKey, 'mine'] as const;
export const clubSearchKey = (search: ClubSearchState) =>
  [
    ...clubsKey,
    'search',
    search.q.toLowerCase(),
    search.category,
    search.sort,
    search.page,
  ] as const;
export const clubMembersKey = (clubId: string, status: MemberListStatus) =>
  [...clubsKey, 'members', clubId, status] as const;

/**
 * After a change to a club or a membership: the club queries on screen are fetched again and
 * the others dropped (marked stale they would come back as they were: queries do not refetch
 * on mount here).
 */
export function refreshClubQueries(client: QueryClient): Promise<void> {
  client.removeQueries({ queryKey: clubsKey, type: 'inactive' });
  return client.invalidateQueries({ queryKey: clubsKey });
}
