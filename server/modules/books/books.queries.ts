/** SQL that reads the catalogue. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { authorNames } from '../../db/schema/authors.js';
import { bookPages, editions, workAuthors, workCategories, works } from '../../db/schema/books.js';
import type { Db } from '../../platform/db/database.js';

/** What a search result or a shelf row shows of each work, in no particular order. */
export async function findSummaryRows(db: Db, workIds: string[]) {
  if (workIds.length === 0) return [];
  const [workRows, authorRows] = await Promise.all([
    db
      .select({
        id: works.id,
        title: works.title,
        titleSlug: works.titleSlug,
        seriesName: works.seriesName,
        seriesNumber: works.seriesNumber,
        firstPublishedYear: works.firstPublishedYear,
        sourceAverageRating: works.sourceAverageRating,
        sourceRatingsCount: works.sourceRatingsCount,
        isbn13: editions.isbn13,
        isbn10: editions.isbn10,
        coverStatus: bookPages.coverStorageStatus,
        coverStoredUrl: bookPages.coverStoredUrl,
      })
      .from(works)
      .leftJoin(editions, and(eq(editions.workId, works.id), eq(editions.isPrimary, true)))
      .leftJoin(bookPages, eq(bookPages.workId, works.id))
      .where(inArray(works.id, workIds)),
    findAuthorsOfWorks(db, workIds),
  ]);
  return workRows.map((row) => ({
    ...row,
    authors: authorRows.filter((a) => a.workId === row.id),
  }));
}

export type SummaryRow = Awaited<ReturnType<typeof findSummaryRows>>[number];

export function findAuthorsOfWorks(db: Db, workIds: string[]) {
  if (workIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      workId: workAuthors.workId,
      name: authorNames.name,
      slug: authorNames.slug,
      role: workAuthors.role,
    })
    .from(workAuthors)
    .innerJoin(authorNames, eq(authorNames.id, workAuthors.authorId))
    .where(inArray(workAuthors.workId, workIds))
    .orderBy(asc(workAuthors.workId), asc(workAuthors.position));
}

/** The most popular works, for the landing carousel and empty states. */
export async function findPopularWorkIds(db: Db, limit: number, offset = 0): Promise<string[]> {
  const rows = await db
    .select({ id: works.id })
    .from(works)
    .orderBy(sql`${works.popularity} desc`, asc(works.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

/** The work an ISBN (either form) belongs to. */
export async function findWorkIdByIsbn(
  db: Db,
  isbn10: string | null,
  isbn13: string | null,
): Promise<string | null> {
  const conditions = [
    ...(isbn13 ? [eq(editions.isbn13, isbn13)] : []),
    ...(isbn10 ? [eq(editions.isbn10, isbn10)] : []),
  ];
  if (conditions.length === 0) return null;
  const [row] = await db
    .select({ workId: editions.workId })
    .from(editions)
    .where(conditions.length === 1 ? conditions[0] : sql`${conditions[0]} or ${conditions[1]}`)
    .limit(1);
  return row?.workId ?? null;
}

/** Works with exactly this title slug, with their authors' names, most popular first. */
export async function findWorksByTitleSlug(db: Db, titleSlug: string) {
  const rows = await db
    .select({ workId: works.id, authorName: authorNames.name })
    .from(works)
    .leftJoin(workAuthors, eq(workAuthors.workId, works.id))
    .leftJoin(authorNames, eq(authorNames.id, workAuthors.authorId))
    .where(eq(works.titleSlug, titleSlug))
    .orderBy(sql`${works.popularity} desc`, asc(works.id))
    .limit(200);
  const byWork = new Map<string, string[]>();
  for (const row of rows) {
    const names = byWork.get(row.workId) ?? [];
    if (row.authorName) names.push(row.authorName);
    byWork.set(row.workId, names);
  }
  return [...byWork].map(([workId, authorNames]) => ({ workId, authorNames }));
}

/** Everything the book page shows of one work. */
export async function findWorkDetail(db: Db, workId: string) {
  const [work] = await db
    .select({
      work: works,
      coverStatus: bookPages.coverStorageStatus,
      coverStoredUrl: bookPages.coverStoredUrl,
    })
    .from(works)
    .leftJoin(bookPages, eq(bookPages.workId, works.id))
    .where(eq(works.id, workId));
  if (!work) return null;
  const [editionRows, categoryRows] = await Promise.all([
    db
      .select()
      .from(editions)
      .where(eq(editions.workId, workId))
      .orderBy(sql`${editions.isPrimary} desc`, asc(editions.createdAt)),
    db
      .select({ categoryId: workCategories.categoryId, weight: workCategories.weight })
      .from(workCategories)
      .where(eq(workCategories.workId, workId))
      .orderBy(sql`${workCategories.weight} desc`),
  ]);
  return { ...work, editions: editionRows, categories: categoryRows };
}

/** A page of the works in a category, most popular first; weak placements are left out. */
export async function findWorkIdsInCategory(
  db: Db,
  categoryId: string,
  limit: number,
  offset: number,
) {
  const where = and(
    eq(workCategories.categoryId, categoryId),
    sql`${workCategories.weight} >= 0.1`,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: works.id })
      .from(workCategories)
      .innerJoin(works, eq(works.id, workCategories.workId))
      .where(where)
      .orderBy(sql`${works.popularity} desc`, asc(works.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(workCategories)
      .where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: count?.total ?? 0 };
}

export async function findWorkIdBySourceKey(db: Db, sourceKey: string): Promise<string | null> {
  const [row] = await db.select({ id: works.id }).from(works).where(eq(works.sourceKey, sourceKey));
  return row?.id ?? null;
}
