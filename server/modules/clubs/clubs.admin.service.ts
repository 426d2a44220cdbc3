/**
 * The clubs back-office (issue 11, item 8): every club listed for staff, one club whole with
 * the staff actions on it, and what staff do to a club — edit and delete through the club's
 * own use cases (so the rules, the notices and the audit entries are the same wherever it is
 * done), suspend and restore here. Every action is audited in the transaction that makes it.
 */
import {
  adminClubActionsShown,
  adminClubsPerPage,
  clubAdminNotices,
  clubAdminNotificationTitles,
  clubAdminNotificationTypes,
  type AdminClubDetail,
  type AdminClubs,
  type AdminClubsQuery,
  type AdminUpdateClub,
} from '../../../contracts/clubs-admin.js';
import { recentAuditEntriesFor, recordAudit } from '../../platform/audit/audit.js';
import { stripHtml } from '../../platform/content.js';
import { errors } from '../../platform/errors.js';
import {
  adminClubAbilities,
  canReadAdminClubs,
  suspensionRefusal,
  type SuspensionChange,
} from './clubs.admin.policy.js';
import { presentAdminClub, presentAdminDetail } from './clubs.admin.presenter.js';
import { countStaffClubs, membershipCounts, staffClubs } from './clubs.admin.queries.js';
import type { ClubViewer } from './clubs.policy.js';
import { findClubById, lockClub, updateClub, type ClubRow } from './clubs.queries.js';
import type { ClubsDeps, ClubsService } from './clubs.service.js';
import { approvedMemberIds, hostsOf } from './memberships.queries.js';

export interface ClubsAdminDeps extends ClubsDeps {
  /** The member behind a username, any case (the profiles module). */
  findMember: (username: string) => Promise<{ id: string } | null>;
}

export type ClubsAdminService = ReturnType<typeof createClubsAdminService>;

/** Name words as the list matches them: lower-case, each once, at most eight. */
function wordsOf(q: string): string[] {
  return [...new Set(q.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 8);
}

const emptyPage = (page: number): AdminClubs => ({ clubs: [], page, pageCount: 1, total: 0 });

export function createClubsAdminService(deps: ClubsAdminDeps, clubs: ClubsService) {
  const { db, clock } = deps;

  const namesOf = async (ids: (string | null)[]) =>
    new Map(
      (await deps.publicNames(ids.filter((id): id is string => id !== null))).map((p) => [p.id, p]),
    );

  function mayRead(viewer: ClubViewer) {
    if (!canReadAdminClubs(viewer)) throw errors.forbidden();
  }

  async function detailOf(viewer: ClubViewer, row: ClubRow): Promise<AdminClubDetail> {
    const [hosts, memberships, staffActions] = await Promise.all([
      hostsOf(db, row.id),
      membershipCounts(db, row.id),
      recentAuditEntriesFor(db, row.id, adminClubActionsShown),
    ]);
    const people = await namesOf([row.ownerId, row.suspendedBy, ...hosts.map((h) => h.userId)]);
    return presentAdminDetail({ row, viewer, people, hosts, memberships, staffActions });
  }

  async function detail(viewer: ClubViewer, id: string): Promise<AdminClubDetail> {
    mayRead(viewer);
    const row = await findClubById(db, id);
    if (!row) throw errors.notFound('That club');
    return detailOf(viewer, row);
  }

  /** Suspends or restores the club under its row lock; its members are told, staff audited. */
  async function changeSuspension(
    viewer: ClubViewer,
    id: string,
    change: SuspensionChange,
    reasonTyped: string,
    ipAddress: string,
  ): Promise<AdminClubDetail> {
    const reason = stripHtml(reasonTyped).trim();
    const updated = await db.transaction(async (tx) => {
      const before = await lockClub(tx, id);
      if (!before) throw errors.notFound('That club');
      const abilities = adminClubAbilities(viewer, { suspended: before.suspendedAt !== null });
      if (!(change === 'suspend' ? abilities.suspend : abilities.unsuspend)) {
        const refusal = suspensionRefusal(before.suspendedAt !== null, change);
        throw refusal && abilities.edit ? errors.conflict(refusal) : errors.forbidden();
      }
      const suspending = change === 'suspend';
      const after = await updateClub(tx, id, {
        suspendedAt: suspending ? clock.now() : null,
        suspensionReason: suspending ? reason : null,
        suspendedBy: suspending ? viewer.userId : null,
      });
      const told = (await approvedMemberIds(tx, id)).filter((m) => m !== viewer.userId);
      await deps.notify(
        told.map((userId) => ({
          userId,
          type: clubAdminNotificationTypes[change === 'suspend' ? 'suspended' : 'unsuspended'],
          title: clubAdminNotificationTitles[change === 'suspend' ? 'suspended' : 'unsuspended'],
          content: suspending
            ? clubAdminNotices.suspended(before.name, reason)
            : clubAdminNotices.unsuspended(before.name),
          // A suspended club's page is a 404 to its members: theirs leads to the club list.
          relatedId: suspending ? null : before.slug,
        })),
        tx,
      );
      await recordAudit(tx, {
        actorId: viewer.userId,
        action: `clubs.${change}`,
        targetType: 'club',
        targetId: id,
        before: { suspendedAt: before.suspendedAt, reason: before.suspensionReason },
        after: { suspendedAt: after.suspendedAt, reason: reason || null, membersTold: told.length },
        ipAddress,
      });
      return after;
    });
    return detailOf(viewer, updated);
  }

  return {
    /** A page of the clubs that match, with the page count. */
    async list(viewer: ClubViewer, query: AdminClubsQuery): Promise<AdminClubs> {
      mayRead(viewer);
      const ownerName = query.owner.replace(/^@/, '');
      const owner = ownerName ? await deps.findMember(ownerName) : null;
      if (ownerName && !owner) return emptyPage(query.page);
      const filters = {
        words: wordsOf(query.q),
        ownerId: owner?.id ?? null,
        category: query.category === 'All' ? null : query.category,
        visibility: query.visibility,
        state: query.state,
        sort: query.sort,
      };
      const offset = (query.page - 1) * adminClubsPerPage;
      const [rows, total] = await Promise.all([
        staffClubs(db, filters, adminClubsPerPage, offset),
        countStaffClubs(db, filters),
      ]);
      const people = await namesOf(rows.map((row) => row.ownerId));
      return {
        clubs: rows.map((row) => presentAdminClub(row, people)),
        page: query.page,
        pageCount: Math.max(1, Math.ceil(total / adminClubsPerPage)),
        total,
      };
    },

    detail,

    /** Changes the club through its own update, which audits a staff member's change. */
    async update(viewer: ClubViewer, id: string, input: AdminUpdateClub, ipAddress: string) {
      await clubs.update(viewer, id, input, ipAddress);
      return detail(viewer, id);
    },

    suspend: (viewer: ClubViewer, id: string, reason: string, ipAddress: string) =>
      changeSuspension(viewer, id, 'suspend', reason, ipAddress),

    unsuspend: (viewer: ClubViewer, id: string, note: string, ipAddress: string) =>
      changeSuspension(viewer, id, 'unsuspend', note, ipAddress),

    /** Deletes the club through its own use case; its members are told why. */
    async remove(
      viewer: ClubViewer,
      id: string,
      body: { confirmName: string; reason: string },
      ipAddress: string,
    ): Promise<ClubRow> {
      const reason = stripHtml(body.reason).trim();
      return clubs.remove(viewer, id, body.confirmName, ipAddress, { reason });
    },
  };
}
