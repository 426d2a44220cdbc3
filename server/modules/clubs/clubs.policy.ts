/**
 * The clubs' rules (issue 11), pure: who sees a club and how much of it, who may join or ask to,
 * and what hosts, owners and staff may do to a club and its members. Staff act through the
 * spec's permissions: clubs_view sees every club whole, clubs_edit does what an owner does
 * (but hand the club over), clubs_delete deletes.
 */
import type {
  ClubAbilities,
  ClubMember,
  ClubRole,
  ClubVisibility,
  JoinRefusal,
  MemberListStatus,
  MembershipStatus,
  OutsiderView,
} from '../../../contracts/clubs.js';
import type { Permission } from '../../../contracts/roles.js';

export interface ClubViewer {
  userId: string | null;
  staff: { view: boolean; edit: boolean; delete: boolean };
}

export const clubVisitor: ClubViewer = {
  userId: null,
  staff: { view: false, edit: false, delete: false },
};

/** The viewer behind a request: their id and what their staff permissions let them do. */
export function clubViewerOf(
  userId: string | null,
  permissions: ReadonlySet<Permission>,
): ClubViewer {
  if (!userId) return clubVisitor;
  return {
    userId,
    staff: {
      view: permissions.has('clubs_view') || permissions.has('clubs_edit'),
      edit: permissions.has('clubs_edit'),
      delete: permissions.has('clubs_delete'),
    },
  };
}

export interface ClubState {
  visibility: ClubVisibility;
  memberCount: number;
  memberLimit: number | null;
  suspended: boolean;
  outsiderView: OutsiderView;
  /** A paid club: members join by paying its monthly price (issue 12). */
  paid?: boolean;
}

export interface MembershipState {
  role: ClubRole;
  status: MembershipStatus;
}

export interface MemberTarget extends MembershipState {
  userId: string;
}

const approved = (m: MembershipState | null) => m?.status === 'approved';
const isOwner = (m: MembershipState | null) => approved(m) && m?.role === 'owner';
const isHost = (m: MembershipState | null) => approved(m) && m?.role !== 'member';

/** Every seat is taken. */
export function isFull(club: Pick<ClubState, 'memberCount' | 'memberLimit'>): boolean {
  return club.memberLimit !== null && club.memberCount >= club.memberLimit;
}

/** A suspended club is there only for staff; for anyone else it is a 404. */
export function canSeeClub(viewer: ClubViewer, club: Pick<ClubState, 'suspended'>): boolean {
  return !club.suspended || viewer.staff.view;
}

/** A public club is open to all; a private one to its members and staff. */
export function canViewInside(
  viewer: ClubViewer,
  club: Pick<ClubState, 'visibility'>,
  membership: MembershipState | null,
): boolean {
  return club.visibility === 'public' || approved(membership) || viewer.staff.view;
}

/** What of a club the viewer sees: all of it, or what its hosts show outsiders. */
export function visibleParts(
  viewer: ClubViewer,
  club: Pick<ClubState, 'visibility' | 'outsiderView'>,
  membership: MembershipState | null,
): OutsiderView {
  if (canViewInside(viewer, club, membership))
    return { description: true, currentBook: true, rules: true, members: true };
  return club.outsiderView;
}

/** Why the viewer cannot join (or ask to join) the club; null when they can. */
export function joinRefusal(
  viewer: ClubViewer,
  club: ClubState,
  membership: MembershipState | null,
): JoinRefusal | null {
  if (club.suspended) return 'suspended';
  if (!viewer.userId) return 'signedOut';
  if (membership?.status === 'approved') return 'member';
  if (membership?.status === 'pending') return 'pending';
  if (membership?.status === 'banned') return 'banned';
  // A paid club's suspended member (their payment failed past the grace) may pay again.
  if (isFull(club)) return 'full';
  return null;
}

/** What the viewer may do to the club. A suspended club leaves only staff anything to do. */
export function clubAbilities(
  viewer: ClubViewer,
  club: ClubState,
  membership: MembershipState | null,
): ClubAbilities {
  const refusal = joinRefusal(viewer, club, membership);
  const inside = canViewInside(viewer, club, membership);
  const live = !club.suspended;
  const owner = live && isOwner(membership);
  const host = live && isHost(membership);
  const staffEdit = viewer.staff.edit;
  return {
    join: refusal === null && !club.paid && club.visibility === 'public',
    request: refusal === null && !club.paid && club.visibility === 'private',
    // A paid club is joined by paying, public or private: the payment is the way in.
    payToJoin: refusal === null && club.paid === true,
    viewPayments: owner && club.paid === true,
    cancelRequest: membership?.status === 'pending',
    leave: approved(membership) && membership?.role !== 'owner',
    viewInside: inside,
    viewMembers: inside || club.outsiderView.members,
    edit: owner || staffEdit,
    manageRequests: host || staffEdit,
    removeMembers: host || staffEdit,
    banMembers: owner || staffEdit,
    manageModerators: owner || staffEdit,
    transferOwnership: owner,
    delete: owner || viewer.staff.delete,
  };
}

