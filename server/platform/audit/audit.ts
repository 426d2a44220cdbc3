/** Every staff write is recorded here: actor, action, target, before and after (rule 7). */
import type { Db } from '../db/database.js';
import { insertAuditEntry } from './audit.queries.js';

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
