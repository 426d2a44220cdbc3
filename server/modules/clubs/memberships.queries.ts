/** SQL of club memberships: one row per club and person, its role and status. */
import { and, asc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { clubMemberships } from '../../db/schema/clubs.js';
import type { Db } from '../../platform/db/database.js';

export type MembershipRow = typeof clubMemberships.$inferSelect;
type Role = MembershipRow['role'];
type Status = MembershipRow['status'];

export async function findMembership(
  db: Db,
  clubId: string,
  userId: string,
): Promise<MembershipRow | null> {
  const [row] = await db
    .select()
    .from(clubMemberships)
    .where(and(eq(clubMemberships.clubId, clubId), eq(clubMemberships.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The viewer's memberships of these clubs, by club id. */
export async function membershipsOf(db: Db, userId: string, clubIds: string[]) {
  if (clubIds.length === 0) return new Map<string, MembershipRow>();
  const rows = await db
    .select()
    .from(clubMemberships)
    .where(and(eq(clubMemberships.userId, userId), inArray(clubMemberships.clubId, clubIds)));
  return new Map(rows.map((row) => [row.clubId, row]));
}

/** Writes a membership, replacing an earlier one of the same person (a declined request). */
export async function saveMembership(
  tx: Db,
  values: { clubId: string; userId: string; role: Role; status: Status; now: Date },
): Promise<MembershipRow> {
  const { now, ...rest } = values;
  const [row] = await tx
    .insert(clubMemberships)
    .values({ ...rest, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [clubMemberships.clubId, clubMemberships.userId],
      set: { role: rest.role, status: rest.status, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error('A membership write returned nothing');
  return row;
}

export async function setMembership(
  tx: Db,
  clubId: string,
  userId: string,
  change: { role?: Role; status?: Status },
  now: Date,
): Promise<void> {
  await tx
    .update(clubMemberships)
    .set({ ...change, updatedAt: now })
    .where(and(eq(clubMemberships.clubId, clubId), eq(clubMemberships.userId, userId)));
}

export async function deleteMembership(tx: Db, clubId: string, userId: string): Promise<void> {
  await tx
    .delete(clubMemberships)
    .where(and(eq(clubMemberships.clubId, clubId), eq(clubMemberships.userId, userId)));
}

/** The owner and moderators, the owner first. */
export async function hostsOf(db: Db, clubId: string) {
  return db
    .select({ userId: clubMemberships.userId, role: clubMemberships.role })
    .from(clubMemberships)
    .where(
      and(
        eq(clubMemberships.clubId, clubId),
        eq(clubMemberships.status, 'approved'),
        ne(clubMemberships.role, 'member'),
      ),
    )
    .orderBy(
      sql`case ${clubMemberships.role} when 'owner' then 0 else 1 end`,
      asc(clubMemberships.createdAt),
    )
    .limit(50);
}

/** A page of a club's members of one status: hosts first, then by when they joined. */
export async function listMembers(
  db: Db,
  clubId: string,
  status: Status,
  limit: number,
  offset: number,
) {
  return db
    .select()
    .from(clubMemberships)
    .where(and(eq(clubMemberships.clubId, clubId), eq(clubMemberships.status, status)))
    .orderBy(
      sql`case ${clubMemberships.role} when 'owner' then 0 when 'moderator' then 1 else 2 end`,
      asc(clubMemberships.updatedAt),
      asc(clubMemberships.userId),
    )
    .limit(limit)
    .offset(offset);
}

/** Everyone approved in the club (to tell them it is gone). */
export async function approvedMemberIds(db: Db, clubId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: clubMemberships.userId })
    .from(clubMemberships)
    .where(and(eq(clubMemberships.clubId, clubId), eq(clubMemberships.status, 'approved')));
  return rows.map((row) => row.userId);
}

/** Of `userIds`, those who are approved members of the club. */
export async function approvedAmong(db: Db, clubId: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: clubMemberships.userId })
    .from(clubMemberships)
    .where(
      and(
        eq(clubMemberships.clubId, clubId),
        inArray(clubMemberships.userId, userIds),
        eq(clubMemberships.status, 'approved'),
      ),
    );
  return rows.map((row) => row.userId);
}

/** Declined requests answered before `before`, up to `limit` of them; how many went. */
export async function deleteDeclinedBefore(db: Db, before: Date, limit: number): Promise<number> {
  const old = db
    .select({ clubId: clubMemberships.clubId, userId: clubMemberships.userId })
    .from(clubMemberships)
    .where(and(eq(clubMemberships.status, 'declined'), lt(clubMemberships.updatedAt, before)))
    .limit(limit);
  const rows = await db
    .delete(clubMemberships)
    .where(sql`(${clubMemberships.clubId}, ${clubMemberships.userId}) in (${old})`)
    .returning({ userId: clubMemberships.userId });
  return rows.length;
}
