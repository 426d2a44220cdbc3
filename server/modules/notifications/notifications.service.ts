/**
 * The one notification service (issue 10): every module writes a member's notifications
 * through it, and members read, mark and delete theirs. The forum's kinds go to
 * forum_notifications, everything else to notification_queue (SPEC §3); both are read as one
 * list in the §9 order.
 */
import {
  notificationPageSize,
  type Notification,
  type NotificationPriority,
} from '../../../contracts/notifications.js';
import type { Clock } from '../../platform/clock.js';
import { payloadsFor, type RealtimeHub } from '../../platform/realtime/realtime-hub.js';
import type { Db } from '../../platform/db/database.js';
import { errors } from '../../platform/errors.js';
import {
  compareNotifications,
  hasMoreNotifications,
  normaliseForumNotification,
  normaliseQueuedNotification,
  parseNotificationId,
} from './notifications.policy.js';
import {
  countUnread,
  deleteOne,
  forumPage,
  insertForumNotifications,
  insertForumNotificationsSql,
  insertQueuedNotifications,
  markAllRead,
  markOneRead,
  queuePage,
} from './notifications.queries.js';

/** A notification another module sends a member. */
export interface OutgoingNotification {
  userId: string;
  /** The source's own type: thread_reply and mention are the forum's; anything else is queued. */
  type: string;
  title: string;
  content: string;
  relatedId?: string | null;
  /** Only for queued notifications; without it the type decides (SPEC §9). */
  priority?: NotificationPriority;
}

const replyType = 'thread_reply';
const forumTypes = new Set([replyType, 'mention']);

export interface NotificationPage {
  notifications: Notification[];
  page: number;
  hasMore: boolean;
  unreadCount: number;
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/**
 * The realtime events of a batch of notifications: one per distinct title, so a reply's
 * notification to a thread's hundred watchers is one NOTIFY (a hundred members at a time), not
 * a hundred.
 */
function eventsByTitle(
  outgoing: Pick<OutgoingNotification, 'userId' | 'title'>[],
  about: string | null = null,
) {
  const byTitle = new Map<string, string[]>();
  for (const n of outgoing) byTitle.set(n.title, [...(byTitle.get(n.title) ?? []), n.userId]);
  const data = (title: string) => (about ? { title, about } : { title });
  return [...byTitle].map(
    ([title, userIds]) => [userIds, { type: 'notification', data: data(title) }] as const,
  );
}

export function createNotificationsService({
  db,
  clock,
  realtime,
}: {
  db: Db;
  clock: Clock;
  /** Tells the members' open streams, when the notifications are committed. */
  realtime: Pick<RealtimeHub, 'publish'>;
}) {
  function notFound() {
    return errors.notFound('That notification');
  }

  /**
   * Writes notifications, in the caller's transaction when it passes one (`tx`), so a
   * notification exists exactly when what it is about does; otherwise in one of its own.
   */
  async function send(outgoing: OutgoingNotification[], tx?: Db): Promise<void> {
    if (!tx) {
      await db.transaction((own) => send(outgoing, own));
      return;
    }
    const createdAt = clock.now();
    const base = (n: OutgoingNotification) => ({
      userId: n.userId,
      createdAt,
      title: n.title,
      content: n.content,
      relatedId: n.relatedId ?? null,
    });
    await insertForumNotifications(
      tx,
      outgoing.filter((n) => forumTypes.has(n.type)).map((n) => ({ ...base(n), type: n.type })),
    );
    await insertQueuedNotifications(
      tx,
      outgoing
        .filter((n) => !forumTypes.has(n.type))
        .map((n) => ({ ...base(n), notificationType: n.type, priority: n.priority ?? null })),
    );
    for (const [userIds, event] of eventsByTitle(outgoing)) {
      await realtime.publish(userIds, event, tx);
    }
  }

  return {
    send,

    /**
     * Forum notifications (thread_reply, mention) for a writer that inserts them within its
     * own one statement (the forum's new post, whose number they lead to): what `send` would
     * write, as arrays for `insertSql`'s placeholders, and the realtime payloads to NOTIFY
     * there (platform/realtime notifyEachSql), a reply's saying which thread it is `about`.
     */
    forumNoticesInStatement(
      outgoing: Omit<OutgoingNotification, 'relatedId' | 'priority'>[],
      about: string,
    ) {
      const forum = outgoing.filter((n) => forumTypes.has(n.type));
      const replies = forum.filter((n) => n.type === replyType);
      return {
        userIds: forum.map((n) => n.userId),
        types: forum.map((n) => n.type),
        titles: forum.map((n) => n.title),
        contents: forum.map((n) => n.content),
        // A reply says which thread it is about (a page showing the thread raises no toast:
        // the reply appears there); a mention is addressed to the member, and always toasts.
        payloads: [
          ...eventsByTitle(replies, about),
          ...eventsByTitle(forum.filter((n) => n.type !== replyType)),
        ].flatMap(([userIds, event]) => payloadsFor(userIds, event)),
      };
    },

    /** The insert of `forumNoticesInStatement`'s rows, as a CTE of the writer's statement. */
    insertSql: insertForumNotificationsSql,

    /** A page of the member's notifications: 20 of each source, in the §9 order. */
    async list(userId: string, page: number): Promise<NotificationPage> {
      const offset = (page - 1) * notificationPageSize;
      const [forum, queue, unreadCount] = await Promise.all([
        forumPage(db, userId, notificationPageSize, offset),
        queuePage(db, userId, notificationPageSize, offset),
        countUnread(db, userId),
      ]);
      const notifications = [
        ...forum.map(normaliseForumNotification),
        ...queue.map(normaliseQueuedNotification),
      ].sort(compareNotifications);
      return {
        notifications,
        page,
        hasMore: hasMoreNotifications(forum.length, queue.length, notificationPageSize),
        unreadCount,
      };
    },

    async unreadCount(userId: string): Promise<number> {
      return countUnread(db, userId);
    },

    /** Another member's notification is as missing as one that never was. */
    async markRead(userId: string, id: string): Promise<void> {
      const parsed = parseNotificationId(id);
      if (!parsed || !(await markOneRead(db, userId, parsed.source, parsed.rowId))) {
        throw notFound();
      }
    },

    async markAllRead(userId: string): Promise<{ updated: number }> {
      // Both sources at once: the bell never shows half of them read.
      return { updated: await db.transaction((tx) => markAllRead(tx, userId)) };
    },

    async remove(userId: string, id: string): Promise<void> {
      const parsed = parseNotificationId(id);
      if (!parsed || !(await deleteOne(db, userId, parsed.source, parsed.rowId))) {
        throw notFound();
      }
    },
  };
}
