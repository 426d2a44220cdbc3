/**
 * Who is in a club (issue 11, item 2): joining, asking to join, leaving, and the
 * member lists (what hosts do to members is host-actions.service.ts). Every change of a membership holds a row lock on the club while it reads the count,
 * the limit and the membership and writes, so concurrent joins and leaves take turns; the
 * count itself follows the memberships by a trigger (migration clubs_member_count), so it is
 * right however a membership goes, an account's deletion included.
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
import { type AppError, errors } from '../../platform/errors.js';
import { canListMembers, clubAbilities, joinRefusal, type ClubViewer } from './clubs.policy.js';
import { clubStateOf, presentMember, presentMembershipResult } from './clubs.presenter.js';
import { findClubById, lockClub } from './clubs.queries.js';
import { seenOr404, type ClubsDeps } from './clubs.service.js';
import {
  approvedAmong,
  deleteMembership,
  findMembership,
  hostsOf,
  listMembers,
  saveMembership,
} from './memberships.queries.js';

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

export type MembershipService = ReturnType<typeof createMembershipService>;

export function createMembershipService(deps: ClubsDeps) {
  const { db, clock } = deps;

  async function resultFor(viewer: ClubViewer, id: string): Promise<MembershipResult> {
    const row = seenOr404(viewer, await findClubById(db, id));
    const membership = viewer.userId ? await findMembership(db, id, viewer.userId) : null;
    return presentMembershipResult(row, membership, viewer);
  }

  return {
    /** Of `userIds`, those who are approved members of the club (the forum asks, decision 0020). */
    approvedAmong: (clubId: string, userIds: string[]) => approvedAmong(db, clubId, userIds),

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
        // A paid club's membership is made only by its paid event (paid-memberships.ts).
        if (clubStateOf(club).paid) throw errors.conflict(clubMessages.payToJoin);
        const now = clock.now();
        if (club.visibility === 'public') {
          await saveMembership(tx, { clubId: id, userId, role: 'member', status: 'approved', now });
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
      // A paying member's subscription stops renewing first (it runs to the end of the month
      // paid for): if the provider cannot be told, they stay in and may try again.
      const before = await findMembership(db, id, userId);
      if (before?.paymentStanding && before.role !== 'owner' && deps.paidClubs)
        await deps.paidClubs.cancel(userId, id);
      await db.transaction(async (tx) => {
        const club = await lockClub(tx, id);
        if (!club) throw errors.notFound('That club');
        const membership = await findMembership(tx, id, userId);
        const abilities = clubAbilities(viewer, clubStateOf(club), membership);
        if (membership?.role === 'owner') throw errors.conflict(clubMessages.ownerMustTransfer);
        if (!abilities.leave && !abilities.cancelRequest)
          throw errors.conflict(clubMessages.notMember);
        await deleteMembership(tx, id, userId);
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
  };
}
