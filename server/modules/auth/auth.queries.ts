/** SQL of accounts (users) and the single-use tokens we e-mail (auth_tokens). */
import { and, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { authTokens, users, type AuthTokenPurpose } from '../../db/schema/auth.js';
import type { Db } from '../../platform/db/database.js';
import { forgetKeptSessionsOf } from '../../platform/sessions/kept-sessions.js';

export type UserRow = typeof users.$inferSelect;

export async function insertUser(
  db: Db,
  user: { email: string; passwordHash: string; emailVerifiedAt: Date | null; now: Date },
): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({
      email: user.email,
      passwordHash: user.passwordHash,
      emailVerifiedAt: user.emailVerifiedAt,
      createdAt: user.now,
      updatedAt: user.now,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned nothing');
  return row.id;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function markEmailVerified(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)));
  // A session carries whether its person is verified (kept-sessions.ts).
  forgetKeptSessionsOf(id);
}

export async function updatePasswordHash(
  db: Db,
  id: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
    .where(eq(users.id, id));
}

export async function updateEmail(db: Db, id: string, email: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ email, emailVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, id));
  forgetKeptSessionsOf(id);
}

export async function insertAuthToken(
  db: Db,
  token: {
    userId: string;
    purpose: AuthTokenPurpose;
    tokenHash: string;
    expiresAt: Date;
    newEmail?: string;
    now: Date;
  },
): Promise<void> {
  await db.insert(authTokens).values({
    userId: token.userId,
    purpose: token.purpose,
    tokenHash: token.tokenHash,
    expiresAt: token.expiresAt,
    newEmail: token.newEmail ?? null,
    createdAt: token.now,
  });
}

/** A token that is neither used nor expired. */
export async function findUsableToken(
  db: Db,
  tokenHash: string,
  purpose: AuthTokenPurpose,
  now: Date,
) {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** Marks a token used; false when another request used it first (single use, even in a race). */
export async function consumeToken(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.id, id), isNull(authTokens.usedAt)))
    .returning({ id: authTokens.id });
  return rows.length > 0;
}

/** Retires a user's unused tokens of one purpose, so only the newest link works. */
export async function retireTokens(
  db: Db,
  userId: string,
  purpose: AuthTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
      ),
    );
}

/**
 * Deletes up to `limit` e-mailed tokens that expired, or were used (or retired), before
 * `spentBefore`; returns how many. Unused tokens still valid are never touched.
 */
export async function deleteSpentTokens(db: Db, spentBefore: Date, limit: number): Promise<number> {
  const spent = db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(or(lt(authTokens.expiresAt, spentBefore), lt(authTokens.usedAt, spentBefore)))
    .limit(limit);
  const rows = await db
    .delete(authTokens)
    .where(inArray(authTokens.id, spent))
    .returning({ id: authTokens.id });
  return rows.length;
}

export async function countUsers(db: Db): Promise<{ total: number; verified: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      verified: sql<number>`count(${users.emailVerifiedAt})::int`,
    })
    .from(users);
  return { total: row?.total ?? 0, verified: row?.verified ?? 0 };
}

export async function countSignupsSince(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(gte(users.createdAt, since));
  return row?.count ?? 0;
}

/** Deletes the account; its profile, sessions, tokens and grants go with it (foreign keys cascade). */
export async function deleteUser(db: Db, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}
