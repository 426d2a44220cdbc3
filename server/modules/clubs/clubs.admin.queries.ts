/**
 * SQL of the clubs back-office: every club, suspended ones too, by name words (narrowed on the
 * trigram index of search_text, which starts with the name), owner, category, visibility and
 * state, newest first or by members; and a club's memberships counted by status.
 */
import { and, asc, eq, isNotNull, isNull, like, sql, type SQL } from 'drizzle-orm';
import type { AdminClubState, AdminClubVisibility } from '../../../contracts/clubs-admin.js';
import type { ClubSort } from '../../../contracts/clubs.js';
import { bookClubs, clubMemberships } from '../../db/schema/clubs.js';
import type { Db } from '../../platform/db/database.js';
import { escapeLike } from './clubs.queries.js';

export interface StaffClubFilters {
  /** Lower-case words, each of which must be in the name. */
  words: string[];
  ownerId: string | null;
  category: string | null;
  visibility: AdminClubVisibility;
  state: AdminClubState;
  sort: ClubSort;
}

function conditions(filters: StaffClubFilters): SQL | undefined {
  return and(
    ...filters.words.flatMap((word) => {
      const pattern = `%${escapeLike(word)}%`;
      // The first finds candidates on book_clubs_search_idx; the second keeps name matches.
      return [like(bookClubs.searchText, pattern), like(sql`lower(${bookClubs.name})`, pattern)];
    }),
    filters.ownerId ? eq(bookClubs.ownerId, filters.ownerId) : undefined,
    filters.category ? eq(bookClubs.category, filters.category) : undefined,
    filters.visibility === 'all' ? undefined : eq(bookClubs.visibility, filters.visibility),
    filters.state === 'all'
      ? undefined
      : filters.state === 'suspended'
        ? isNotNull(bookClubs.suspendedAt)
        : isNull(bookClubs.suspendedAt),
  );
}

function order(sort: ClubSort) {
  return sort === 'members'
    ? [sql`${bookClubs.memberCount} desc`, asc(bookClubs.id)]
    : [sql`${bookClubs.createdAt} desc`, asc(bookClubs.id)];
}

/** One page of the clubs that match. */
export function staffClubs(db: Db, filters: StaffClubFilters, limit: number, offset: number) {
  return db
    .select()
    .from(bookClubs)
    .where(conditions(filters))
    .orderBy(...order(filters.sort))
    .limit(limit)
    .offset(offset);
}

/** How many clubs match (for the page count). */
export async function countStaffClubs(db: Db, filters: StaffClubFilters): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(bookClubs)
    .where(conditions(filters));
  return row?.count ?? 0;
}

/** A club's memberships by status (on club_memberships_list_idx). */
export async function membershipCounts(db: Db, clubId: string) {
  const rows = await db
    .select({ status: clubMemberships.status, count: sql<number>`count(*)::int` })
    .from(clubMemberships)
    .where(eq(clubMemberships.clubId, clubId))
    .groupBy(clubMemberships.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
  return { approved: of('approved'), pending: of('pending'), banned: of('banned') };
}
