/** SQL of the security event log. */
import { desc, gte, inArray, lt, sql } from 'drizzle-orm';
import { securityEvents } from '../../db/schema/index.js';
import type { Db } from '../db/database.js';

export type SecurityEventInsert = typeof securityEvents.$inferInsert;

export async function insertSecurityEvent(db: Db, event: SecurityEventInsert): Promise<void> {
  await db.insert(securityEvents).values(event);
}

export async function listRecentSecurityEvents(db: Db, limit: number) {
  return db.select().from(securityEvents).orderBy(desc(securityEvents.createdAt)).limit(limit);
}

export async function countSecurityEventsSince(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(securityEvents)
    .where(gte(securityEvents.createdAt, since));
  return row?.count ?? 0;
}

/** Deletes up to `limit` events recorded before `before`, oldest first; returns how many. */
export async function deleteSecurityEventsBefore(
  db: Db,
  before: Date,
  limit: number,
): Promise<number> {
  const old = db
    .select({ id: securityEvents.id })
    .from(securityEvents)
    .where(lt(securityEvents.createdAt, before))
    .orderBy(securityEvents.createdAt)
    .limit(limit);
  const rows = await db
    .delete(securityEvents)
    .where(inArray(securityEvents.id, old))
    .returning({ id: securityEvents.id });
  return rows.length;
}
