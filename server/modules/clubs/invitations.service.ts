/**
 * Club invitations (issue 11, item 3): hosts invite by e-mail or make a shareable link with an
 * expiry and a use limit, list and revoke them; anyone with the link sees the club, and a
 * member accepts — into a private club too, at once (invitation-accept.ts counts the use in
 * the membership's transaction).
 */
import {
  invitationLimits,
  invitationMessages,
  invitationNotification,
  type AcceptedInvitation,
  type ClubInvitationList,
  type CreatedInvitation,
  type InvitationView,
  type MyInvitations,
} from '../../../contracts/club-invitations.js';
import type { z } from '../../../contracts/zod.js';
import type { createInvitationSchema } from '../../../contracts/club-invitations.js';
import { paths } from '../../../contracts/paths.js';
import { errors } from '../../platform/errors.js';
import type { MailOutbox } from '../../platform/mail/mail-queue.js';
import { hashToken, newSecretToken } from '../../platform/tokens.js';
import { clubBooks } from './club-books.js';
import type { ClubViewer } from './clubs.policy.js';
import { clubStateOf, presentCard } from './clubs.presenter.js';
import { findClubById } from './clubs.queries.js';
import { seenOr404, type ClubsDeps } from './clubs.service.js';
import { acceptInvitation } from './invitation-accept.js';
import { invitationEmail } from './invitation-email.js';
import {
  acceptRefusal,
  addressedTo,
  invitationAbilities,
  viewedState,
} from './invitations.policy.js';
import { presentInvitation } from './invitations.presenter.js';
import {
  countEmailInvitationsSince,
  findInvitationByHash,
  findInvitationById,
  insertInvitation,
  listInvitations,
  memberIdByEmail,
  openInvitationsTo,
  revokeInvitation,
  verifiedEmailOf,
} from './invitations.queries.js';
import { findMembership, membershipsOf } from './memberships.queries.js';

export interface InvitationsDeps extends ClubsDeps {
  outbox: MailOutbox;
  /** The site's address, for the links in e-mails and the ones hosts copy. */
  appUrl: string;
}

type NewInvitation = z.output<typeof createInvitationSchema>;

const day = 24 * 60 * 60 * 1000;

export type InvitationsService = ReturnType<typeof createInvitationsService>;