/** Which member lists the viewer may read: hosts and staff also see requests and bans. */
export function canListMembers(
  viewer: ClubViewer,
  club: ClubState,
  membership: MembershipState | null,
  status: MemberListStatus,
): boolean {
  const abilities = clubAbilities(viewer, club, membership);
  return status === 'approved' ? abilities.viewMembers : abilities.manageRequests;
}

/** What the viewer may do to one person of the club's lists. Nobody acts on themselves here. */
export function memberAbilities(
  viewer: ClubViewer,
  club: ClubState,
  membership: MembershipState | null,
  target: MemberTarget,
): ClubMember['abilities'] {
  const club_ = clubAbilities(viewer, club, membership);
  const self = viewer.userId === target.userId;
  const targetIn = target.status === 'approved';
  const targetOwner = targetIn && target.role === 'owner';
  // Moderators act on plain members only; the owner and staff act on anyone but the owner.
  const overHost = isOwner(membership) || viewer.staff.edit;
  const reaches = !self && !targetOwner && (target.role === 'member' || overHost);
  return {
    approve: !self && target.status === 'pending' && club_.manageRequests,
    decline: !self && target.status === 'pending' && club_.manageRequests,
    remove: reaches && targetIn && club_.removeMembers,
    ban: reaches && target.status !== 'banned' && club_.banMembers,
    unban: !self && target.status === 'banned' && club_.banMembers,
    promote: !self && targetIn && target.role === 'member' && club_.manageModerators,
    demote: !self && targetIn && target.role === 'moderator' && club_.manageModerators,
    // Members of a paid club pay its owner: it keeps its owner while it is paid.
    makeOwner: !self && targetIn && !targetOwner && club_.transferOwnership && !club.paid,
  };
}

/** Whether the name typed to confirm a deletion is the club's (spaces around it aside). */
export function deletionConfirmed(clubName: string, typed: string): boolean {
  return typed.normalize('NFC').trim() === clubName.normalize('NFC').trim();
}

/**
 * The viewer as a member only, without their staff permissions: what their place in the club
 * alone allows. An action allowed only with them is a staff action, and audited.
 */
export function withoutStaff(viewer: ClubViewer): ClubViewer {
  return { userId: viewer.userId, staff: clubVisitor.staff };
}

/** Why a price cannot be set (issue 12): a paid club needs its owner on the Club Host plan. */
export function priceRefusal(
  monthlyPrice: number | null | undefined,
  ownerHasPaidClubs: boolean,
): 'needsClubHost' | null {
  if (monthlyPrice === null || monthlyPrice === undefined) return null;
  return ownerHasPaidClubs ? null : 'needsClubHost';
}

/** A price in cents as the club's `price_per_month` column keeps it ("15.00"); null: free. */
export function pricePerMonthOf(monthlyPrice: number | null): string | null {
  return monthlyPrice === null ? null : (monthlyPrice / 100).toFixed(2);
}

/** The `price_per_month` column back in cents; null for a free club. */
export function monthlyPriceOf(pricePerMonth: string | null): number | null {
  return pricePerMonth === null ? null : Math.round(Number(pricePerMonth) * 100);
}

export type SubscriptionStatus = 'incomplete' | 'active' | 'past_due' | 'canceled';

/**
 * What a paid club's membership does when its subscription moves (the ledger's fact): made
 * active, it joins; past due, the member keeps access for the grace period and is told; paid
 * again, it is restored (never re-made: a member who left stays gone); ended, it lapses.
 */
export type PaidMembershipStep = 'join' | 'grace' | 'restore' | 'lapse' | 'none';
export function paidMembershipStep(
  status: SubscriptionStatus,
  previousStatus: SubscriptionStatus | null,
): PaidMembershipStep {
  if (status === previousStatus) return 'none';
  switch (status) {
    case 'active':
      return previousStatus === 'past_due' ? 'restore' : 'join';
    case 'past_due':
      return previousStatus === 'active' ? 'grace' : 'none';
    case 'canceled':
      return 'lapse';
    case 'incomplete':
      return 'none';
  }
}

/** Whether a membership in grace has run out of it at `now` (the grace job suspends it). */
export function graceIsOver(graceEndsAt: Date | null, now: Date): boolean {
  return graceEndsAt !== null && graceEndsAt.getTime() <= now.getTime();
}

/** Why a paid club membership's payment bought nothing (it is refunded in full). */
export type UnfulfilledReason = 'clubDeleted' | 'banned' | 'full' | 'notMember';

/**
 * Whether a payment for a paid club's membership was fulfilled, or why not: it was, when the
 * member holds the membership (approved, or suspended until they pay again); otherwise the club
 * is gone, they are banned from it, it is full (it filled up between checkout and payment), or
 * they are simply not in it (a seat freed since, or a membership that ended).
 */
export function unfulfilledReason(
  club: Pick<ClubState, 'memberCount' | 'memberLimit'> | null,
  membership: { status: string } | null,
): UnfulfilledReason | null {
  if (membership?.status === 'approved' || membership?.status === 'suspended') return null;
  if (!club) return 'clubDeleted';
  if (membership?.status === 'banned') return 'banned';
  return isFull(club) ? 'full' : 'notMember';
}
