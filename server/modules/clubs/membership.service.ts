/**
 * Who is in a club (issue 11, item 2): joining, asking to join, leaving, and what hosts do to
 * members. Every change that moves `member_count` holds a row lock on the club while it reads
 * the count, the limit and the membership and writes them, so concurrent joins and leaves take
 * turns and the count is always the number of approved members.
 */
import {
  clubMembersPerPage,
  clubMessages,
  clubNotificationTitles,
  clubNotificationTypes,
  type ClubMemberPage,
  type JoinRefusal,
  type MemberListStatus,
  type MembershipResult,
} from '../../../contracts/clubs.js';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/database.js';
import { type AppError, errors } from '../../platform/errors.js';
import {
  canListMembers,
  clubAbilities,
  isFull,
  joinRefusal,
  memberAbilities,
  withoutStaff,
  type ClubViewer,
} from './clubs.policy.js';
import { clubStateOf, presentMember, presentMembershipResult } from './clubs.presenter.js';
import {
  addToMemberCount,
  findClubById,
  lockClub,
  updateClub,
  type ClubRow,
} from './clubs.queries.js';
import { seenOr404, type ClubsDeps } from './clubs.service.js';
import {
  deleteMembership,
  findMembership,
  hostsOf,
  listMembers,
  saveMembership,
  setMembership,
  type MembershipRow,
} from './memberships.queries.js';

type MemberAction = keyof ReturnType<typeof memberAbilities>;

/** The error for each reason a join is refused. */
function refusalError(refusal: JoinRefusal): AppError {
  switch (refusal) {
    case 'member':
      return errors.conflict(clubMessages.alreadyMember);
    case 'pending':
      return errors.conflict(clubMessages.alreadyRequested);
    case 'banned':
      return errors.forbidden(clubMessages.banned);
    case 'full':
      return errors.conflict(clubMessages.full);
    case 'suspended':
      return errors.notFound('That club');
    case 'signedOut':
      return errors.unauthenticated();
  }
}

/** Why an action on a member is refused when the viewer may act on members at all. */
function targetError(action: MemberAction, viewerId: string, target: MembershipRow | null) {
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

export type MembershipService = ReturnType<typeof createMembershipService>;

export function createMembershipService(deps: ClubsDeps) {
  const { db, clock } = deps;

  async function resultFor(viewer: ClubViewer, id: string): Promise<MembershipResult> {
    const row = seenOr404(viewer, await findClubById(db, id));
    const membership = viewer.userId ? await findMembership(db, id, viewer.userId) : null;
    return presentMembershipResult(row, membership, viewer);
  }

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
        throw targetError(action, actorId, target);
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
    /** Joins a public club at once, or asks to join a private one (its hosts are told). */
    async join(viewer: ClubViewer, id: string): Promise<MembershipResult> {
      if (!viewer.userId) throw errors.unauthenticated();
      const userId = viewer.userId;
      seenOr404(viewer, await findClubById(db, id));
      await db.transaction(async (tx) => {
        const club = await lockClub(tx, id);
        if (!club) throw errors.notFound('That club');
        const membership = await findMembership(tx, id, userId);
        const refusal = joinRefusal(viewer, clubStateOf(club), membership);
        if (refusal) throw refusalError(refusal);
        const now = clock.now();
        if (club.visibility === 'public') {
          await saveMembership(tx, { clubId: id, userId, role: 'member', status: 'approved', now });
          await addToMemberCount(tx, id, 1, now);
          return;
        }
        await saveMembership(tx, { clubId: id, userId, role: 'member', status: 'pending', now });
        const hosts = await hostsOf(tx, id);
        await deps.notify(
          hosts.map((host) => ({
            userId: host.userId,
            type: clubNotificationTypes.joinRequest,
            title: clubNotificationTitles.joinRequest,
            content: `A reader asked to join “${club.name}”.`,
            relatedId: club.slug,
          })),
          tx,
        );
      });
      return resultFor(viewer, id);
    },

    /** Leaves a club, or takes back a request; the owner hands the club over first. */
    async leave(viewer: ClubViewer, id: string): Promise<MembershipResult> {
      if (!viewer.userId) throw errors.unauthenticated();
      const userId = viewer.userId;
      seenOr404(viewer, await findClubById(db, id));
      await db.transaction(async (tx) => {
        const club = await lockClub(tx, id);
        if (!club) throw errors.notFound('That club');
        const membership = await findMembership(tx, id, userId);
        const abilities = clubAbilities(viewer, clubStateOf(club), membership);
        if (membership?.role === 'owner') throw errors.conflict(clubMessages.ownerMustTransfer);
        if (!abilities.leave && !abilities.cancelRequest)
          throw errors.conflict(clubMessages.notMember);
        await deleteMembership(tx, id, userId);
        if (membership?.status === 'approved') await addToMemberCount(tx, id, -1, clock.now());
      });
      return resultFor(viewer, id);
    },

    /** A page of the club's members (hosts and staff also list requests and bans). */
    async members(
      viewer: ClubViewer,
      id: string,
      status: MemberListStatus,
      page: number,
    ): Promise<ClubMemberPage> {
      const club = seenOr404(viewer, await findClubById(db, id));
      const mine = viewer.userId ? await findMembership(db, id, viewer.userId) : null;
      if (!canListMembers(viewer, clubStateOf(club), mine, status)) throw errors.forbidden();
      const rows = await listMembers(
        db,
        id,
        status,
        clubMembersPerPage + 1,
        (page - 1) * clubMembersPerPage,
      );
      const shown = rows.slice(0, clubMembersPerPage);
      const people = new Map(
        (await deps.publicNames(shown.map((row) => row.userId))).map((p) => [p.id, p]),
      );
      return {
        members: shown.flatMap((row) => {
          const person = people.get(row.userId);
          return person ? [presentMember(row, person, club, viewer, mine)] : [];
        }),
        status,
        page,
        hasMore: rows.length > clubMembersPerPage,
      };
    },

    /** Lets in a member who asked; refused politely when the club filled up meanwhile. */
    approve: (viewer: ClubViewer, id: string, userId: string, ip: string) =>
      onMember(viewer, id, userId, 'approve', ip, async (tx, club) => {
        if (isFull(club)) throw errors.conflict(clubMessages.full);
        const now = clock.now();
        await setMembership(tx, id, userId, { status: 'approved' }, now);
        await addToMemberCount(tx, id, 1, now);
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
      onMember(viewer, id, userId, role === 'moderator' ? 'promote' : 'demote', ip, (tx) =>
        setMembership(tx, id, userId, { role }, clock.now()),
      ),

    remove: (viewer: ClubViewer, id: string, userId: string, ip: string) =>
      onMember(viewer, id, userId, 'remove', ip, async (tx) => {
        await deleteMembership(tx, id, userId);
        await addToMemberCount(tx, id, -1, clock.now());
      }),

    /** Removes someone (member, request or not) and keeps them from joining again. */
    ban: (viewer: ClubViewer, id: string, userId: string, ip: string) =>
      onMember(viewer, id, userId, 'ban', ip, async (tx, _club, target) => {
        const now = clock.now();
        await setMembership(tx, id, userId, { role: 'member', status: 'banned' }, now);
        if (target.status === 'approved') await addToMemberCount(tx, id, -1, now);
      }),

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
