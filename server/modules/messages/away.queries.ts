/** SQL of the messages a recipient left unread while away (the notifications e-mail them). */
import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { forumMessageRecipients, forumMessages } from '../../db/schema/messages.js';
import type { Db } from '../../platform/db/database.js';
import { previewColumns } from './messages.queries.js';

/** Messages sent in [after, before) still unread by a recipient and not e-mailed, oldest first. */
export function unmailedUnread(db: Db, after: Date, before: Date, limit: number) {
  return db
    .select({
      messageId: forumMessages.id,
      recipientId: forumMessageRecipients.recipientId,
      ...previewColumns,
    })
    .from(forumMessageRecipients)
    .innerJoin(forumMessages, eq(forumMessages.id, forumMessageRecipients.messageId))
    .where(
      and(
        eq(forumMessageRecipients.isRead, false),
        isNull(forumMessageRecipients.emailedAt),
        gte(forumMessages.createdAt, after),
        lt(forumMessages.createdAt, before),
      ),
    )
    .orderBy(asc(forumMessages.createdAt))
    .limit(limit);
}

/** Marks these deliveries as e-mailed (or settled without an e-mail). */
export async function markEmailed(
  db: Db,
  deliveries: { messageId: string; recipientId: string }[],
  now: Date,
): Promise<void> {
  if (deliveries.length === 0) return;
  await db
    .update(forumMessageRecipients)
    .set({ emailedAt: now })
    .where(
      sql`(${forumMessageRecipients.messageId}, ${forumMessageRecipients.recipientId}) in (${sql.join(
        deliveries.map((d) => sql`(${d.messageId}::uuid, ${d.recipientId}::uuid)`),
        sql`, `,
      )})`,
    );
}
