/** SQL of what a member has not read: the recipients' rows of forum_messages (owners.json). */
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  forumMessageRecipients,
  forumMessages,
  messageParticipants,
} from '../../db/schema/messages.js';
import type { Db } from '../../platform/db/database.js';
import { previewColumns } from './messages.queries.js';

/** The member's unread messages in each of the conversations. */
export function unreadCountsOf(db: Db, userId: string, conversationIds: string[]) {
  if (conversationIds.length === 0) return Promise.resolve([]);
  return db
    .select({ conversationId: forumMessages.conversationId, n: count() })
    .from(forumMessageRecipients)
    .innerJoin(forumMessages, eq(forumMessages.id, forumMessageRecipients.messageId))
    .where(
      and(
        eq(forumMessageRecipients.recipientId, userId),
        eq(forumMessageRecipients.isRead, false),
        inArray(forumMessages.conversationId, conversationIds),
      ),
    )
    .groupBy(forumMessages.conversationId);
}

/** The member's unread messages in conversations they are in and have not muted. */
function badgeConditions(userId: string) {
  return and(
    eq(forumMessageRecipients.recipientId, userId),
    eq(forumMessageRecipients.isRead, false),
    isNull(messageParticipants.leftAt),
    eq(messageParticipants.muted, false),
  );
}

function unreadForBadge(db: Db, userId: string) {
  return db
    .select({
      id: forumMessages.id,
      ...previewColumns,
    })
    .from(forumMessageRecipients)
    .innerJoin(forumMessages, eq(forumMessages.id, forumMessageRecipients.messageId))
    .innerJoin(
      messageParticipants,
      and(
        eq(messageParticipants.conversationId, forumMessages.conversationId),
        eq(messageParticipants.userId, userId),
      ),
    )
    .where(badgeConditions(userId));
}

export async function countBadgeUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(forumMessageRecipients)
    .innerJoin(forumMessages, eq(forumMessages.id, forumMessageRecipients.messageId))
    .innerJoin(
      messageParticipants,
      and(
        eq(messageParticipants.conversationId, forumMessages.conversationId),
        eq(messageParticipants.userId, userId),
      ),
    )
    .where(badgeConditions(userId));
  return row?.n ?? 0;
}

/** The member's latest unread messages (SPEC §7's prefetch). */
export function latestUnread(db: Db, userId: string, limit: number) {
  return unreadForBadge(db, userId)
    .orderBy(desc(forumMessages.createdAt), desc(forumMessages.id))
    .limit(limit);
}

/** Marks every unread message of the conversation read for the member; returns how many. */
export async function markConversationRead(
  db: Db,
  userId: string,
  conversationId: string,
  now: Date,
): Promise<number> {
  const inConversation = db
    .select({ id: forumMessages.id })
    .from(forumMessages)
    .where(eq(forumMessages.conversationId, conversationId));
  const rows = await db
    .update(forumMessageRecipients)
    .set({ isRead: true, readAt: now })
    .where(
      and(
        eq(forumMessageRecipients.recipientId, userId),
        eq(forumMessageRecipients.isRead, false),
        inArray(forumMessageRecipients.messageId, inConversation),
      ),
    )
    .returning({ id: forumMessageRecipients.messageId });
  return rows.length;
}
