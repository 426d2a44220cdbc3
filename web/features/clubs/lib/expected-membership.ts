/**
 * What a club page should look like once a join or a leave goes through, shown at once while
 * the server is asked (an optimistic update). Only the viewer's membership and the action
 * button change: the member count waits for the server's answer, which replaces all of it.
 */
import type { ClubPage, MembershipResult } from '@contracts/clubs';

export type MembershipChange = 'join' | 'leave';

export function expectedAfter(page: ClubPage, change: MembershipChange, now: Date): ClubPage {
  const open = page.club.visibility === 'public';
  const nothing = { join: false, request: false, cancelRequest: false, leave: false };
  if (change === 'join')
    return {
      ...page,
      club: {
        ...page.club,
        membership: {
          role: 'member',
          status: open ? 'approved' : 'pending',
          since: now.toISOString(),
        },
      },
      joinRefusal: open ? 'member' : 'pending',
      abilities: { ...page.abilities, ...nothing, leave: open, cancelRequest: !open },
    };
  return {
    ...page,
    club: { ...page.club, membership: null },
    joinRefusal: null,
    abilities: { ...page.abilities, ...nothing, join: open, request: !open },
  };
}

/** The page with the server's answer to a join or a leave in place. */
export function withMembershipResult(page: ClubPage, result: MembershipResult): ClubPage {
  return {
    ...page,
    club: { ...page.club, membership: result.membership, memberCount: result.memberCount },
    joinRefusal: result.joinRefusal,
    abilities: result.abilities,
  };
}
