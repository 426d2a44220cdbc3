/** Every staff write is recorded here: actor, action, target, before and after (rule 7). */
import type { AuditEntry } from '../../../contracts/admin.js';
import type { Db } from '../db/database.js';
import { insertAuditEntry, listAuditEntriesFor, type AuditEntryRow } from './audit.queries.js';

export interface AuditInput {
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  before?: unknown;
  after?: unknown;
  ipAddress?: string | null;
}

/** Records one audit entry; pass the transaction that made the change so both land together. */
export async function recordAudit(db: Db, entry: AuditInput): Promise<void> {
  await insertAuditEntry(db, {
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ipAddress: entry.ipAddress ?? null,
  });
}

/** An entry as the back-office shows it: who (if they still exist), what, on what, when. */
export function presentAuditEntry(row: AuditEntryRow): AuditEntry {
  return {
    id: row.id,
    actor: { id: row.actorId, username: row.actorUsername },
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The latest `limit` entries about one thing (a club and what was done to its members). */
export async function recentAuditEntriesFor(
  db: Db,
  targetId: string,
  limit: number,
): Promise<AuditEntry[]> {
  return (await listAuditEntriesFor(db, targetId, limit)).map(presentAuditEntry);
}
