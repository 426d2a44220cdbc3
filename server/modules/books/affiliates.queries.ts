/** SQL of affiliate links: the associate tag staff set and the per-book, per-day click counts. */
import { and, desc, gte, lt, sql } from 'drizzle-orm';
import { affiliateSettings, amazonClicks } from '../../db/schema/affiliates.js';
import type { Db } from '../../platform/db/database.js';

/** The tag staff set, or null (then links carry the environment's). */
export async function findAmazonTag(db: Db): Promise<string | null> {
  const [row] = await db.select({ tag: affiliateSettings.amazonTag }).from(affiliateSettings);
  return row?.tag ?? null;
}

/** Sets the tag (null: back to the environment's); the one row is made on first use. */
export async function saveAmazonTag(
  db: Db,
  tag: string | null,
  by: string,
  at: Date,
): Promise<void> {
  await db
    .insert(affiliateSettings)
    .values({ id: 1, amazonTag: tag, updatedBy: by, updatedAt: at })
    .onConflictDoUpdate({
      target: affiliateSettings.id,
      set: { amazonTag: tag, updatedBy: by, updatedAt: at },
    });
}

/**
 * Counts one click of a book on a day. One upsert: concurrent clicks each add one, none lost.
 */
export async function countAmazonClick(db: Db, workId: string, day: string): Promise<void> {
  await db
    .insert(amazonClicks)
    .values({ workId, day, clicks: 1 })
    .onConflictDoUpdate({
      target: [amazonClicks.workId, amazonClicks.day],
      set: { clicks: sql`${amazonClicks.clicks} + 1` },
    });
}

/** Clicks of every book by day, from `since` (a "YYYY-MM-DD" UTC day) on. */
export async function clicksByDay(db: Db, since: string) {
  return db
    .select({ day: amazonClicks.day, clicks: sql<number>`sum(${amazonClicks.clicks})::int` })
    .from(amazonClicks)
    .where(gte(amazonClicks.day, since))
    .groupBy(amazonClicks.day);
}

/** The most clicked books from `since` on. */
export async function topClickedWorks(db: Db, since: string, limit: number) {
  const clicks = sql<number>`sum(${amazonClicks.clicks})::int`;
  return db
    .select({ workId: amazonClicks.workId, clicks })
    .from(amazonClicks)
    .where(gte(amazonClicks.day, since))
    .groupBy(amazonClicks.workId)
    .orderBy(desc(clicks), amazonClicks.workId)
    .limit(limit);
}

/** Retention: the counts of days before `before` ("YYYY-MM-DD"), at most `limit` rows. */
export async function deleteAmazonClicksBefore(
  db: Db,
  before: string,
  limit: number,
): Promise<number> {
  const old = db
    .select({ workId: amazonClicks.workId, day: amazonClicks.day })
    .from(amazonClicks)
    .where(lt(amazonClicks.day, before))
    .limit(limit);
  const rows = await db
    .delete(amazonClicks)
    .where(and(sql`(${amazonClicks.workId}, ${amazonClicks.day}) in (${old})`))
    .returning({ workId: amazonClicks.workId });
  return rows.length;
}
