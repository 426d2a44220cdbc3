/** SQL of direct messages: conversations, participants, messages and their recipients (owners.json). */
import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import {
  forumMessageRecipients,
  forumMessages,
  messageConversations,
  messageParticipants,
} from '../../db/schema/messages.js';
import type { Db } from '../../platform/db/database.js';

/** The member's place in a conversation with the conversation itself, or null. */
export async function findMembership(db: Db, conversationId: string, userId: string) {
  const [row] = await db
    .select({
      id: messageConversations.id,
      isGroup: messageConversations.isGroup,
      title: messageConversations.title,
      lastMessageAt: messageConversations.lastMessageAt,
      leftAt: messageParticipants.leftAt,
      muted: messageParticipants.muted,
    })
    .from(messageParticipants)
    .innerJoin(
      messageConversations,
      eq(messageConversations.id, messageParticipants.conversationId),
    )
    .where(
      and(
        eq(messageParticipants.conversationId, conversationId),
        eq(messageParticipants.userId, userId),
      ),
    );
  return row ?? null;
}
export type MembershipRow = NonNullable<Awaited<ReturnType<typeof findMembership>>>;

/**
 * The direct conversation behind `directKey`, created when missing. The unique key makes two
 * members starting it at once meet in one row: the loser's insert does nothing and reads the
 * winner's.
 */
export async function findOrCreateDirect(
  tx: Db,
  key: string,
  createdBy: string,
  now: Date,
): Promise<{ id: string; created: boolean }> {
  const [created] = await tx
    .insert(messageConversations)
    .values({ isGroup: false, directKey: key, createdBy, createdAt: now, lastMessageAt: now })
    .onConflictDoNothing({ target: messageConversations.directKey })
    .returning({ id: messageConversations.id });
  if (created) return { id: created.id, created: true };
  const [existing] = await tx
    .select({ id: messageConversations.id })
    .from(messageConversations)
    .where(eq(messageConversations.directKey, key));
  if (!existing) throw new Error('direct conversation vanished between insert and select');
  return { id: existing.id, created: false };
}

export async function insertGroup(tx: Db, title: string | null, createdBy: string, now: Date) {
  const [row] = await tx
    .insert(messageConversations)
    .values({ isGroup: true, title, createdBy, createdAt: now, lastMessageAt: now })
    .returning({ id: messageConversations.id });
  return row!.id;
}

/** Adds members to a conversation; those already in it stay as they are. */
export async function insertParticipants(
  tx: Db,
  conversationId: string,
  userIds: string[],
  now: Date,
) {
  await tx
    .insert(messageParticipants)
    .values(userIds.map((userId) => ({ conversationId, userId, joinedAt: now })))
    .onConflictDoNothing();
}

/** Members still in a conversation. */
export async function activeParticipantIds(db: Db, conversationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: messageParticipants.userId })
    .from(messageParticipants)
    .where(
      and(
        eq(messageParticipants.conversationId, conversationId),
        isNull(messageParticipants.leftAt),
      ),
    );
  return rows.map((r) => r.userId);
}

/** Writes a message, one unread row per recipient, and moves the conversation to the top. */
export async function insertMessage(
  tx: Db,
  message: { conversationId: string; senderId: string; body: string; createdAt: Date },
  recipientIds: string[],
) {
  const [row] = await tx.insert(forumMessages).values(message).returning();
  if (recipientIds.length > 0) {
    await tx
      .insert(forumMessageRecipients)
      .values(recipientIds.map((recipientId) => ({ messageId: row!.id, recipientId })));
  }
  await tx
    .update(messageConversations)
    .set({ lastMessageAt: message.createdAt })
    .where(eq(messageConversations.id, message.conversationId));
  return row!;
}

