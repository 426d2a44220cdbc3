/** SQL of a member's paid club memberships: the clubs they pay for, with their membership. */
import { and, eq, inArray } from 'drizzle-orm';
import { bookClubs, clubMemberships } from '../../db/schema/clubs.js';
import type { Db } from '../../platform/db/database.js';

/** These clubs, each with the member's membership of it (null when they have none). */
export async function clubsWithMembershipOf(db: Db, userId: string, clubIds: string[]) {
  if (clubIds.length === 0) return [];
  return db
    .select({
      id: bookClubs.id,
      name: bookClubs.name,
      slug: bookClubs.slug,
      pricePerMonth: bookClubs.pricePerMonth,
      suspendedAt: bookClubs.suspendedAt,
      membership: {
        role: clubMemberships.role,
        paymentStanding: clubMemberships.paymentStanding,
        graceEndsAt: clubMemberships.graceEndsAt,
      },
    })
    .from(bookClubs)
    .leftJoin(
      clubMemberships,
      and(eq(clubMemberships.clubId, bookClubs.id), eq(clubMemberships.userId, userId)),
    )
    .where(inArray(bookClubs.id, clubIds));
}
