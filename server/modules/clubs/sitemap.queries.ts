/**
 * SQL of the clubs' part of the sitemap: the pages of public clubs that are not suspended, in
 * ranges of club ids. A private club's page is for its members (and is not listed).
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { bookClubs } from '../../db/schema/clubs.js';
import type { Db } from '../../platform/db/database.js';
import { inKeyRange, keyRanges, type KeyRange } from '../../platform/db/key-ranges.queries.js';

const listed = and(eq(bookClubs.visibility, 'public'), isNull(bookClubs.suspendedAt));

/** The listed clubs cut into ranges of `size`, in id order. */
export function clubRanges(db: Db, size: number): Promise<KeyRange[]> {
  return keyRanges(db, bookClubs, bookClubs.id, size, listed);
}

/** The listed clubs from key `from` (null: the first) up to `before` (null: the last), in id order. */
export function clubsInRange(db: Db, from: string | null, before: string | null) {
  return db
    .select({ slug: bookClubs.slug, updatedAt: bookClubs.updatedAt })
    .from(bookClubs)
    .where(and(listed, inKeyRange(bookClubs.id, from, before)))
    .orderBy(asc(bookClubs.id));
}
