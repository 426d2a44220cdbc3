/**
 * A member's notifications (module: notifications; SPEC §3): the forum's own
 * (forum_notifications) and the queue every other module writes to (notification_queue), both
 * written only through the notifications service and read as one list.
 */
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, id } from './columns.js';

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
    createdAt: createdAt(),
  },
  (table) => [index('forum_notifications_user_idx').on(table.userId, table.createdAt.desc())],
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
