/** SQL of message reports (owned by messages). */
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { forumMessages, messageReports } from '../../db/schema/messages.js';
import type { Db } from '../../platform/db/database.js';

/** Records a report; the same member reporting the same message again changes nothing. */
export async function insertReport(
  db: Db,
  report: { messageId: string; reporterId: string; reason: string; createdAt: Date },
) {
  await db.insert(messageReports).values(report).onConflictDoNothing();
}

/** Open reports, oldest first, with the message reported. */
export function openReportRows(db: Db, limit: number) {
  return db
    .select({
      id: messageReports.id,
      messageId: messageReports.messageId,
      reporterId: messageReports.reporterId,
      reason: messageReports.reason,
      createdAt: messageReports.createdAt,
      conversationId: forumMessages.conversationId,
      senderId: forumMessages.senderId,
      body: forumMessages.body,
    })
    .from(messageReports)
    .innerJoin(forumMessages, eq(forumMessages.id, messageReports.messageId))
    .where(eq(messageReports.status, 'open'))
    .orderBy(asc(messageReports.createdAt), asc(messageReports.id))
    .limit(limit);
}

/** Resolves an open report; false when there is no open report by that id. */
export async function markReportResolved(
  db: Db,
  id: string,
  staffId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(messageReports)
    .set({ status: 'resolved', resolvedBy: staffId, resolvedAt: now })
    .where(and(eq(messageReports.id, id), eq(messageReports.status, 'open')))
    .returning({ id: messageReports.id });
  return rows.length > 0;
}

/** Retention: resolved reports resolved before `cutoff`. */
export async function deleteResolvedReportsBefore(
  db: Db,
  cutoff: Date,
  limit: number,
): Promise<number> {
  const old = db
    .select({ id: messageReports.id })
    .from(messageReports)
    .where(and(eq(messageReports.status, 'resolved'), lt(messageReports.resolvedAt, cutoff)))
    .limit(limit);
  const rows = await db
    .delete(messageReports)
    .where(inArray(messageReports.id, old))
    .returning({ id: messageReports.id });
  return rows.length;
}
