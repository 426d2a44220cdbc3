/** SQL of club memberships: one row per club and person, its role and status. */
import { and, asc, desc, eq, inArray, isNotNull, lt, lte, ne, sql } from 'drizzle-orm';
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

/** How many members pay for the club now (active, or in their grace period). */
export async function countPayingMembers(db: Db, clubId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(clubMemberships)
    .where(
      and(
        eq(clubMemberships.clubId, clubId),
        inArray(clubMemberships.paymentStanding, ['active', 'grace']),
      ),
    );
  return row?.count ?? 0;
}

/**
 * A paid club's membership made by its paid subscription (issue 12): in, approved, paying. A
 * redelivered or concurrent event finds the row (the primary key) and changes nothing more; a
 * banned reader stays banned, and a host's own membership is never turned into a paid one.
 * Returns whether the member is now in by this subscription.
 */
export async function joinByPayment(
  tx: Db,
  values: { clubId: string; userId: string; subscriptionId: string; now: Date },
): Promise<boolean> {
  const { now, subscriptionId, ...key } = values;
  const paid = {
    status: 'approved' as const,
    paidSubscriptionId: subscriptionId,
    paymentStanding: 'active' as const,
    graceEndsAt: null,
    updatedAt: now,
  };
  const rows = await tx
    .insert(clubMemberships)
    .values({ ...key, role: 'member', ...paid, createdAt: now })
    .onConflictDoUpdate({
      target: [clubMemberships.clubId, clubMemberships.userId],
      set: paid,
      setWhere: sql`${clubMemberships.role} = 'member' and ${clubMemberships.status} <> 'banned'`,
    })
    .returning({ clubId: clubMemberships.clubId });
  return rows.length > 0;
}

/** Moves the standing of the membership this subscription pays for; the rows it changed. */
export async function setPaidStanding(
  tx: Db,
  subscriptionId: string,
  change: {
    paymentStanding: 'active' | 'grace' | 'suspended';
    graceEndsAt: Date | null;
    status: Status;
  },
  now: Date,
) {
  return tx
    .update(clubMemberships)
    .set({ ...change, updatedAt: now })
    .where(
      and(
        eq(clubMemberships.paidSubscriptionId, subscriptionId),
        inArray(clubMemberships.status, ['approved', 'suspended']),
      ),
    )
    .returning({ clubId: clubMemberships.clubId, userId: clubMemberships.userId });
}

/** The membership this subscription paid for lapses (the subscription ended); the rows gone. */
export async function deletePaidMembership(tx: Db, subscriptionId: string) {
  return tx
    .delete(clubMemberships)
    .where(
      and(
        eq(clubMemberships.paidSubscriptionId, subscriptionId),
        inArray(clubMemberships.status, ['approved', 'suspended']),
      ),
    )
    .returning({ clubId: clubMemberships.clubId, userId: clubMemberships.userId });
}

/** Suspends the paid memberships whose grace ended by `now`, at most `limit`; the rows changed. */
export async function suspendGraceOverBefore(db: Db, now: Date, limit: number) {
  const due = db
    .select({ clubId: clubMemberships.clubId, userId: clubMemberships.userId })
    .from(clubMemberships)
    .where(and(eq(clubMemberships.paymentStanding, 'grace'), lte(clubMemberships.graceEndsAt, now)))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(clubMemberships)
    .set({ status: 'suspended', paymentStanding: 'suspended', updatedAt: now })
    .where(
      and(
        sql`(${clubMemberships.clubId}, ${clubMemberships.userId}) in (${due})`,
        // Paid again since it was picked: still in grace, or not suspended.
        eq(clubMemberships.paymentStanding, 'grace'),
      ),
    )
    .returning({ clubId: clubMemberships.clubId, userId: clubMemberships.userId });
}

/** The club's paying members (any standing), newest first. */
export async function listPayingMembers(db: Db, clubId: string, limit: number) {
  return db
    .select()
    .from(clubMemberships)
    .where(and(eq(clubMemberships.clubId, clubId), isNotNull(clubMemberships.paymentStanding)))
    .orderBy(desc(clubMemberships.updatedAt))
    .limit(limit);
}
