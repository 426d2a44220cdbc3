/**
 * A member's notifications (module: notifications; SPEC §3): the forum's own
 * (forum_notifications) and the queue every other module writes to (notification_queue), both
 * written only through the notifications service and read as one list.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, id, timestampColumn, updatedAt } from './columns.js';

export const forumNotifications = pgTable(
  'forum_notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** thread_reply or mention. */
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** The thread it leads to. */
    relatedId: text('related_id'),
    isRead: boolean('is_read').notNull().default(false),
    /** When the member was e-mailed about it, having not read it while away. */
    emailedAt: timestampColumn('emailed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('forum_notifications_user_idx').on(table.userId, table.createdAt.desc()),
    // The away e-mails look only at unread ones not e-mailed yet: a small, moving set.
    index('forum_notifications_unmailed_idx')
      .on(table.createdAt)
      .where(sql`is_read = false and emailed_at is null`),
  ],
);

export const notificationQueue = pgTable(
  'notification_queue',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ticket_submitted, ticket_reply, admin_alert, system, … (SPEC §9 reads the priority from it). */
    notificationType: text('notification_type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    relatedId: text('related_id'),
    isRead: boolean('is_read').notNull().default(false),
    /** SPEC §3: pending until read. */
    status: text('status', { enum: ['pending', 'read'] })
      .notNull()
      .default('pending'),
    /** An explicit priority (urgent, high, medium, low); none lets the type decide (§9). */
    priority: text('priority'),
    createdAt: createdAt(),
  },
  (table) => [index('notification_queue_user_idx').on(table.userId, table.createdAt.desc())],
);

/** Which notifications a member also wants by e-mail when they are away (issue 10, item 4). */
export const notificationEmailPreferences = pgTable('notification_email_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mentions: boolean('mentions').notNull().default(true),
  replies: boolean('replies').notNull().default(false),
  messages: boolean('messages').notNull().default(true),
  /** A club the member belongs to posts an announcement (sent at once, not when away). */
  clubAnnouncements: boolean('club_announcements').notNull().default(true),
  updatedAt: updatedAt(),
});

/**
 * The unsubscribe links in notification e-mails: each e-mail carries its own token, of which
 * only the SHA-256 is kept; the link turns off one kind of e-mail without signing in.
 */
export const notificationUnsubscribeTokens = pgTable(
  'notification_unsubscribe_tokens',
  {
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** mentions, replies, messages or clubAnnouncements. */
    kind: text('kind', {
      enum: ['mentions', 'replies', 'messages', 'clubAnnouncements'],
    }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tokenHash] }),
    index('notification_unsubscribe_tokens_created_idx').on(table.createdAt),
  ],
);
