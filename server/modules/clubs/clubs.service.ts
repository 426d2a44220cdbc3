/**
 * Book clubs themselves (issue 11): a club's page, finding clubs, "my clubs", and creating,
 * changing and deleting a club. Who is in a club and what hosts do to members is
 * membership.service.ts.
 */
import type { BookSummary } from '../../../contracts/books.js';
import {
  clubMessages,
  clubNotificationTitles,
  clubNotificationTypes,
  type ClubPage,
  type ClubPerson,
  type CreateClub,
  type UpdateClub,
} from '../../../contracts/clubs.js';
import { clubAdminNotices } from '../../../contracts/club-admin-constants.js';
import { paths } from '../../../contracts/paths.js';
import type { Permission } from '../../../contracts/roles.js';
import { slugOrFingerprint } from '../../../contracts/slug.js';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { errors } from '../../platform/errors.js';
import type { OutgoingNotification } from '../notifications/notifications.service.js';
import {
  canSeeClub,
  clubAbilities,
  clubViewerOf,
  deletionConfirmed,
  pricePerMonthOf,
  priceRefusal,
  withoutStaff,
  type ClubViewer,
} from './clubs.policy.js';
import type { ClubBillingPort } from './club-billing.js';
import type { PaidClubsPort } from './paid-memberships.js';
import { clubStateOf } from './clubs.presenter.js';
import {
  deleteClub,
  findClubById,
  lockClub,
  updateClub,
  type ClubChange,
  type ClubRow,
} from './clubs.queries.js';
import { clubBooks } from './club-books.js';
import { plainClubText } from './club-text.js';
import { createClubInTransaction } from './create-club.js';
import { slugRegistry } from '../../platform/slugs/slug-registry.js';
import { approvedMemberIds, countPayingMembers, findMembership } from './memberships.queries.js';
import type { ClubPages } from './club-page.js';

export interface ClubsDeps {
  db: Db;
  clock: Clock;
  /** Paid clubs (issue 12), lent by payments; without it every club is free. */
  paidClubs?: PaidClubsPort;
  /** A member's own paid memberships (issue 12), lent by payments. */
  clubBilling?: ClubBillingPort;
  /** Catalogue summaries of works, in the order asked (the books module). */
  bookSummaries: (workIds: string[]) => Promise<BookSummary[]>;
  /** Public names of members (the profiles module). */
  publicNames: (ids: string[]) => Promise<ClubPerson[]>;
  /** The notifications service's `send`, in the caller's transaction. */
  notify: (outgoing: OutgoingNotification[], tx: Db) => Promise<void>;
  /**
   * After a club turned public or private, on that change's transaction: who reads its forum
   * community follows (reading-plan.service `syncForumReaders`).
   */
  visibilityChanged?: (club: ClubRow, tx: Db) => Promise<void>;
}

export type ClubsService = ReturnType<typeof createClubsService>;

/** The club as the viewer may see it, or a 404. */
export function seenOr404(viewer: ClubViewer, row: ClubRow | null): ClubRow {
  if (!row || !canSeeClub(viewer, clubStateOf(row))) throw errors.notFound('That club');
  return row;
}

/** What the audit log keeps of a club before and after a staff change. */
function auditedFields(row: ClubRow) {
  const {
    searchText: _search,
    searchWords: _words,
    createdAt: _created,
    updatedAt: _updated,
    ...fields
  } = row;
  return fields;
}

