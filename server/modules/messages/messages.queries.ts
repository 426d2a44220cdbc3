/** SQL of direct messages: conversations, participants, messages and their recipients (owners.json). */
import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import {
  forumMessageRecipients,
  forumMessages,
  messageConversations,
  messageParticipants,
} from '../../db/schema/messages.js';
import type { Db } from '../../platform/db/database.js';
import type { SpoilerFields } from '../../platform/spoilers/spoiler-view.js';

/** What a preview of a message shows: who sent it where and when, its text and spoiler mark. */
export const previewColumns = {
  conversationId: forumMessages.conversationId,
  senderId: forumMessages.senderId,
  body: forumMessages.body,
  spoilerWorkId: forumMessages.spoilerWorkId,
  spoilerUnit: forumMessages.spoilerUnit,
  spoilerValue: forumMessages.spoilerValue,
  createdAt: forumMessages.createdAt,
};

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
  message: SpoilerFields & {
    conversationId: string;
    senderId: string;
    body: string;
    createdAt: Date;
  },
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
    .selectDistinctOn([forumMessages.conversationId], previewColumns)
    .from(forumMessages)
    .where(inArray(forumMessages.conversationId, conversationIds))
    .orderBy(forumMessages.conversationId, desc(forumMessages.createdAt), desc(forumMessages.id));
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
