/** SQL of what members do around posts: subscriptions, reports and forum bans. */
import { and, asc, eq, gt, isNull, or, sql, type Placeholder } from 'drizzle-orm';
import {
  forumBans,
  forumPostReports,
  forumPosts,
  forumThreadSubscriptions,
  forumThreads,
} from '../../db/schema/forum.js';
import type { Db } from '../../platform/db/database.js';
import { perDatabase } from '../../platform/db/kept-per-database.js';

/** Watch (true) or mute (false) a thread; a second call at once leaves one row. */
export async function saveSubscription(
  db: Db,
  userId: string,
  threadId: string,
  isActive: boolean,
): Promise<void> {
  await db
    .insert(forumThreadSubscriptions)
    .values({ userId, threadId, isActive })
    .onConflictDoUpdate({
      target: [forumThreadSubscriptions.threadId, forumThreadSubscriptions.userId],
      set: { isActive },
    });
}

export async function deleteSubscription(db: Db, userId: string, threadId: string) {
  await db
    .delete(forumThreadSubscriptions)
    .where(
      and(
        eq(forumThreadSubscriptions.userId, userId),
        eq(forumThreadSubscriptions.threadId, threadId),
      ),
    );
}

/** Prepared: every reply and every new thread asks it. */
const subscribersStatement = perDatabase((db) =>
  db
    .select({
      userId: forumThreadSubscriptions.userId,
      isActive: forumThreadSubscriptions.isActive,
    })
    .from(forumThreadSubscriptions)
    .where(eq(forumThreadSubscriptions.threadId, sql.placeholder('threadId')))
    .prepare('forum_thread_subscribers'),
);

/** A thread's subscribers, watching and muted. */
export async function subscribersOf(db: Db, threadId: string) {
  const rows = await subscribersStatement(db).execute({ threadId });
  return {
    watchers: rows.filter((row) => row.isActive).map((row) => row.userId),
    muted: rows.filter((row) => !row.isActive).map((row) => row.userId),
  };
}

/** The member's forum ban that is in force at `now`, or null. */
/** A forum ban of the member that is in force at `now` (an ISO time; placeholders when prepared). */
export const banInForce = (userId: string | Placeholder, now: string | Placeholder) =>
  and(
    eq(forumBans.userId, userId),
    or(isNull(forumBans.expiresAt), sql`${forumBans.expiresAt} > ${now}::timestamptz`),
  );

export async function activeBan(db: Db, userId: string, now: Date) {
  const [row] = await db.select().from(forumBans).where(banInForce(userId, now.toISOString()));
  return row ?? null;
}

export async function upsertBan(db: Db, values: typeof forumBans.$inferInsert) {
  await db
    .insert(forumBans)
    .values(values)
    .onConflictDoUpdate({
      target: forumBans.userId,
      set: {
        reason: values.reason,
        bannedBy: values.bannedBy,
        expiresAt: values.expiresAt,
        createdAt: values.createdAt,
      },
    });
}

export async function deleteBan(db: Db, userId: string) {
  const rows = await db
    .delete(forumBans)
    .where(eq(forumBans.userId, userId))
    .returning({ userId: forumBans.userId });
  return rows[0] ?? null;
}

export function bansInForce(db: Db, now: Date) {
  return db
    .select()
    .from(forumBans)
    .where(or(isNull(forumBans.expiresAt), gt(forumBans.expiresAt, now)))
    .orderBy(asc(forumBans.createdAt));
}

/** Files a report; false when the member already has an open report on the post. */
export async function insertReport(
  db: Db,
  values: { postId: string; reporterId: string; reason: string; createdAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(forumPostReports)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: forumPostReports.id });
  return rows.length > 0;
}

/** Open reports, oldest first, with the post and thread they are about. */
export function openReports(db: Db, limit: number) {
  return db
    .select({
      report: forumPostReports,
      post: {
        id: forumPosts.id,
        number: forumPosts.number,
        bodyText: forumPosts.bodyText,
        isHidden: forumPosts.isHidden,
        authorId: forumPosts.authorId,
      },
      thread: { id: forumThreads.id, title: forumThreads.title, isLocked: forumThreads.isLocked },
    })
    .from(forumPostReports)
    .innerJoin(forumPosts, eq(forumPosts.id, forumPostReports.postId))
    .innerJoin(forumThreads, eq(forumThreads.id, forumPosts.threadId))
    .where(eq(forumPostReports.status, 'open'))
    .orderBy(asc(forumPostReports.createdAt))
    .limit(limit);
}

/**
 * Closes an open report — and every other open report of the same post, which the same decision
 * answers. Returns the post it was about, or null when it was not open.
 */
export async function resolveReports(
  db: Db,
  reportId: string,
  status: 'hidden' | 'dismissed',
  staffId: string,
  now: Date,
): Promise<string | null> {
  const [report] = await db
    .select({ postId: forumPostReports.postId })
    .from(forumPostReports)
    .where(and(eq(forumPostReports.id, reportId), eq(forumPostReports.status, 'open')))
    .for('update');
  if (!report) return null;
  await db
    .update(forumPostReports)
    .set({ status, resolvedBy: staffId, resolvedAt: now })
    .where(and(eq(forumPostReports.postId, report.postId), eq(forumPostReports.status, 'open')));
  return report.postId;
}
