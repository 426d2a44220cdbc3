/** SQL of the analytics events (the analytics module's own table). */
import { lt, sql } from 'drizzle-orm';
import { analyticsEvents } from '../../db/schema/analytics.js';
import type { Db } from '../../platform/db/database.js';

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

/** Records one event (in the caller's transaction, when it passes one). */
export async function insertAnalyticsEvent(db: Db, event: NewAnalyticsEvent): Promise<void> {
  await db.insert(analyticsEvents).values(event);
}

/** Retention: events that happened before `before`, at most `limit` of them. */
export async function deleteAnalyticsEventsBefore(
  db: Db,
  before: Date,
  limit: number,
): Promise<number> {
  const old = db
    .select({ id: analyticsEvents.id })
    .from(analyticsEvents)
    .where(lt(analyticsEvents.occurredAt, before))
    .limit(limit);
  const rows = await db
    .delete(analyticsEvents)
    .where(sql`${analyticsEvents.id} in (${old})`)
    .returning({ id: analyticsEvents.id });
  return rows.length;
}
