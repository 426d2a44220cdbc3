/** SQL of the e-mails members get about what they missed: preferences, unsubscribe tokens. */
import { and, asc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import { accountEmails } from '../../db/schema/auth.js';
import {
  forumNotifications,
  notificationEmailPreferences,
  notificationUnsubscribeTokens,
} from '../../db/schema/notifications.js';
import type { Db } from '../../platform/db/database.js';
import type { EmailKind, EmailPreferences } from './away-email.policy.js';

export const defaultPreferences: EmailPreferences = {
  mentions: true,
  replies: false,
  messages: true,
  clubAnnouncements: true,
};

export async function preferencesOf(db: Db, userId: string): Promise<EmailPreferences> {
  const [row] = await db
    .select({
      mentions: notificationEmailPreferences.mentions,
      replies: notificationEmailPreferences.replies,
      messages: notificationEmailPreferences.messages,
      clubAnnouncements: notificationEmailPreferences.clubAnnouncements,
    })
    .from(notificationEmailPreferences)
    .where(eq(notificationEmailPreferences.userId, userId));
  return row ?? defaultPreferences;
}

/** Each member's preferences (the defaults for those who never chose). */
export async function preferencesOfMany(db: Db, userIds: string[]) {
  const rows =
    userIds.length === 0
      ? []
      : await db
          .select()
          .from(notificationEmailPreferences)
          .where(inArray(notificationEmailPreferences.userId, userIds));
  const found = new Map(rows.map((row) => [row.userId, row as EmailPreferences]));
  return (userId: string) => found.get(userId) ?? defaultPreferences;
}

export async function savePreferences(
  db: Db,
  userId: string,
  change: Partial<EmailPreferences>,
  now: Date,
): Promise<EmailPreferences> {
  const [row] = await db
    .insert(notificationEmailPreferences)
    .values({ ...defaultPreferences, ...change, userId, updatedAt: now })
    .onConflictDoUpdate({
      target: notificationEmailPreferences.userId,
      set: { ...change, updatedAt: now },
    })
    .returning();
  return row ?? defaultPreferences;
}

/** Forum notifications created in [after, before) still unread and not e-mailed, oldest first. */
export function unmailedForumNotifications(db: Db, after: Date, before: Date, limit: number) {
  return db
    .select({
      id: forumNotifications.id,
      userId: forumNotifications.userId,
      type: forumNotifications.type,
      title: forumNotifications.title,
      content: forumNotifications.content,
      relatedId: forumNotifications.relatedId,
      createdAt: forumNotifications.createdAt,
    })
    .from(forumNotifications)
    .where(
      and(
        eq(forumNotifications.isRead, false),
        isNull(forumNotifications.emailedAt),
        gte(forumNotifications.createdAt, after),
        lt(forumNotifications.createdAt, before),
      ),
    )
    .orderBy(asc(forumNotifications.createdAt))
    .limit(limit);
}

export async function markEmailed(db: Db, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(forumNotifications)
    .set({ emailedAt: now })
    .where(inArray(forumNotifications.id, ids));
}

/** Verified e-mail addresses of these members (the auth module publishes them). */
export async function verifiedEmailsOf(db: Db, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({
      userId: accountEmails.userId,
      email: accountEmails.email,
      verifiedAt: accountEmails.emailVerifiedAt,
    })
    .from(accountEmails)
    .where(inArray(accountEmails.userId, userIds));
  return new Map(
    rows.filter((row) => row.verifiedAt !== null).map((row) => [row.userId, row.email]),
  );
}

export async function insertUnsubscribeToken(
  db: Db,
  values: { tokenHash: string; userId: string; kind: EmailKind; createdAt: Date },
): Promise<void> {
  await db.insert(notificationUnsubscribeTokens).values(values);
}

/** Unsubscribe tokens of many e-mails at once (an announcement to a whole club). */
export async function insertUnsubscribeTokens(
  db: Db,
  values: { tokenHash: string; userId: string; kind: EmailKind; createdAt: Date }[],
): Promise<void> {
  if (values.length > 0) await db.insert(notificationUnsubscribeTokens).values(values);
}

export async function findUnsubscribeToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(notificationUnsubscribeTokens)
    .where(eq(notificationUnsubscribeTokens.tokenHash, tokenHash));
  return row ?? null;
}

/** Unsubscribe links older than `before` (retention). */
export async function deleteUnsubscribeTokensBefore(db: Db, before: Date, limit: number) {
  const old = db
    .select({ tokenHash: notificationUnsubscribeTokens.tokenHash })
    .from(notificationUnsubscribeTokens)
    .where(lt(notificationUnsubscribeTokens.createdAt, before))
    .limit(limit);
  const rows = await db
    .delete(notificationUnsubscribeTokens)
    .where(inArray(notificationUnsubscribeTokens.tokenHash, old))
    .returning({ tokenHash: notificationUnsubscribeTokens.tokenHash });
  return rows.length;
}