export function createClubsService(deps: ClubsDeps, pages: ClubPages) {
  const { db, clock } = deps;
  const books = clubBooks(deps.bookSummaries);

  /** The page of a club just written, presented afresh. */
  async function pageOf(viewer: ClubViewer, row: ClubRow): Promise<ClubPage> {
    const membership = viewer.userId ? await findMembership(db, row.id, viewer.userId) : null;
    return pages.present(viewer, row, membership);
  }

  /** The club at `slug` with the viewer's membership, or the 404 the page answers. */
  async function findPage(viewer: ClubViewer, slug: string) {
    const found = await pages.find(slug, viewer);
    if (found && !canSeeClub(viewer, clubStateOf(found.club)))
      throw errors.notFound('That club', { suspended: true });
    if (!found) throw errors.notFound('That club', await movedClub(viewer, slug));
    return found;
  }

  /** Where a club named by an old slug is now, for a 404's details; undefined when none is. */
  async function movedClub(viewer: ClubViewer, slug: string) {
    const owner = await slugRegistry.resolve(db, slug);
    if (owner?.kind !== 'club') return undefined;
    const club = await findClubById(db, owner.targetId);
    return club && canSeeClub(viewer, clubStateOf(club))
      ? { movedTo: paths.club(club.slug) }
      : undefined;
  }

  /** A price needs the owner on the Club Host plan (the paid_clubs entitlement). */
  async function refuseUnlessMayPrice(ownerId: string, monthlyPrice: number | null | undefined) {
    if (monthlyPrice === null || monthlyPrice === undefined) return;
    const entitled = deps.paidClubs ? await deps.paidClubs.entitled(ownerId) : false;
    if (priceRefusal(monthlyPrice, entitled))
      throw errors.forbidden(clubMessages.paidClubsNeedClubHost);
  }

  /** The club behind `id` with the viewer's membership, refusing unless `allowed` says yes. */
  async function authorized(
    viewer: ClubViewer,
    id: string,
    allowed: (abilities: ReturnType<typeof clubAbilities>) => boolean,
  ) {
    const row = seenOr404(viewer, await findClubById(db, id));
    const membership = viewer.userId ? await findMembership(db, id, viewer.userId) : null;
    if (!allowed(clubAbilities(viewer, clubStateOf(row), membership))) throw errors.forbidden();
    return { row, membership };
  }

  return {
    /** Who is asking: a visitor, or a member with their staff permissions over clubs. */
    async viewer(userId: string | null, permissions: Promise<ReadonlySet<Permission>>) {
      return clubViewerOf(userId, await permissions);
    },

    /**
     * The club's page (club-page.ts). A suspended club's 404 says so (its page tells its
     * members why); an old slug of a renamed club, or the slug in another case, is a 404 that
     * says where the club is now (`movedTo`), so its page and its head move there (decision 0018).
     */
    async page(viewer: ClubViewer, slug: string): Promise<ClubPage> {
      const found = await findPage(viewer, slug);
      return pages.present(viewer, found.club, found.membership, found.version);
    },

    /** The club's page as the JSON the API sends (a visitor's is kept whole). */
    async pageJson(viewer: ClubViewer, slug: string): Promise<Buffer> {
      return pages.json(viewer, await findPage(viewer, slug));
    },

    /** The slug behind a legacy /club/{id} link (SPEC §7 "GET book_clubs slug by id"). */
    async slugById(viewer: ClubViewer, id: string): Promise<{ slug: string }> {
      return { slug: seenOr404(viewer, await findClubById(db, id)).slug };
    },

    /** Creates the club and its owner's membership together, or neither. */
    async create(viewer: ClubViewer, given: CreateClub): Promise<ClubPage> {
      if (!viewer.userId) throw errors.unauthenticated();
      const input = plainClubText(given);
      await refuseUnlessMayPrice(viewer.userId, input.monthlyPrice);
      const book = await books.orRefuse(input.currentBookId);
      const base = slugOrFingerprint(input.name, 'club');
      const created = await db.transaction((tx) =>
        createClubInTransaction(tx, {
          ownerId: viewer.userId as string,
          input,
          baseSlug: base,
          bookTitle: book?.title ?? null,
          now: clock.now(),
        }),
      );
      // Read again: the owner's membership has counted them in since the insert.
      return pageOf(viewer, seenOr404(viewer, await findClubById(db, created.id)));
    },

    async update(
      viewer: ClubViewer,
      id: string,
      given: UpdateClub,
      ipAddress: string,
    ): Promise<ClubPage> {
      const { row: club, membership } = await authorized(viewer, id, (can) => can.edit);
      const input = plainClubText(given);
      // The owner's plan decides, whoever edits (a moderator, or staff); the price the club has
      // already may be sent back unchanged with any other edit.
      if (
        input.monthlyPrice !== undefined &&
        pricePerMonthOf(input.monthlyPrice) !== club.pricePerMonth
      )
        await refuseUnlessMayPrice(club.ownerId, input.monthlyPrice);
      const book =
        input.currentBookId !== undefined ? await books.orRefuse(input.currentBookId) : undefined;
      const updated = await db.transaction(async (tx) => {
        const before = await lockClub(tx, id);
        if (!before) throw errors.notFound('That club');
        const limit = input.memberLimit;
        if (limit != null && limit < before.memberCount)
          throw errors.validation(clubMessages.memberLimitBelowCount, [
            { path: ['memberLimit'], message: clubMessages.memberLimitBelowCount },
          ]);
        const { outsiderView, currentBookId, monthlyPrice, ...plain } = input;
        const change: ClubChange = { ...plain, updatedAt: clock.now() };
        // A new price is for members who join from now on (clubPriceNotes); a paid club
        // becomes free only once no one pays for it.
        if (monthlyPrice !== undefined) {
          if (
            monthlyPrice === null &&
            before.clubType === 'paid' &&
            (await countPayingMembers(tx, id)) > 0
          )
            throw errors.conflict(clubMessages.freeWhileMembersPay);
          change.clubType = monthlyPrice === null ? 'free' : 'paid';
          change.pricePerMonth = pricePerMonthOf(monthlyPrice);
        }
        // A new name moves the club to its slug; the old one keeps redirecting (decision 0018).
        if (input.name !== undefined && input.name !== before.name)
          change.slug = await slugRegistry.renameFirstFree(tx, {
            kind: 'club',
            targetId: id,
            slug: slugOrFingerprint(input.name, 'club'),
          });
        if (book !== undefined) {
          change.currentBookId = currentBookId ?? null;
          change.currentBookTitle = book?.title ?? null;
        }
        if (outsiderView?.description !== undefined)
          change.showDescription = outsiderView.description;
        if (outsiderView?.currentBook !== undefined)
          change.showCurrentBook = outsiderView.currentBook;
        if (outsiderView?.rules !== undefined) change.showRules = outsiderView.rules;
        if (outsiderView?.members !== undefined) change.showMembers = outsiderView.members;
        const after = await updateClub(tx, id, change);
        if (after.visibility !== before.visibility) await deps.visibilityChanged?.(after, tx);
        if (!clubAbilities(withoutStaff(viewer), clubStateOf(before), membership).edit)
          await recordAudit(tx, {
            actorId: viewer.userId,
            action: 'clubs.update',
            targetType: 'club',
            targetId: id,
            before: auditedFields(before),
            after: auditedFields(after),
            ipAddress,
          });
        return after;
      });
      return pageOf(viewer, updated);
    },

    /**
     * Deletes the club once its name is typed back; its members are told — by staff deleting
     * it from the back-office, why (`staff.reason`).
     */
    async remove(
      viewer: ClubViewer,
      id: string,
      confirmName: string,
      ipAddress: string,
      staff: { reason: string } = { reason: '' },
    ) {
      const { row, membership } = await authorized(viewer, id, (can) => can.delete);
      if (!deletionConfirmed(row.name, confirmName))
        throw errors.validation(clubMessages.confirmNameMismatch, [
          { path: ['confirmName'], message: clubMessages.confirmNameMismatch },
        ]);
      await db.transaction(async (tx) => {
        const locked = await lockClub(tx, id);
        if (!locked) throw errors.notFound('That club');
        // Deleted by staff, not as the owner: a staff action, audited, and told as such.
        const asMember = clubAbilities(withoutStaff(viewer), clubStateOf(locked), membership);
        const byStaff = !asMember.delete;
        const told = (await approvedMemberIds(tx, id)).filter((m) => m !== viewer.userId);
        await deps.notify(
          told.map((userId) => ({
            userId,
            type: clubNotificationTypes.clubDeleted,
            title: clubNotificationTitles.clubDeleted,
            content: byStaff
              ? clubAdminNotices.deleted(locked.name, staff.reason)
              : `“${locked.name}” was deleted by its hosts.`,
            relatedId: null,
          })),
          tx,
        );
        await deleteClub(tx, id);
        await slugRegistry.release(tx, 'club', [id]);
        if (byStaff)
          await recordAudit(tx, {
            actorId: viewer.userId,
            action: 'clubs.delete',
            targetType: 'club',
            targetId: id,
            before: { name: locked.name, slug: locked.slug, memberCount: locked.memberCount },
            after: { reason: staff.reason || null, membersTold: told.length },
            ipAddress,
          });
      });
      return row;
    },

    authorized,
  };
}
