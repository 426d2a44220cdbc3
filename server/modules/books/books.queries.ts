/** SQL that reads the catalogue. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { authorNames } from '../../db/schema/authors.js';
import { bookPages, editions, workAuthors, workCategories, works } from '../../db/schema/books.js';
import { communityWorkRatings } from '../../db/schema/shelves.js';
import type { Db } from '../../platform/db/database.js';

/** An author as a list of books names them. */
export interface SummaryAuthor {
  workId: string;
  name: string;
  slug: string;
  role: string | null;
}

/**
 * What a list of books shows of each work (a shelf page, search results, the landing carousel),
 * with its authors and Bookhive readers' rating, in no particular order — one prepared
 * statement. Shelves and searches ask for this on every page: as three statements, each built
 * and planned anew, it cost more than the rows it read (bench:api, docs/performance.md).
 */
export function prepareSummaryRows(db: Db) {
  const statement = db
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
      authors: sql<SummaryAuthor[]>`coalesce((
        select json_agg(json_build_object(
          'workId', ${workAuthors.workId}, 'name', ${authorNames.name}, 'slug', ${authorNames.slug},
          'role', ${workAuthors.role}) order by ${workAuthors.position})
        from ${workAuthors} join ${authorNames} on ${authorNames.id} = ${workAuthors.authorId}
        where ${workAuthors.workId} = ${works.id}), '[]')`,
      community: sql<{ average: number; count: number } | null>`(
        select json_build_object('average', ${communityWorkRatings.average},
          'count', ${communityWorkRatings.count})
        from ${communityWorkRatings} where ${communityWorkRatings.workId} = ${works.id})`,
    })
    .from(works)
    .leftJoin(editions, and(eq(editions.workId, works.id), eq(editions.isPrimary, true)))
    .leftJoin(bookPages, eq(bookPages.workId, works.id))
    .where(sql`${works.id} = any(${sql.placeholder('workIds')}::uuid[])`)
    .prepare('book_summaries');
  return async (workIds: string[]) => (workIds.length === 0 ? [] : statement.execute({ workIds }));
}

/** A work as the books presenter reads it: from the statement above, or a stored search page. */
export type SummaryRow = Omit<
  Awaited<ReturnType<ReturnType<typeof prepareSummaryRows>>>[number],
  'community'
>;

/** A work's page count: its primary edition's, as the book page shows it; null when unknown. */
export async function findPageCount(db: Db, workId: string): Promise<number | null> {
  const [row] = await db
    .select({ pages: editions.pages })
    .from(editions)
    .where(and(eq(editions.workId, workId), eq(editions.isPrimary, true)))
    .limit(1);
  return row?.pages ?? null;
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

/** One edition as the book page lists it, primary first. */
export interface BookPageEdition {
  isbn10: string | null;
  isbn13: string | null;
  title: string;
  format: string | null;
  publisher: string | null;
  publicationYear: number | null;
  pages: number | null;
}

/**
 * Everything the book page shows of one work — found by its id or by either ISBN — with its
 * editions, categories, authors and Bookhive readers' ratings, in one prepared
 * statement. The book page is what Bookhive serves most, and at 10 clients a round trip and a
 * plan cost more than its few rows (npm run bench:api, docs/performance.md): this was six
 * statements in three round trips, each planned anew.
 */
export function prepareBookPage(db: Db) {
  const statement = db
    .select({
      id: works.id,
      title: works.title,
      titleSlug: works.titleSlug,
      originalTitle: works.originalTitle,
      seriesName: works.seriesName,
      seriesNumber: works.seriesNumber,
      description: works.description,
      firstPublishedYear: works.firstPublishedYear,
      language: works.language,
      sourceAverageRating: works.sourceAverageRating,
      sourceRatingsCount: works.sourceRatingsCount,
      coverStatus: bookPages.coverStorageStatus,
      coverStoredUrl: bookPages.coverStoredUrl,
      editions: sql<BookPageEdition[]>`coalesce((
        select json_agg(json_build_object(
          'isbn10', ${editions.isbn10}, 'isbn13', ${editions.isbn13}, 'title', ${editions.title},
          'format', ${editions.format}, 'publisher', ${editions.publisher},
          'publicationYear', ${editions.publicationYear}, 'pages', ${editions.pages}
        ) order by ${editions.isPrimary} desc, ${editions.createdAt})
        from ${editions} where ${editions.workId} = ${works.id}), '[]')`,
      categoryIds: sql<string[]>`coalesce((
        select json_agg(${workCategories.categoryId} order by ${workCategories.weight} desc)
        from ${workCategories} where ${workCategories.workId} = ${works.id}), '[]')`,
      authors: sql<{ name: string; slug: string }[]>`coalesce((
        select json_agg(json_build_object('name', ${authorNames.name}, 'slug', ${authorNames.slug})
          order by ${workAuthors.position})
        from ${workAuthors} join ${authorNames} on ${authorNames.id} = ${workAuthors.authorId}
        where ${workAuthors.workId} = ${works.id}), '[]')`,
      community: sql<{ average: number; count: number; distribution: number[] } | null>`(
        select json_build_object('average', ${communityWorkRatings.average},
          'count', ${communityWorkRatings.count},
          'distribution', json_build_array(${communityWorkRatings.stars1}, ${communityWorkRatings.stars2},
            ${communityWorkRatings.stars3}, ${communityWorkRatings.stars4}, ${communityWorkRatings.stars5}))
        from ${communityWorkRatings} where ${communityWorkRatings.workId} = ${works.id})`,
    })
    .from(works)
    .leftJoin(bookPages, eq(bookPages.workId, works.id))
    .where(
      sql`${works.id} = coalesce(${sql.placeholder('workId')}::uuid, (
        select ${editions.workId} from ${editions}
        where ${editions.isbn13} = ${sql.placeholder('isbn13')}::text
           or ${editions.isbn10} = ${sql.placeholder('isbn10')}::text
        limit 1))`,
    )
    .prepare('book_page');
  return async (key: { workId: string | null; isbn10: string | null; isbn13: string | null }) => {
    const [row] = await statement.execute(key);
    return row ?? null;
  };
}

export type BookPageRow = NonNullable<Awaited<ReturnType<ReturnType<typeof prepareBookPage>>>>;

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

/**
 * What reading statistics need of each work: its page count (the primary edition's, as the book
 * page shows it) and its category ids. One row per work found.
 */
export async function findReadingFacts(
  db: Db,
  workIds: string[],
): Promise<{ workId: string; pages: number | null; categoryIds: string[] }[]> {
  if (workIds.length === 0) return [];
  return db
    .select({
      workId: works.id,
      pages: editions.pages,
      categoryIds: sql<string[]>`coalesce((
        select json_agg(${workCategories.categoryId} order by ${workCategories.weight} desc, ${workCategories.categoryId})
        from ${workCategories} where ${workCategories.workId} = ${works.id}), '[]')`,
    })
    .from(works)
    .leftJoin(editions, and(eq(editions.workId, works.id), eq(editions.isPrimary, true)))
    .where(inArray(works.id, workIds));
}
