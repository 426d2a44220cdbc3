/** SQL of sessions: the cookie's hashed token to the person behind it. */
import { and, asc, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { adminUserPermissions, profiles, sessions, users } from '../../db/schema/index.js';
import type { Db } from '../db/database.js';
import { forgetKeptSessionsOf } from './kept-sessions.js';

export type SessionInsert = typeof sessions.$inferInsert;

export async function insertSession(db: Db, session: SessionInsert): Promise<string> {
  const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return row.id;
}

/**
 * The live session for a token hash, with what every request needs about its owner. Prepared:
 * every signed-in request runs it first, and planning it each time cost as much as running it.
 */
export function prepareFindLiveSession(db: Db) {
  const statement = db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      persistent: sessions.persistent,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      emailVerifiedAt: users.emailVerifiedAt,
      role: profiles.role,
      // The owner's permission grants come along: one round trip fewer for every request
      // that asks what its caller may do (platform/permissions/guard.ts).
      grants: sql<{ permission: string; isRevoked: boolean }[]>`(
        select coalesce(json_agg(json_build_object(
          'permission', ${adminUserPermissions.permission},
          'isRevoked', ${adminUserPermissions.isRevoked})), '[]'::json)
        from ${adminUserPermissions} where ${adminUserPermissions.userId} = ${sessions.userId})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(profiles, eq(profiles.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        sql`${sessions.expiresAt} > ${sql.placeholder('now')}::timestamptz`,
      ),
    )
    .prepare('find_live_session');
  return async (tokenHash: string, now: Date) => {
    const [row] = await statement.execute({ tokenHash, now: now.toISOString() });
    return row ?? null;
  };
}

export type LiveSession = NonNullable<
  Awaited<ReturnType<ReturnType<typeof prepareFindLiveSession>>>
>;

/** Whether a session by id is still live at `now` (signed out or expired: no). */
export async function isSessionLive(db: Db, id: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)));
  return row !== undefined;
}

export async function touchSession(
  db: Db,
  id: string,
  lastSeenAt: Date,
  expiresAt: Date,
): Promise<void> {
  await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, id));
}

/*
 * Each ending below also forgets the person's sessions kept in this process, so that its very
 * next request is refused; other processes hear of it when the ending commits (kept-sessions.ts).
 */

export async function deleteSession(db: Db, id: string): Promise<void> {
  const rows = await db
    .delete(sessions)
    .where(eq(sessions.id, id))
    .returning({ userId: sessions.userId });
  for (const row of rows) forgetKeptSessionsOf(row.userId);
}

/** Deletes one of a user's sessions; false when it is not theirs or already gone. */
export async function deleteUserSession(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  forgetKeptSessionsOf(userId);
  return rows.length > 0;
}

/** Ends every session of a user, except `keepSessionId` when given; returns how many ended. */
export async function deleteUserSessions(
  db: Db,
  userId: string,
  keepSessionId?: string,
): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    )
    .returning({ id: sessions.id });
  forgetKeptSessionsOf(userId);
  return rows.length;
}

export async function listUserSessions(db: Db, userId: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), asc(sessions.createdAt));
}

/** Deletes up to `limit` sessions that expired before `expiredBefore`; returns how many. */
export async function deleteExpiredSessions(
  db: Db,
  expiredBefore: Date,
  limit: number,
): Promise<number> {
  const expired = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(lt(sessions.expiresAt, expiredBefore))
    .limit(limit);
  const rows = await db
    .delete(sessions)
    .where(inArray(sessions.id, expired))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function countLiveSessions(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sessions)
    .where(gt(sessions.expiresAt, now));
  return row?.count ?? 0;
}
