/** SQL of the forum's retention (ARCHITECTURE rule 16), each in batches of `limit` rows. */
import { and, inArray, lt, ne } from 'drizzle-orm';
import { forumBans, forumPostReports, forumPostRevisions } from '../../db/schema/forum.js';
import type { Db } from '../../platform/db/database.js';

/** Reports decided before `before`: the decision itself stays in the audit log. */
export async function deleteClosedReportsBefore(db: Db, before: Date, limit: number) {
  const old = db
    .select({ id: forumPostReports.id })
    .from(forumPostReports)
    .where(and(ne(forumPostReports.status, 'open'), lt(forumPostReports.resolvedAt, before)))
    .limit(limit);
  const rows = await db
    .delete(forumPostReports)
    .where(inArray(forumPostReports.id, old))
    .returning({ id: forumPostReports.id });
  return rows.length;
}

/** Forum bans that ran out before `before`. */
export async function deleteExpiredBansBefore(db: Db, before: Date, limit: number) {
  const old = db
    .select({ userId: forumBans.userId })
    .from(forumBans)
    .where(lt(forumBans.expiresAt, before))
    .limit(limit);
  const rows = await db
    .delete(forumBans)
    .where(inArray(forumBans.userId, old))
    .returning({ userId: forumBans.userId });
  return rows.length;
}

/** Earlier versions of posts, kept for moderators, from edits made before `before`. */
export async function deleteRevisionsBefore(db: Db, before: Date, limit: number) {
  const old = db
    .select({ id: forumPostRevisions.id })
    .from(forumPostRevisions)
    .where(lt(forumPostRevisions.createdAt, before))
    .limit(limit);
  const rows = await db
    .delete(forumPostRevisions)
    .where(inArray(forumPostRevisions.id, old))
    .returning({ id: forumPostRevisions.id });
  return rows.length;
}
