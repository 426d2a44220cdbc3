/** SQL of the forum's retention (ARCHITECTURE rule 16), each in batches of `limit` rows. */
import { and, inArray, lt, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { forumBans, forumPostReports, forumPostRevisions } from '../../db/schema/forum.js';
import type { Db } from '../../platform/db/database.js';

/** Deletes up to `limit` rows of `table` that `where` picks, by their `key`; how many went. */
async function deleteBatch(
  db: Db,
  table: PgTable,
  key: PgColumn,
  where: SQL | undefined,
  limit: number,
): Promise<number> {
  const old = db.select({ key }).from(table).where(where).limit(limit);
  const rows = await db.delete(table).where(inArray(key, old)).returning({ key });
  return rows.length;
}

/** Reports decided before `before`: the decision itself stays in the audit log. */
export function deleteClosedReportsBefore(db: Db, before: Date, limit: number) {
  const decided = and(ne(forumPostReports.status, 'open'), lt(forumPostReports.resolvedAt, before));
  return deleteBatch(db, forumPostReports, forumPostReports.id, decided, limit);
}

/** Forum bans that ran out before `before`. */
export function deleteExpiredBansBefore(db: Db, before: Date, limit: number) {
  return deleteBatch(db, forumBans, forumBans.userId, lt(forumBans.expiresAt, before), limit);
}

/** Earlier versions of posts, kept for moderators, from edits made before `before`. */
export function deleteRevisionsBefore(db: Db, before: Date, limit: number) {
  const old = lt(forumPostRevisions.createdAt, before);
  return deleteBatch(db, forumPostRevisions, forumPostRevisions.id, old, limit);
}
