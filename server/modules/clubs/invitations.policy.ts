/**
 * The rules of club invitations (issue 11, item 3), pure: who may make and revoke them (the
 * club's hosts — its owner and moderators — while the club is not suspended), what state an
 * invitation is in, and why a viewer may not accept one. An invitation lets its holder into a
 * private club at once; it does not open a full club, nor let a banned member back in.
 */
import type { InvitationRefusal, InvitationState } from '../../../contracts/club-invitations.js';
import { isFull, type ClubState, type ClubViewer, type MembershipState } from './clubs.policy.js';

export interface InvitationFacts {
  expiresAt: Date;
  maxUses: number | null;
  useCount: number;
  revokedAt: Date | null;
}

/** The invitation's own state at `now`, whoever looks at it. */
export function invitationState(
  invitation: InvitationFacts,
  now: Date,
): Exclude<InvitationState, 'already_member'> {
  if (invitation.revokedAt) return 'revoked';
  if (invitation.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (invitation.maxUses !== null && invitation.useCount >= invitation.maxUses) return 'used_up';
  return 'valid';
}

/** The state a viewer is shown: a member already in the club is told so first. */
export function viewedState(
  invitation: InvitationFacts,
  membership: MembershipState | null,
  now: Date,
): InvitationState {
  if (membership?.status === 'approved') return 'already_member';
  return invitationState(invitation, now);
}

/** The club's hosts (owner, moderators) make, list and revoke invitations; staff only list. */
export function invitationAbilities(
  viewer: ClubViewer,
  club: Pick<ClubState, 'suspended' | 'paid'>,
  membership: MembershipState | null,
) {
  // A paid club is joined by paying (issue 12): an invitation would be a way in without it.
  const host =
    viewer.userId !== null &&
    !club.suspended &&
    club.paid !== true &&
    membership?.status === 'approved' &&
    membership.role !== 'member';
  return { create: host, revoke: host, list: host || viewer.staff.view };
}

/** Why the viewer cannot accept the invitation now; null when they can. */
export function acceptRefusal(
  viewer: ClubViewer,
  club: ClubState,
  invitation: InvitationFacts,
  membership: MembershipState | null,
  now: Date,
): InvitationRefusal | null {
  if (club.suspended || club.paid) return 'unavailable';
  const state = viewedState(invitation, membership, now);
  if (state !== 'valid') return state;
  if (!viewer.userId) return 'signedOut';
  if (membership?.status === 'banned') return 'banned';
  if (isFull(club)) return 'full';
  return null;
}

/** Whether an invitation addressed to `invitedEmail` is the member's, by their verified e-mail. */
export function addressedTo(invitedEmail: string | null, memberEmail: string | null): boolean {
  return (
    invitedEmail !== null &&
    memberEmail !== null &&
    invitedEmail.toLowerCase() === memberEmail.toLowerCase()
  );
}
