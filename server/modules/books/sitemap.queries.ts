/** SQL of the books' part of the sitemap: book pages in ranges of work ids. */
import { and, asc, eq } from 'drizzle-orm';
import { editions, works } from '../../db/schema/books.js';
import type { Db } from '../../platform/db/database.js';
import { inKeyRange, keyRanges, type KeyRange } from '../../platform/db/key-ranges.queries.js';

/** The works cut into ranges of `size`, in id order. */
export function workRanges(db: Db, size: number): Promise<KeyRange[]> {
  return keyRanges(db, works, works.id, size);
}

/** The works from key `from` (null: the first) up to `before` (null: the last), with what their page address is made of, in id order. */
export function worksInRange(db: Db, from: string | null, before: string | null) {
  return db
    .select({
      id: works.id,
      titleSlug: works.titleSlug,
      isbn13: editions.isbn13,
      isbn10: editions.isbn10,
      updatedAt: works.updatedAt,
    })
    .from(works)
    .leftJoin(editions, and(eq(editions.workId, works.id), eq(editions.isPrimary, true)))
    .where(inKeyRange(works.id, from, before))
    .orderBy(asc(works.id));
}
