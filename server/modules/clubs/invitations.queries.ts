/** SQL of club invitations: making, finding, counting a use, revoking and retention. */
import { and, count, desc, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import { accountEmails } from '../../db/schema/auth.js';
import { clubInvitations } from '../../db/schema/club-invitations.js';
import { bookClubs } from '../../db/schema/clubs.js';
import type { Db } from '../../platform/db/database.js';

export type InvitationRow = typeof clubInvitations.$inferSelect;
export type InvitationInsert = typeof clubInvitations.$inferInsert;

export async function insertInvitation(db: Db, values: InvitationInsert): Promise<InvitationRow> {
  const [row] = await db.insert(clubInvitations).values(values).returning();
  if (!row) throw new Error('An invitation insert returned nothing');
  return row;
}

export async function findInvitationByHash(
  db: Db,
  tokenHash: string,
): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(clubInvitations)
    .where(eq(clubInvitations.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

export async function findInvitationById(db: Db, id: string): Promise<InvitationRow | null> {
  const [row] = await db.select().from(clubInvitations).where(eq(clubInvitations.id, id)).limit(1);
  return row ?? null;
}

/** A club's invitations, newest first. */
export function listInvitations(db: Db, clubId: string, limit: number) {
  return db
    .select()
    .from(clubInvitations)
    .where(eq(clubInvitations.clubId, clubId))
    .orderBy(desc(clubInvitations.createdAt), desc(clubInvitations.id))
    .limit(limit);
}

/**
 * Counts one use, only while the invitation is open and has uses left: the one statement that
 * decides, so concurrent accepts of a 5-use link make exactly 5 memberships. Null: not counted.
 */
export async function useInvitation(tx: Db, id: string, now: Date): Promise<InvitationRow | null> {
  const [row] = await tx
    .update(clubInvitations)
    .set({ useCount: sql`${clubInvitations.useCount} + 1` })
    .where(
      and(
        eq(clubInvitations.id, id),
        isNull(clubInvitations.revokedAt),
        gt(clubInvitations.expiresAt, now),
        or(isNull(clubInvitations.maxUses), lt(clubInvitations.useCount, clubInvitations.maxUses)),
      ),
    )
    .returning();
  return row ?? null;
}

/** Revokes an open invitation of the club; false when there is none to revoke. */
export async function revokeInvitation(
  db: Db,
  clubId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(clubInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(clubInvitations.id, id),
        eq(clubInvitations.clubId, clubId),
        isNull(clubInvitations.revokedAt),
      ),
    )
    .returning({ id: clubInvitations.id });
  return rows.length > 0;
}

/** E-mail invitations the club made since `since` (the daily limit). */
export async function countEmailInvitationsSince(
  db: Db,
  clubId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(clubInvitations)
    .where(
      and(
        eq(clubInvitations.clubId, clubId),
        eq(clubInvitations.kind, 'email'),
        gte(clubInvitations.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** The account behind a verified e-mail address (the auth module publishes them). */
export async function memberIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: accountEmails.userId, verifiedAt: accountEmails.emailVerifiedAt })
    .from(accountEmails)
    .where(eq(accountEmails.email, email.toLowerCase()))
    .limit(1);
  return row?.verifiedAt ? row.userId : null;
}

/** A member's verified e-mail address; null while it is unverified. */
export async function verifiedEmailOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: accountEmails.email, verifiedAt: accountEmails.emailVerifiedAt })
    .from(accountEmails)
    .where(eq(accountEmails.userId, userId))
    .limit(1);
  return row?.verifiedAt ? row.email : null;
}

/** Open e-mail invitations to this address, of clubs that are not suspended, newest first. */
export function openInvitationsTo(db: Db, email: string, now: Date, limit: number) {
  return db
    .select({ invitation: clubInvitations, club: bookClubs })
    .from(clubInvitations)
    .innerJoin(bookClubs, eq(bookClubs.id, clubInvitations.clubId))
    .where(
      and(
        eq(clubInvitations.email, email.toLowerCase()),
        isNull(clubInvitations.revokedAt),
        gt(clubInvitations.expiresAt, now),
        lt(clubInvitations.useCount, sql`coalesce(${clubInvitations.maxUses}, 2147483647)`),
        isNull(bookClubs.suspendedAt),
      ),
    )
    .orderBy(desc(clubInvitations.createdAt))
    .limit(limit);
}

/** Invitations that ended (expired or revoked) before `before`; how many went. */
export async function deleteEndedInvitationsBefore(
  db: Db,
  before: Date,
  limit: number,
): Promise<number> {
  const old = db
    .select({ id: clubInvitations.id })
    .from(clubInvitations)
    .where(or(lt(clubInvitations.expiresAt, before), lt(clubInvitations.revokedAt, before)))
    .limit(limit);
  const rows = await db
    .delete(clubInvitations)
    .where(sql`${clubInvitations.id} in (${old})`)
    .returning({ id: clubInvitations.id });
  return rows.length;
}
