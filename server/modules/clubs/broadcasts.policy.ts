/**
 * The rules of club announcements (issue 11, item 6), pure: the club's hosts post them while
 * the club is not suspended; whoever sees inside the club (anyone for a public club, members
 * and staff for a private one) reads them.
 */
import {
  canViewInside,
  type ClubState,
  type ClubViewer,
  type MembershipState,
} from './clubs.policy.js';

export function broadcastAbilities(
  viewer: ClubViewer,
  club: Pick<ClubState, 'visibility' | 'suspended'>,
  membership: MembershipState | null,
) {
  const host =
    viewer.userId !== null &&
    !club.suspended &&
    membership?.status === 'approved' &&
    membership.role !== 'member';
  return { post: host, read: canViewInside(viewer, club, membership) };
}

/** A message's first words, on one line, for a notification. */
export function excerpt(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