/** The member's conversations they are still in, newest activity first. */
export function conversationsOf(db: Db, userId: string, limit: number) {
  return db
    .select({
      id: messageConversations.id,
      isGroup: messageConversations.isGroup,
      title: messageConversations.title,
      lastMessageAt: messageConversations.lastMessageAt,
      leftAt: messageParticipants.leftAt,
      muted: messageParticipants.muted,
    })
    .from(messageParticipants)
    .innerJoin(
      messageConversations,
      eq(messageConversations.id, messageParticipants.conversationId),
    )
    .where(and(eq(messageParticipants.userId, userId), isNull(messageParticipants.leftAt)))
    .orderBy(desc(messageConversations.lastMessageAt), desc(messageConversations.id))
    .limit(limit);
}

/** Who is still in each of the conversations. */
export function participantsOf(db: Db, conversationIds: string[]) {
  if (conversationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      conversationId: messageParticipants.conversationId,
      userId: messageParticipants.userId,
    })
    .from(messageParticipants)
    .where(
      and(
        inArray(messageParticipants.conversationId, conversationIds),
        isNull(messageParticipants.leftAt),
      ),
    );
}

/** The newest message of each conversation. */
export function lastMessagesOf(db: Db, conversationIds: string[]) {
  if (conversationIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([forumMessages.conversationId], {
      conversationId: forumMessages.conversationId,
      senderId: forumMessages.senderId,
      body: forumMessages.body,
      createdAt: forumMessages.createdAt,
    })
    .from(forumMessages)
    .where(inArray(forumMessages.conversationId, conversationIds))
    .orderBy(forumMessages.conversationId, desc(forumMessages.createdAt), desc(forumMessages.id));
}

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
      conversationId: forumMessages.conversationId,
      senderId: forumMessages.senderId,
      body: forumMessages.body,
      createdAt: forumMessages.createdAt,
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

/** Up to `limit` messages of a conversation before the message `before` (or the newest), newest first. */
export async function messagePage(
  db: Db,
  conversationId: string,
  before: string | undefined,
  limit: number,
) {
  const cursor = before
    ? (
        await db
          .select({ createdAt: forumMessages.createdAt, id: forumMessages.id })
          .from(forumMessages)
          .where(
            and(eq(forumMessages.id, before), eq(forumMessages.conversationId, conversationId)),
          )
      )[0]
    : undefined;
  if (before && !cursor) return [];
  return db
    .select()
    .from(forumMessages)
    .where(
      and(
        eq(forumMessages.conversationId, conversationId),
        cursor
          ? or(
              lt(forumMessages.createdAt, cursor.createdAt),
              and(eq(forumMessages.createdAt, cursor.createdAt), lt(forumMessages.id, cursor.id)),
            )
          : undefined,
      ),
    )
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

export async function updateParticipant(
  db: Db,
  conversationId: string,
  userId: string,
  fields: { leftAt?: Date; muted?: boolean },
) {
  await db
    .update(messageParticipants)
    .set(fields)
    .where(
      and(
        eq(messageParticipants.conversationId, conversationId),
        eq(messageParticipants.userId, userId),
      ),
    );
}

/** The conversation a message belongs to, or null. */
export async function findMessageConversation(db: Db, messageId: string) {
  const [row] = await db
    .select({ conversationId: forumMessages.conversationId })
    .from(forumMessages)
    .where(eq(forumMessages.id, messageId));
  return row?.conversationId ?? null;
}

/** Retention: conversations nobody is in any more (everyone left, or their accounts are gone). */
export async function deleteAbandonedConversations(db: Db, limit: number): Promise<number> {
  const abandoned = db
    .select({ id: messageConversations.id })
    .from(messageConversations)
    .where(
      sql`not exists (select 1 from ${messageParticipants} where ${messageParticipants.conversationId} = ${messageConversations.id} and ${messageParticipants.leftAt} is null)`,
    )
    .limit(limit);
  const rows = await db
    .delete(messageConversations)
    .where(inArray(messageConversations.id, abandoned))
    .returning({ id: messageConversations.id });
  return rows.length;
}
