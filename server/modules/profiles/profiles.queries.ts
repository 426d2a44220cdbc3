/** SQL of profiles. */
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { ThemePreferences } from '../../../contracts/themes.js';
import { accountEmails } from '../../db/schema/auth.js';
import { profiles } from '../../db/schema/profiles.js';
import type { Db } from '../../platform/db/database.js';
import { forgetKeptSessionsOf } from '../../platform/sessions/kept-sessions.js';

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileInsert = typeof profiles.$inferInsert;

export async function insertProfile(db: Db, profile: ProfileInsert): Promise<void> {
  await db.insert(profiles).values(profile);
}

/** A profile by id as one prepared statement: every shelf page and many answers ask for one. */
export function prepareFindProfileById(db: Db) {
  const statement = db
    .select()
    .from(profiles)
    .where(eq(profiles.id, sql.placeholder('id')))
    .prepare('profile_by_id');
  return async (id: string): Promise<ProfileRow | null> => {
    const [row] = await statement.execute({ id });
    return row ?? null;
  };
}

export async function findProfileById(db: Db, id: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  return row ?? null;
}

/**
 * Usernames, display names and avatars of those of some accounts that still exist, in no
 * particular order, as one prepared statement: every list that names people (a book's
 * reviews) reads it, and planning it each time cost more than running it (bench:api).
 */
/** What lists that name people show of each: never more. */
const publicNameColumns = {
  id: profiles.id,
  username: profiles.username,
  fullName: profiles.fullName,
  avatarUrl: profiles.avatarUrl,
};

export function prepareProfileNames(db: Db) {
  const statement = db
    .select(publicNameColumns)
    .from(profiles)
    .where(sql`${profiles.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('profile_names');
  return (ids: string[]) => (ids.length === 0 ? Promise.resolve([]) : statement.execute({ ids }));
}

/** The profiles behind these usernames (any case); unknown names are left out. */
export function profilesByUsernames(db: Db, usernames: string[]) {
  if (usernames.length === 0) return Promise.resolve([]);
  return db
    .select(publicNameColumns)
    .from(profiles)
    .where(
      inArray(
        sql`lower(${profiles.username})`,
        usernames.map((name) => name.toLowerCase()),
      ),
    );
}

/** Usernames are unique without regard to case; this finds one the same way. */
export async function findProfileByUsername(db: Db, username: string): Promise<ProfileRow | null> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(sql`lower(${profiles.username}) = lower(${username})`)
    .limit(1);
  return row ?? null;
}

export async function updateProfileFields(
  db: Db,
  id: string,
  fields: Partial<Pick<ProfileRow, 'fullName' | 'username' | 'bio' | 'avatarUrl' | 'role'>>,
  now: Date,
): Promise<ProfileRow | null> {
  const [row] = await db
    .update(profiles)
    .set({ ...fields, updatedAt: now })
    .where(eq(profiles.id, id))
    .returning();
  // A session carries its person's role: this process's next request must see the new one.
  if (fields.role !== undefined) forgetKeptSessionsOf(id);
  return row ?? null;
}

export async function updateThemePreferences(
  db: Db,
  id: string,
  prefs: ThemePreferences,
  now: Date,
): Promise<void> {
  await db
    .update(profiles)
    .set({ themePreferences: prefs, updatedAt: now })
    .where(eq(profiles.id, id));
}

/**
 * Counts the profiles holding `role` and locks them until the transaction ends. Two concurrent
 * demotions of the last two super admins would otherwise each count two and both go through;
 * with the lock the second waits, then counts again without the row the first one changed.
 * Rows are locked in id order so two such transactions cannot deadlock.
 */
export async function lockProfilesWithRole(db: Db, role: string): Promise<number> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.role, role))
    .orderBy(asc(profiles.id))
    .for('update');
  return rows.length;
}

export async function countStaffProfiles(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(profiles)
    .where(sql`${profiles.role} <> 'user'`);
  return row?.count ?? 0;
}

/**
 * Members whose username starts with `prefix` (any case), shortest first, for pickers that
 * suggest people as one types; accounts still on a placeholder username are left out.
 */
export function profilesByUsernamePrefix(db: Db, prefix: string, limit: number) {
  const pattern = `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select(publicNameColumns)
    .from(profiles)
    .where(
      and(
        sql`lower(${profiles.username}) like ${pattern}`,
        sql`${profiles.username} !~* '^user_[0-9a-f]+$'`,
      ),
    )
    .orderBy(sql`length(${profiles.username})`, asc(profiles.username))
    .limit(limit);
}

/**
 * The staff user directory. It reads account_emails, the view the auth module publishes, for
 * the e-mail: accounts and profiles are 1:1, and searching by e-mail needs both in one query.
 */
export async function listAccountsForStaff(
  db: Db,
  filter: { query?: string | undefined; role?: string | undefined; limit: number; offset: number },
) {
  const conditions = [];
  if (filter.query) {
    const pattern = `%${filter.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(profiles.username, pattern),
        ilike(profiles.fullName, pattern),
        ilike(accountEmails.email, pattern),
      ),
    );
  }
  if (filter.role) conditions.push(eq(profiles.role, filter.role));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: profiles.id,
        email: accountEmails.email,
        emailVerifiedAt: accountEmails.emailVerifiedAt,
        username: profiles.username,
        fullName: profiles.fullName,
        avatarUrl: profiles.avatarUrl,
        role: profiles.role,
        createdAt: profiles.createdAt,
      })
      .from(profiles)
      .innerJoin(accountEmails, eq(accountEmails.userId, profiles.id))
      .where(where)
      .orderBy(desc(profiles.createdAt), asc(profiles.username))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(profiles)
      .innerJoin(accountEmails, eq(accountEmails.userId, profiles.id))
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/**
 * Name, username and e-mail of these accounts, for staff screens that show who paid (the
 * financial back-office). Reads account_emails, the auth module's published view, like the
 * staff user directory.
 */
export async function accountContacts(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: profiles.id,
      username: profiles.username,
      fullName: profiles.fullName,
      email: accountEmails.email,
    })
    .from(profiles)
    .innerJoin(accountEmails, eq(accountEmails.userId, profiles.id))
    .where(inArray(profiles.id, ids));
}
