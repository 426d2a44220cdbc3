/** SQL of notifications: its own two tables only (owners.json). */
import {
  and,
  count,
  desc,
  eq,
  inArray,
  lt,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { forumNotifications, notificationQueue } from '../../db/schema/notifications.js';
import type { ForumNotificationRow, QueuedNotificationRow } from './notifications.policy.js';

/** Either source: the two tables share their common columns. */
type NotificationTable = typeof forumNotifications | typeof notificationQueue;

const tableOf = (source: 'forum' | 'queue'): NotificationTable =>
  source === 'forum' ? forumNotifications : notificationQueue;

export type NewForumNotification = Omit<ForumNotificationRow, 'id' | 'isRead'> & {
  userId: string;
};
export type NewQueuedNotification = Omit<QueuedNotificationRow, 'id' | 'isRead' | 'createdAt'> & {
  userId: string;
};

export async function insertForumNotifications(db: Db, rows: NewForumNotification[]) {
  if (rows.length === 0) return [];
  return db.insert(forumNotifications).values(rows).returning({ id: forumNotifications.id });
}

/** Forum notifications as parallel arrays (text[] placeholders), one element a member. */
export interface ForumNotificationArrays {
  userIds: Placeholder;
  types: Placeholder;
  titles: Placeholder;
  contents: Placeholder;
}

/**
 * Forum notifications inserted within a writer's own statement, as one of its CTEs: one per
 * element of `arrays`, for each row of `from` (the writer's CTEs), leading to `relatedId` — a
 * text expression over `from`, as a new post's number is known only as the statement runs.
 */
export function insertForumNotificationsSql(
  arrays: ForumNotificationArrays,
  from: SQL,
  relatedId: SQL,
  createdAt: Placeholder,
): SQL {
  return sql`insert into ${forumNotifications} (user_id, type, title, content, related_id, created_at)
    select n.user_id, n.type, n.title, n.content, ${relatedId}, ${createdAt}::timestamptz
    from ${from}, unnest(${arrays.userIds}::uuid[], ${arrays.types}::text[],
      ${arrays.titles}::text[], ${arrays.contents}::text[]) as n(user_id, type, title, content)`;
}

export async function insertQueuedNotifications(db: Db, rows: NewQueuedNotification[]) {
  if (rows.length === 0) return [];
  return db.insert(notificationQueue).values(rows).returning({ id: notificationQueue.id });
}

/** One page of a member's forum notifications, newest first. */
export function forumPage(db: Db, userId: string, limit: number, offset: number) {
  return db
    .select({
      id: forumNotifications.id,
      type: forumNotifications.type,
      title: forumNotifications.title,
      content: forumNotifications.content,
      relatedId: forumNotifications.relatedId,
      isRead: forumNotifications.isRead,
      createdAt: forumNotifications.createdAt,
    })
    .from(forumNotifications)
    .where(eq(forumNotifications.userId, userId))
    .orderBy(desc(forumNotifications.createdAt), desc(forumNotifications.id))
    .limit(limit)
    .offset(offset);
}

/** One page of a member's queued notifications, newest first. */
export function queuePage(db: Db, userId: string, limit: number, offset: number) {
  return db
    .select({
      id: notificationQueue.id,
      notificationType: notificationQueue.notificationType,
      title: notificationQueue.title,
      content: notificationQueue.content,
      relatedId: notificationQueue.relatedId,
      isRead: notificationQueue.isRead,
      priority: notificationQueue.priority,
      createdAt: notificationQueue.createdAt,
    })
    .from(notificationQueue)
    .where(eq(notificationQueue.userId, userId))
    .orderBy(desc(notificationQueue.createdAt), desc(notificationQueue.id))
    .limit(limit)
    .offset(offset);
}

/** How many of a member's notifications are unread, both sources together. */
export async function countUnread(db: Db, userId: string): Promise<number> {
  let unread = 0;
  for (const table of [forumNotifications, notificationQueue]) {
    const [row] = await db
      .select({ n: count() })
      .from(table)
      .where(and(eq(table.userId, userId), eq(table.isRead, false)));
    unread += row?.n ?? 0;
  }
  return unread;
}

/** Marks one of the member's own notifications read; false when they have none by that id. */
export async function markOneRead(
  db: Db,
  userId: string,
  source: 'forum' | 'queue',
  id: string,
): Promise<boolean> {
  const rows =
    source === 'forum'
      ? await db
          .update(forumNotifications)
          .set({ isRead: true })
          .where(and(eq(forumNotifications.id, id), eq(forumNotifications.userId, userId)))
          .returning({ id: forumNotifications.id })
      : await db
          .update(notificationQueue)
          .set({ isRead: true, status: 'read' })
          .where(and(eq(notificationQueue.id, id), eq(notificationQueue.userId, userId)))
          .returning({ id: notificationQueue.id });
  return rows.length > 0;
}

/** Marks every unread notification of the member read; returns how many changed. */
export async function markAllRead(db: Db, userId: string): Promise<number> {
  const forum = await db
    .update(forumNotifications)
    .set({ isRead: true })
    .where(and(eq(forumNotifications.userId, userId), eq(forumNotifications.isRead, false)))
    .returning({ id: forumNotifications.id });
  const queue = await db
    .update(notificationQueue)
    .set({ isRead: true, status: 'read' })
    .where(and(eq(notificationQueue.userId, userId), eq(notificationQueue.isRead, false)))
    .returning({ id: notificationQueue.id });
  return forum.length + queue.length;
}

/** Deletes one of the member's own notifications; false when they have none by that id. */
export async function deleteOne(
  db: Db,
  userId: string,
  source: 'forum' | 'queue',
  id: string,
): Promise<boolean> {
  const table = tableOf(source);
  const rows = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning({ id: table.id });
  return rows.length > 0;
}

async function deleteOldFrom(
  db: Db,
  table: NotificationTable,
  cutoffs: { readBefore: Date; anyBefore: Date },
  limit: number,
): Promise<number> {
  const old = db
    .select({ id: table.id })
    .from(table)
    .where(
      or(
        and(eq(table.isRead, true), lt(table.createdAt, cutoffs.readBefore)),
        lt(table.createdAt, cutoffs.anyBefore),
      ),
    )
    .limit(limit);
  const rows = await db.delete(table).where(inArray(table.id, old)).returning({ id: table.id });
  return rows.length;
}

/** Retention: read notifications older than `readBefore`, and any older than `anyBefore`. */
export async function deleteOldNotifications(
  db: Db,
  cutoffs: { readBefore: Date; anyBefore: Date },
  limit: number,
): Promise<number> {
  const forum = await deleteOldFrom(db, forumNotifications, cutoffs, limit);
  const queue = await deleteOldFrom(db, notificationQueue, cutoffs, limit);
  // Below `limit` only when both tables had fewer left, so deleteInBatches stops at the right time.
  return forum + queue;
}
