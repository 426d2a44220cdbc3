/** SQL of the authors' part of the sitemap: author pages in ranges of author ids. */
import { asc } from 'drizzle-orm';
import { authors } from '../../db/schema/authors.js';
import type { Db } from '../../platform/db/database.js';
import { inKeyRange, keyRanges, type KeyRange } from '../../platform/db/key-ranges.queries.js';

/** The authors cut into ranges of `size`, in id order. */
export function authorRanges(db: Db, size: number): Promise<KeyRange[]> {
  return keyRanges(db, authors, authors.id, size);
}

/** The authors from key `from` (null: the first) up to `before` (null: the last), their slugs and when they last changed, in id order. */
export function authorsInRange(db: Db, from: string | null, before: string | null) {
  return db
    .select({ slug: authors.slug, updatedAt: authors.updatedAt })
    .from(authors)
    .where(inKeyRange(authors.id, from, before))
    .orderBy(asc(authors.id));
}