export function createInvitationsService(deps: InvitationsDeps) {
  const { db, clock } = deps;
  const books = clubBooks(deps.bookSummaries);
  const notFound = () => errors.notFound('That invitation');

  async function personOf(id: string | null) {
    if (!id) return null;
    const [person] = await deps.publicNames([id]);
    return person ?? null;
  }

  /** The club and the viewer's membership, refusing all but the hosts (and staff to list). */
  async function forHost(viewer: ClubViewer, clubId: string, may: 'create' | 'revoke' | 'list') {
    const club = seenOr404(viewer, await findClubById(db, clubId));
    const membership = viewer.userId ? await findMembership(db, clubId, viewer.userId) : null;
    const abilities = invitationAbilities(viewer, clubStateOf(club), membership);
    if (!abilities[may]) throw errors.forbidden();
    return { club, abilities };
  }

  return {
    /** Makes a link, or invites an address (an e-mail, and a notification if it is a member's). */
    async create(
      viewer: ClubViewer,
      clubId: string,
      body: NewInvitation,
    ): Promise<CreatedInvitation> {
      const { club } = await forHost(viewer, clubId, 'create');
      const now = clock.now();
      if (body.kind === 'email') {
        const sent = await countEmailInvitationsSince(db, club.id, new Date(now.getTime() - day));
        if (sent >= invitationLimits.emailsPerClubPerDay)
          throw errors.rateLimitedFor(day / 1000, invitationMessages.tooManyEmails);
      }
      const token = newSecretToken();
      const url = `${deps.appUrl}${paths.invite(token)}`;
      const inviter = await personOf(viewer.userId);
      const email = body.kind === 'email' ? body.email.toLowerCase() : null;
      const row = await db.transaction(async (tx) => {
        const inserted = await insertInvitation(tx, {
          clubId: club.id,
          tokenHash: hashToken(token),
          kind: body.kind,
          email,
          createdBy: viewer.userId,
          expiresAt: new Date(now.getTime() + body.expiresInDays * day),
          maxUses: body.kind === 'email' ? 1 : body.maxUses,
          createdAt: now,
        });
        const invitee = email ? await memberIdByEmail(tx, email) : null;
        const theirs = invitee ? await findMembership(tx, club.id, invitee) : null;
        if (invitee && theirs?.status !== 'approved' && theirs?.status !== 'banned') {
          await deps.notify(
            [
              {
                userId: invitee,
                type: invitationNotification.type,
                title: invitationNotification.title,
                content: `@${inviter?.username ?? 'A host'} invited you to join “${club.name}”.`,
                relatedId: club.slug,
              },
            ],
            tx,
          );
        }
        return inserted;
      });
      if (email)
        await deps.outbox.send(
          invitationEmail(club.name, email, url, inviter?.fullName || 'A reader'),
        );
      return { invitation: presentInvitation(row, inviter, true, now), url };
    },

    /** The club's invitations, newest first, for its hosts (and staff who may view clubs). */
    async list(viewer: ClubViewer, clubId: string): Promise<ClubInvitationList> {
      const { club, abilities } = await forHost(viewer, clubId, 'list');
      const rows = await listInvitations(db, club.id, invitationLimits.listed);
      const creators = [...new Set(rows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])))];
      const people = new Map((await deps.publicNames(creators)).map((p) => [p.id, p]));
      const now = clock.now();
      return {
        invitations: rows.map((row) =>
          presentInvitation(
            row,
            (row.createdBy && people.get(row.createdBy)) || null,
            abilities.revoke,
            now,
          ),
        ),
        abilities: { create: abilities.create },
      };
    },

    /** Revokes an invitation of the club: its link stops working at once. */
    async revoke(viewer: ClubViewer, clubId: string, invitationId: string): Promise<void> {
      const { club } = await forHost(viewer, clubId, 'revoke');
      if (await revokeInvitation(db, club.id, invitationId, clock.now())) return;
      const row = await findInvitationById(db, invitationId);
      if (row?.clubId === club.id) throw errors.conflict(invitationMessages.alreadyRevoked);
      throw notFound();
    },

    /** `/invite/:token`: the club, the invitation's state, and whether the viewer may accept. */
    async view(viewer: ClubViewer, token: string): Promise<InvitationView> {
      const row = await findInvitationByHash(db, hashToken(token));
      const club = row ? await findClubById(db, row.clubId) : null;
      if (!row || !club) throw notFound();
      const now = clock.now();
      const membership = viewer.userId ? await findMembership(db, club.id, viewer.userId) : null;
      const refusal = acceptRefusal(viewer, clubStateOf(club), row, membership, now);
      const [found, invitedBy] = await Promise.all([
        books.byId([club.currentBookId]),
        personOf(row.createdBy),
      ]);
      return {
        state: viewedState(row, membership, now),
        club: presentCard(club, membership, viewer, found),
        invitedBy,
        expiresAt: row.expiresAt.toISOString(),
        refusal,
        abilities: { accept: refusal === null },
      };
    },

    /** Accepts the invitation behind a link. */
    async accept(viewer: ClubViewer, token: string): Promise<AcceptedInvitation> {
      if (!viewer.userId) throw errors.unauthenticated();
      const row = await findInvitationByHash(db, hashToken(token));
      if (!row) throw notFound();
      return acceptInvitation(deps, viewer, row);
    },

    /** Open invitations sent to the member's verified address, of clubs they are not in. */
    async mine(viewer: ClubViewer): Promise<MyInvitations> {
      const email = viewer.userId ? await verifiedEmailOf(db, viewer.userId) : null;
      if (!viewer.userId || !email) return { invitations: [] };
      const rows = await openInvitationsTo(db, email, clock.now(), invitationLimits.dashboard * 2);
      const memberships = await membershipsOf(
        db,
        viewer.userId,
        rows.map((r) => r.club.id),
      );
      const open = rows
        .filter((r) => {
          const status = memberships.get(r.club.id)?.status;
          return status !== 'approved' && status !== 'banned';
        })
        .slice(0, invitationLimits.dashboard);
      const [found, people] = await Promise.all([
        books.byId(open.map((r) => r.club.currentBookId)),
        deps.publicNames([
          ...new Set(open.flatMap((r) => (r.invitation.createdBy ? [r.invitation.createdBy] : []))),
        ]),
      ]);
      const byId = new Map(people.map((p) => [p.id, p]));
      return {
        invitations: open.map(({ invitation, club }) => ({
          id: invitation.id,
          club: presentCard(club, memberships.get(club.id) ?? null, viewer, found),
          invitedBy: (invitation.createdBy && byId.get(invitation.createdBy)) || null,
          expiresAt: invitation.expiresAt.toISOString(),
        })),
      };
    },

    /** Accepts an invitation sent to the member's verified address (from the dashboard). */
    async acceptMine(viewer: ClubViewer, invitationId: string): Promise<AcceptedInvitation> {
      if (!viewer.userId) throw errors.unauthenticated();
      const [row, email] = await Promise.all([
        findInvitationById(db, invitationId),
        verifiedEmailOf(db, viewer.userId),
      ]);
      // Someone else's invitation is as missing as one that never was.
      if (!row || !addressedTo(row.email, email)) throw notFound();
      return acceptInvitation(deps, viewer, row);
    },
  };
}
