/**
 * Direct messages between members (module: messages; SPEC §3 forum_messages with recipient_id
 * and is_read): conversations of two members or small groups, their participants, the messages
 * and, per recipient, whether each was read; plus member blocks and message reports.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { works } from './books.js';
import { createdAt, id, timestampColumn } from './columns.js';

export const messageConversations = pgTable('message_conversations', {
  id: id(),
  isGroup: boolean('is_group').notNull(),
  /** A group's name; null for a direct conversation. */
  title: text('title'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  /**
   * "smallerId:largerId" for a direct conversation, null for a group: the unique key that makes
   * two members' conversation found, never duplicated, even when both start it at once.
   */
  directKey: text('direct_key').unique('message_conversations_direct_key_unique'),
  createdAt: createdAt(),
  lastMessageAt: timestampColumn('last_message_at').notNull().defaultNow(),
});

export const messageParticipants = pgTable(
  'message_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => messageConversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestampColumn('joined_at').notNull().defaultNow(),
    /** Set when the member left a group: they no longer read or receive it. */
    leftAt: timestampColumn('left_at'),
    muted: boolean('muted').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    index('message_participants_user_idx').on(table.userId),
  ],
);

export const forumMessages = pgTable(
  'forum_messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => messageConversations.id, { onDelete: 'cascade' }),
    /** Null once the sender's account is deleted: the others keep the conversation. */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** A spoiler mark, as on forum posts: the book and how far into it the message reaches. */
    spoilerWorkId: uuid('spoiler_work_id').references(() => works.id, { onDelete: 'set null' }),
    spoilerUnit: text('spoiler_unit', { enum: ['page', 'chapter', 'percent'] }),
    spoilerValue: integer('spoiler_value'),
    createdAt: createdAt(),
  },
  (table) => [
    index('forum_messages_conversation_idx').on(
      table.conversationId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
  ],
);

export const forumMessageRecipients = pgTable(
  'forum_message_recipients',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => forumMessages.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestampColumn('read_at'),
    /** When the recipient was e-mailed about it, having not read it while away. */
    emailedAt: timestampColumn('emailed_at'),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.recipientId] }),
    // The unread badge reads only the member's unread rows.
    index('forum_message_recipients_unread_idx')
      .on(table.recipientId)
      .where(sql`${table.isRead} = false`),
  ],
);

export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('member_blocks_blocked_idx').on(table.blockedId),
  ],
);

export const messageReports = pgTable(
  'message_reports',
  {
    id: id(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => forumMessages.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestampColumn('resolved_at'),
  },
  (table) => [
    // One report per member and message: reporting twice changes nothing.
    uniqueIndex('message_reports_message_reporter_idx').on(table.messageId, table.reporterId),
    index('message_reports_open_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'open'`),
    check('message_reports_status_check', sql`${table.status} in ('open', 'resolved')`),
  ],
);
