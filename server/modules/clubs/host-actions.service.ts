/**
 * What hosts (and staff with clubs_edit) do to a club's members (issue 11, items 1 and 2):
 * answering requests, naming moderators, removing, banning and handing the club over. Each
 * runs under the club's row lock (see membership.service.ts), checks the viewer may do it to
 * that member, and tells the member where the issue asks for it.
 */
import {
  clubMessages,
  clubNotificationTitles,
  clubNotificationTypes,
} from '../../../contracts/clubs.js';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/database.js';
import { errors } from '../../platform/errors.js';
import {
  clubAbilities,
  isFull,
  memberAbilities,
  withoutStaff,
  type ClubState,
  type ClubViewer,
} from './clubs.policy.js';
import { clubStateOf } from './clubs.presenter.js';
import { findClubById, lockClub, updateClub, type ClubRow } from './clubs.queries.js';
import { seenOr404, type ClubsDeps } from './clubs.service.js';
import {
  deleteMembership,
  findMembership,
  setMembership,
  type MembershipRow,
} from './memberships.queries.js';

type MemberAction = keyof ReturnType<typeof memberAbilities>;

/** Why an action on a member is refused when the viewer may act on members at all. */
function targetError(
  action: MemberAction,
  viewerId: string,
  target: MembershipRow | null,
  club: ClubState,
) {
  if (target?.userId === viewerId) return errors.forbidden(clubMessages.cannotActOnSelf);
  const status = target?.status;
  switch (action) {
    case 'approve':
    case 'decline':
      if (status !== 'pending') return errors.conflict(clubMessages.noSuchRequest);
      break;
    case 'unban':
      if (status !== 'banned') return errors.conflict(clubMessages.notBanned);
      break;
    case 'makeOwner':
      if (status !== 'approved') return errors.conflict(clubMessages.transferToMember);
      if (club.paid) return errors.conflict(clubMessages.paidClubTransfer);
      break;
    case 'ban':
      if (!target) return errors.conflict(clubMessages.noSuchMember);
      if (status === 'banned') return errors.conflict(clubMessages.alreadyBanned);
      break;
    default:
      if (status !== 'approved') return errors.conflict(clubMessages.noSuchMember);
      if (action === 'promote' && target?.role !== 'member')
        return errors.conflict(clubMessages.alreadyHost);
      if (action === 'demote' && target?.role !== 'moderator')
        return errors.conflict(clubMessages.notModerator);
  }
  return errors.forbidden(clubMessages.cannotActOnHost);
}

/** Which club ability an action on a member needs at all. */
const needs: Record<MemberAction, keyof ReturnType<typeof clubAbilities>> = {
  approve: 'manageRequests',
  decline: 'manageRequests',
  remove: 'removeMembers',
  ban: 'banMembers',
  unban: 'banMembers',
  promote: 'manageModerators',
  demote: 'manageModerators',
  makeOwner: 'transferOwnership',
};

export type HostActionsService = ReturnType<typeof createHostActionsService>;

