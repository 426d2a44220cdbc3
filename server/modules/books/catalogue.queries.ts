/** SQL that writes the catalogue: works, their editions, authors, categories and pages. */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { bookPages, editions, workAuthors, workCategories, works } from '../../db/schema/books.js';
import type { Db } from '../../platform/db/database.js';

export type WorkInsert = typeof works.$inferInsert;
export type EditionInsert = typeof editions.$inferInsert;

/** Inserts or updates works by their source key; returns ids and whether each was new. */
export async function upsertWorks(db: Db, rows: WorkInsert[]) {
  if (rows.length === 0) return [];
  return db
    .insert(works)
    .values(rows)
    .onConflictDoUpdate({
      target: works.sourceKey,
      set: {
        title: sql`excluded.title`,
        titleSlug: sql`excluded.title_slug`,
        originalTitle: sql`excluded.original_title`,
        seriesName: sql`excluded.series_name`,
        seriesNumber: sql`excluded.series_number`,
        description: sql`case when excluded.description <> '' then excluded.description else ${works.description} end`,
        firstPublishedYear: sql`excluded.first_published_year`,
        language: sql`excluded.language`,
        sourceAverageRating: sql`excluded.source_average_rating`,
        sourceRatingsCount: sql`excluded.source_ratings_count`,
        popularity: sql`excluded.popularity`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: works.id, sourceKey: works.sourceKey, inserted: sql<boolean>`(xmax = 0)` });
}

export function findPrimaryEditions(db: Db, workIds: string[]) {
  if (workIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: editions.id, workId: editions.workId })
    .from(editions)
    .where(and(inArray(editions.workId, workIds), eq(editions.isPrimary, true)));
}

/** Inserts an edition unless one of its ISBNs belongs to another edition already; true when inserted. */
export async function insertEditionIfIsbnFree(db: Db, row: EditionInsert): Promise<boolean> {
  const inserted = await db
    .insert(editions)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: editions.id });
  return inserted.length > 0;
}

export async function updateEdition(
  db: Db,
  id: string,
  fields: Partial<EditionInsert>,
): Promise<void> {
  await db.update(editions).set(fields).where(eq(editions.id, id));
}

export async function replaceWorkAuthors(
  db: Db,
  workIds: string[],
  rows: (typeof workAuthors.$inferInsert)[],
): Promise<void> {
  if (workIds.length === 0) return;
  await db.delete(workAuthors).where(inArray(workAuthors.workId, workIds));
  if (rows.length > 0) await db.insert(workAuthors).values(rows).onConflictDoNothing();
}

export async function replaceWorkCategories(
  db: Db,
  workIds: string[],
  rows: (typeof workCategories.$inferInsert)[],
): Promise<void> {
  if (workIds.length === 0) return;
  await db.delete(workCategories).where(inArray(workCategories.workId, workIds));
  if (rows.length > 0) await db.insert(workCategories).values(rows).onConflictDoNothing();
}

/** Every work gets a page; a new one waits for its cover to be stored. */
export async function ensureBookPages(db: Db, workIds: string[]): Promise<void> {
  if (workIds.length === 0) return;
  await db
    .insert(bookPages)
    .values(workIds.map((workId) => ({ workId })))
    .onConflictDoNothing();
}

/** The works that already hold any of these ISBNs, with their source keys and titles. */
export async function findWorksHoldingIsbns(db: Db, isbns: string[]) {
  if (isbns.length === 0) return [];
  return db
    .select({
      isbn10: editions.isbn10,
      isbn13: editions.isbn13,
      sourceKey: works.sourceKey,
      title: works.title,
    })
    .from(editions)
    .innerJoin(works, eq(works.id, editions.workId))
    .where(or(inArray(editions.isbn13, isbns), inArray(editions.isbn10, isbns)));
}
