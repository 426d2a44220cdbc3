/** SQL of club announcements: posting, listing, the daily count and retention. */
import { and, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { clubBroadcasts } from '../../db/schema/club-broadcasts.js';
import { bookClubs, clubMemberships } from '../../db/schema/clubs.js';
import type { Db } from '../../platform/db/database.js';

export type BroadcastRow = typeof clubBroadcasts.$inferSelect;

export async function insertBroadcast(
  db: Db,
  values: typeof clubBroadcasts.$inferInsert,
): Promise<BroadcastRow> {
  const [row] = await db.insert(clubBroadcasts).values(values).returning();
  if (!row) throw new Error('A broadcast insert returned nothing');
  return row;
}

export async function findBroadcast(db: Db, id: string): Promise<BroadcastRow | null> {
  const [row] = await db.select().from(clubBroadcasts).where(eq(clubBroadcasts.id, id)).limit(1);
  return row ?? null;
}

/** Announcements the club posted since `since` (the daily limit). */
export async function countBroadcastsSince(db: Db, clubId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(clubBroadcasts)
    .where(and(eq(clubBroadcasts.clubId, clubId), gte(clubBroadcasts.createdAt, since)));
  return row?.n ?? 0;
}

/** A club's announcements, newest first. */
export function listBroadcasts(db: Db, clubId: string, limit: number) {
  return db
    .select()
    .from(clubBroadcasts)
    .where(eq(clubBroadcasts.clubId, clubId))
    .orderBy(desc(clubBroadcasts.createdAt), desc(clubBroadcasts.id))
    .limit(limit);
}

/** The latest announcements of the clubs the member is in (suspended clubs left out). */
export function latestBroadcastsFor(db: Db, userId: string, limit: number) {
  return db
    .select({ broadcast: clubBroadcasts, club: { name: bookClubs.name, slug: bookClubs.slug } })
    .from(clubMemberships)
    .innerJoin(bookClubs, eq(bookClubs.id, clubMemberships.clubId))
    .innerJoin(clubBroadcasts, eq(clubBroadcasts.clubId, clubMemberships.clubId))
    .where(
      and(
        eq(clubMemberships.userId, userId),
        eq(clubMemberships.status, 'approved'),
        isNull(bookClubs.suspendedAt),
      ),
    )
    .orderBy(desc(clubBroadcasts.createdAt), desc(clubBroadcasts.id))
    .limit(limit);
}

/** Announcements posted before `before`, up to `limit` of them; how many went. */
export async function deleteBroadcastsBefore(db: Db, before: Date, limit: number): Promise<number> {
  const old = db
    .select({ id: clubBroadcasts.id })
    .from(clubBroadcasts)
    .where(lt(clubBroadcasts.createdAt, before))
    .limit(limit);
  const rows = await db
    .delete(clubBroadcasts)
    .where(sql`${clubBroadcasts.id} in (${old})`)
    .returning({ id: clubBroadcasts.id });
  return rows.length;
}