export function createHostActionsService(deps: ClubsDeps) {
  const { db, clock } = deps;

  /**
   * Runs `write` on a member of the club under the club's row lock, once the viewer may do
   * `action` to them; staff acting by permission are audited.
   */
  async function onMember(
    viewer: ClubViewer,
    id: string,
    userId: string,
    action: MemberAction,
    ipAddress: string,
    write: (tx: Db, club: ClubRow, target: MembershipRow) => Promise<void>,
  ): Promise<void> {
    if (!viewer.userId) throw errors.unauthenticated();
    const actorId = viewer.userId;
    seenOr404(viewer, await findClubById(db, id));
    await db.transaction(async (tx) => {
      const club = await lockClub(tx, id);
      if (!club) throw errors.notFound('That club');
      const [mine, target] = await Promise.all([
        findMembership(tx, id, actorId),
        findMembership(tx, id, userId),
      ]);
      const state = clubStateOf(club);
      if (!clubAbilities(viewer, state, mine)[needs[action]]) throw errors.forbidden();
      if (!target || !memberAbilities(viewer, state, mine, target)[action])
        throw targetError(action, actorId, target, state);
      await write(tx, club, target);
      // Staff acting by permission rather than by their place in the club leave a record.
      if (!memberAbilities(withoutStaff(viewer), state, mine, target)[action])
        await recordAudit(tx, {
          actorId,
          action: `clubs.${action}`,
          targetType: 'club_membership',
          targetId: id,
          before: { userId, role: target.role, status: target.status },
          ipAddress,
        });
    });
  }

  /** Tells a member about their club, in the transaction that made the change. */
  function tell(
    tx: Db,
    userId: string,
    club: ClubRow,
    kind: 'requestApproved' | 'requestDeclined' | 'ownershipTransferred',
  ) {
    const content = {
      requestApproved: `Welcome to “${club.name}”! You can now take part in the club.`,
      requestDeclined: `The hosts of “${club.name}” did not accept your request this time.`,
      ownershipTransferred: `“${club.name}” is now yours to run.`,
    }[kind];
    return deps.notify(
      [
        {
          userId,
          type: clubNotificationTypes[kind],
          title: clubNotificationTitles[kind],
          content,
          relatedId: club.slug,
        },
      ],
      tx,
    );
  }

  return {
    /** Lets in a member who asked; refused politely when the club filled up meanwhile. */
    approve: (viewer: ClubViewer, id: string, userId: string, ip: string) =>
      onMember(viewer, id, userId, 'approve', ip, async (tx, club) => {
        if (isFull(club)) throw errors.conflict(clubMessages.full);
        await setMembership(tx, id, userId, { status: 'approved' }, clock.now());
        await tell(tx, userId, club, 'requestApproved');
      }),

    decline: (viewer: ClubViewer, id: string, userId: string, ip: string) =>
      onMember(viewer, id, userId, 'decline', ip, async (tx, club) => {
        await setMembership(tx, id, userId, { status: 'declined' }, clock.now());
        await tell(tx, userId, club, 'requestDeclined');
      }),

    setRole: (
      viewer: ClubViewer,
      id: string,
      userId: string,
      role: 'moderator' | 'member',
      ip: string,
    ) =>
      onMember(viewer, id, userId, role === 'moderator' ? 'promote' : 'demote', ip, async (tx) => {
        const now = clock.now();
        await setMembership(tx, id, userId, { role }, now);
        // The page lists its hosts: touching the row renews the version its kept parts are
        // checked against (club-page.ts). Other changes of hosts change the member count.
        await updateClub(tx, id, { updatedAt: now });
      }),

    remove: (viewer: ClubViewer, id: string, userId: string, ip: string) =>
      onMember(viewer, id, userId, 'remove', ip, (tx) => deleteMembership(tx, id, userId)),

    /** Removes someone (member, request or not) and keeps them from joining again. */
    ban: (viewer: ClubViewer, id: string, userId: string, ip: string) =>
      onMember(viewer, id, userId, 'ban', ip, (tx) =>
        setMembership(tx, id, userId, { role: 'member', status: 'banned' }, clock.now()),
      ),

    unban: (viewer: ClubViewer, id: string, userId: string, ip: string) =>
      onMember(viewer, id, userId, 'unban', ip, (tx) => deleteMembership(tx, id, userId)),

    /** Hands the club to a member; the old owner stays on as a moderator. */
    transferOwnership: (viewer: ClubViewer, id: string, userId: string, ip: string) =>
      onMember(viewer, id, userId, 'makeOwner', ip, async (tx, club) => {
        const now = clock.now();
        await setMembership(tx, id, viewer.userId as string, { role: 'moderator' }, now);
        await setMembership(tx, id, userId, { role: 'owner' }, now);
        await updateClub(tx, id, { ownerId: userId, updatedAt: now });
        await tell(tx, userId, club, 'ownershipTransferred');
      }),
  };
}
