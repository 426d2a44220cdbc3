/** SQL of book clubs themselves: finding, locking, writing and searching them. */
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { bookClubs, clubMemberships } from '../../db/schema/clubs.js';
import type { Db } from '../../platform/db/database.js';

export type ClubRow = typeof bookClubs.$inferSelect;

/**
 * What a club's card shows and its state needs: a page of search results reads only these, not
 * the rules, the search text or the staff's columns (less to send, parse and collect, 21 times a
 * page).
 */
export const clubCardColumns = {
  id: bookClubs.id,
  slug: bookClubs.slug,
  name: bookClubs.name,
  description: bookClubs.description,
  avatarUrl: bookClubs.avatarUrl,
  category: bookClubs.category,
  visibility: bookClubs.visibility,
  clubType: bookClubs.clubType,
  pricePerMonth: bookClubs.pricePerMonth,
  memberCount: bookClubs.memberCount,
  memberLimit: bookClubs.memberLimit,
  currentBookId: bookClubs.currentBookId,
  showDescription: bookClubs.showDescription,
  showCurrentBook: bookClubs.showCurrentBook,
  showRules: bookClubs.showRules,
  showMembers: bookClubs.showMembers,
  suspendedAt: bookClubs.suspendedAt,
  createdAt: bookClubs.createdAt,
};
export type ClubCardRow = Pick<ClubRow, keyof typeof clubCardColumns>;
export type ClubInsert = typeof bookClubs.$inferInsert;
export type ClubChange = Partial<
  Omit<ClubInsert, 'id' | 'searchText' | 'searchWords' | 'createdAt'>
>;

/**
 * The club at a slug with the viewer's membership (none for a visitor, whose `userId` is null)
 * and the row's version: its `xmin`, which every change of the row renews (the member count's
 * trigger, edits, suspension, a new owner; a change of hosts touches the row too). Prepared:
 * the club page runs it for every request.
 */
export function prepareClubPageRow(db: Db) {
  const statement = db
    .select({
      club: bookClubs,
      version: sql<string>`${bookClubs}.xmin::text`,
      membership: clubMemberships,
    })
    .from(bookClubs)
    .leftJoin(
      clubMemberships,
      and(
        eq(clubMemberships.clubId, bookClubs.id),
        eq(clubMemberships.userId, sql.placeholder('userId')),
      ),
    )
    .where(eq(bookClubs.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare('club_page_row');
  return async (slug: string, userId: string | null) => {
    const [row] = await statement.execute({ slug, userId });
    return row ?? null;
  };
}

export async function findClubById(db: Db, id: string): Promise<ClubRow | null> {
  const [row] = await db.select().from(bookClubs).where(eq(bookClubs.id, id)).limit(1);
  return row ?? null;
}

/**
 * The club, locked until the transaction ends: joins, approvals and leaves of one club take
 * their turn, so the count and the limit are read and changed by one of them at a time.
 */
export async function lockClub(tx: Db, id: string): Promise<ClubRow | null> {
  const [row] = await tx.select().from(bookClubs).where(eq(bookClubs.id, id)).for('update');
  return row ?? null;
}

/** Inserts the club; null when its slug is a club's already. */
export async function insertClub(tx: Db, values: ClubInsert): Promise<ClubRow | null> {
  const [row] = await tx
    .insert(bookClubs)
    .values(values)
    .onConflictDoNothing({ target: bookClubs.slug })
    .returning();
  return row ?? null;
}

export async function updateClub(db: Db, id: string, change: ClubChange): Promise<ClubRow> {
  const [row] = await db.update(bookClubs).set(change).where(eq(bookClubs.id, id)).returning();
  if (!row) throw new Error(`Club ${id} vanished while it was being changed`);
  return row;
}

export async function deleteClub(tx: Db, id: string): Promise<void> {
  await tx.delete(bookClubs).where(eq(bookClubs.id, id));
}

export interface ClubFilter {
  /** Words as search-words.ts splits them: each must start a word of the club's. */
  words: string[];
  category: string | null;
  sort: 'members' | 'newest';
}

/** LIKE's own characters taken literally. */
export function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Memberships with their clubs, to be narrowed: a member's own clubs. */
export function membershipsWithClubs(db: Db) {
  return db
    .select({ club: bookClubs, membership: clubMemberships })
    .from(clubMemberships)
    .innerJoin(bookClubs, eq(bookClubs.id, clubMemberships.clubId));
}

/** The clubs a member belongs to or asked to join, with that membership, newest first. */
export async function clubsOfMember(db: Db, userId: string, limit: number) {
  return membershipsWithClubs(db)
    .where(
      and(
        eq(clubMemberships.userId, userId),
        or(eq(clubMemberships.status, 'approved'), eq(clubMemberships.status, 'pending')),
      ),
    )
    .orderBy(desc(clubMemberships.updatedAt))
    .limit(limit);
}
