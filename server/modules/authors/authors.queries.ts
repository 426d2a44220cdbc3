/** SQL of catalogue authors. */
import { and, asc, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { authorVerificationRequests, authors, bookClaims } from '../../db/schema/authors.js';
import { workCredits } from '../../db/schema/books.js';
import type { Db } from '../../platform/db/database.js';

/** Where a new author row came from (see server/db/schema/catalogue-origin.ts). */
export type AuthorOrigin = Pick<
  typeof authors.$inferInsert,
  'origin' | 'addedBy' | 'addedByImportId'
>;

/** Any number from a fixed string: the advisory lock under which authors are created. */
const authorCreationLockKey = 727_117_003;

/** Waits until no other transaction is creating authors, and holds that until `tx` ends. */
export async function lockAuthorCreation(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(authorCreationLockKey))})`);
}

/** Adds authors; a row whose name key or slug is taken meanwhile is left out, never an error. */
export async function insertAuthors(
  db: Db,
  rows: ({ name: string; nameKey: string; slug: string } & AuthorOrigin)[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(authors).values(rows).onConflictDoNothing();
}

/** The authors who are these names (author-name.ts): id and name key. */
export function findAuthorsByNameKeys(db: Db, nameKeys: string[]) {
  if (nameKeys.length === 0) return Promise.resolve([]);
  return db
    .select({ id: authors.id, nameKey: authors.nameKey })
    .from(authors)
    .where(inArray(authors.nameKey, nameKeys));
}

/** Which of these slugs some author already has. */
export async function findTakenSlugs(db: Db, slugs: string[]): Promise<string[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select({ slug: authors.slug })
    .from(authors)
    .where(inArray(authors.slug, slugs));
  return rows.map((row) => row.slug);
}

/**
 * Deletes the merged rows of the ASCII-only slugs (null name key) that no work credits and no
 * account is verified as. Reads work_credits, the view the books module publishes, to see that.
 */
export async function deleteUncreditedMergedAuthors(db: Db): Promise<string[]> {
  const rows = await db
    .delete(authors)
    .where(
      and(
        isNull(authors.nameKey),
        isNull(authors.verifiedUserId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(workCredits)
            .where(eq(workCredits.authorId, authors.id)),
        ),
      ),
    )
    .returning({ slug: authors.slug });
  return rows.map((row) => row.slug);
}

export type AuthorRow = typeof authors.$inferSelect;

export async function findAuthorBySlug(db: Db, slug: string): Promise<AuthorRow | null> {
  const [row] = await db.select().from(authors).where(eq(authors.slug, slug));
  return row ?? null;
}

export async function findAuthorOfUser(db: Db, userId: string): Promise<AuthorRow | null> {
  const [row] = await db.select().from(authors).where(eq(authors.verifiedUserId, userId)).limit(1);
  return row ?? null;
}

/**
 * The author directory: authors ranked by their most popular book, with how many books they
 * have. It reads work_credits, the view the books module publishes, because the ranking needs
 * it in the same query.
 */
export async function listAuthors(db: Db, query: string, limit: number, offset: number) {
  const stats = db
    .select({
      authorId: workCredits.authorId,
      bookCount: sql<number>`count(*)::int`.as('book_count'),
      top: sql<number>`max(${workCredits.popularity})`.as('top'),
    })
    .from(workCredits)
    .groupBy(workCredits.authorId)
    .as('stats');
  const pattern = `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // Typo-tolerant: "tolkein" still finds Tolkien (word similarity 0.5).
  const similarity = sql`word_similarity(unaccent(${query.toLowerCase()}), unaccent(lower(${authors.name})))`;
  return db
    .select({ author: authors, bookCount: stats.bookCount })
    .from(authors)
    .innerJoin(stats, eq(stats.authorId, authors.id))
    .where(
      query
        ? sql`(unaccent(lower(${authors.name})) like unaccent(${pattern}) or ${similarity} >= 0.45)`
        : undefined,
    )
    .orderBy(
      query ? sql`${similarity} desc, ${stats.top} desc` : sql`${stats.top} desc`,
      asc(authors.name),
    )
    .limit(limit)
    .offset(offset);
}

/** Each author's best-known titles (at most `perAuthor`), most popular first. */
export async function knownTitles(db: Db, authorIds: string[], perAuthor: number) {
  if (authorIds.length === 0) return [];
  const ranked = db
    .select({
      authorId: workCredits.authorId,
      title: workCredits.title,
      rank: sql<number>`row_number() over (partition by ${workCredits.authorId} order by ${workCredits.popularity} desc)`.as(
        'rank',
      ),
    })
    .from(workCredits)
    .where(inArray(workCredits.authorId, authorIds))
    .as('ranked');
  return db
    .select({ authorId: ranked.authorId, title: ranked.title })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perAuthor}`);
}

/** The ids of an author's works, most popular first. */
export async function findAuthorWorkIds(
  db: Db,
  authorId: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: workCredits.workId })
    .from(workCredits)
    .where(eq(workCredits.authorId, authorId))
    .orderBy(sql`${workCredits.popularity} desc`, asc(workCredits.title))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function countAuthorWorks(db: Db, authorId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(workCredits)
    .where(eq(workCredits.authorId, authorId));
  return row?.count ?? 0;
}

export async function insertVerificationRequest(
  db: Db,
  row: typeof authorVerificationRequests.$inferInsert,
): Promise<void> {
  await db.insert(authorVerificationRequests).values(row);
}

export function listVerificationRequests(db: Db, userId: string) {
  return db
    .select({
      request: authorVerificationRequests,
      authorName: authors.name,
      authorSlug: authors.slug,
    })
    .from(authorVerificationRequests)
    .leftJoin(authors, eq(authors.id, authorVerificationRequests.authorId))
    .where(eq(authorVerificationRequests.userId, userId))
    .orderBy(desc(authorVerificationRequests.createdAt));
}

export async function insertBookClaim(db: Db, row: typeof bookClaims.$inferInsert): Promise<void> {
  await db.insert(bookClaims).values(row);
}

export function listBookClaims(db: Db, userId: string) {
  return db
    .select()
    .from(bookClaims)
    .where(eq(bookClaims.userId, userId))
    .orderBy(desc(bookClaims.createdAt));
}

export async function isCreditedAuthor(db: Db, authorId: string, workId: string): Promise<boolean> {
  const [row] = await db
    .select({ workId: workCredits.workId })
    .from(workCredits)
    .where(and(eq(workCredits.authorId, authorId), eq(workCredits.workId, workId)));
  return row !== undefined;
}
