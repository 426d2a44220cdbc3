/** SQL of the staff audit log. */
import { desc, eq, inArray, lt } from 'drizzle-orm';
import { auditLog, profiles } from '../../db/schema/index.js';
import type { Db } from '../db/database.js';

export type AuditInsert = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: Db, entry: AuditInsert): Promise<void> {
  await db.insert(auditLog).values(entry);
}

const entryColumns = {
  id: auditLog.id,
  actorId: auditLog.actorId,
  actorUsername: profiles.username,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  before: auditLog.before,
  after: auditLog.after,
  createdAt: auditLog.createdAt,
};

/** Newest first, with the actor's username where the actor still exists. */
export async function listAuditEntries(db: Db, limit: number) {
  return db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(profiles, eq(profiles.id, auditLog.actorId))
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
}
export type AuditEntryRow = Awaited<ReturnType<typeof listAuditEntries>>[number];

/** The entries about one thing (any target type with that id), newest first (audit_log_target_idx). */
export async function listAuditEntriesFor(
  db: Db,
  targetId: string,
  limit: number,
): Promise<AuditEntryRow[]> {
  return db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(profiles, eq(profiles.id, auditLog.actorId))
    .where(eq(auditLog.targetId, targetId))
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
}

/** Deletes up to `limit` entries written before `before`, oldest first; returns how many. */
export async function deleteAuditEntriesBefore(
  db: Db,
  before: Date,
  limit: number,
): Promise<number> {
  const old = db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(lt(auditLog.createdAt, before))
    .orderBy(auditLog.createdAt)
    .limit(limit);
  const rows = await db
    .delete(auditLog)
    .where(inArray(auditLog.id, old))
    .returning({ id: auditLog.id });
  return rows.length;
}
