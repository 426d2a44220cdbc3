/** SQL of the forum's communities and chapters (the forum's own tables only). */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { forumChapters, forumCommunities, forumThreads } from '../../db/schema/forum.js';
import type { Db } from '../../platform/db/database.js';

export type CommunityRow = typeof forumCommunities.$inferSelect;
export type ChapterRow = typeof forumChapters.$inferSelect;

export interface Totals {
  threadCount: number;
  postCount: number;
  lastPostAt: Date | null;
}

/** Visible threads and their posts, per chapter. */
function chapterTotals(db: Db) {
  return db
    .select({
      chapterId: forumThreads.chapterId,
      threadCount: sql<number>`count(*)::int`.as('thread_count'),
      postCount: sql<number>`coalesce(sum(${forumThreads.postCount}), 0)::int`.as('post_count'),
      lastPostAt: sql<Date | null>`max(${forumThreads.lastPostAt})`.as('last_post_at'),
    })
    .from(forumThreads)
    .where(eq(forumThreads.isHidden, false))
    .groupBy(forumThreads.chapterId)
    .as('totals');
}

/**
 * Communities in their order, each with its chapters', threads' and posts' totals: every one
 * (`all`: the back-office, and finding one whose reader is then checked), or those listed on
 * the forum's home (`listed`: neither hidden nor a private club's).
 */
export async function listCommunities(db: Db, which: 'all' | 'listed') {
  const totals = chapterTotals(db);
  const rows = await db
    .select({
      community: forumCommunities,
      chapterCount: sql<number>`count(${forumChapters.id})::int`,
      threadCount: sql<number>`coalesce(sum(${totals.threadCount}), 0)::int`,
      postCount: sql<number>`coalesce(sum(${totals.postCount}), 0)::int`,
      lastPostAt: sql<string | null>`max(${totals.lastPostAt})`,
    })
    .from(forumCommunities)
    .leftJoin(forumChapters, eq(forumChapters.communityId, forumCommunities.id))
    .leftJoin(totals, eq(totals.chapterId, forumChapters.id))
    .where(
      which === 'all'
        ? undefined
        : and(eq(forumCommunities.isHidden, false), isNull(forumCommunities.membersOfClubId)),
    )
    .groupBy(forumCommunities.id)
    .orderBy(asc(forumCommunities.position), asc(forumCommunities.name));
  return rows.map((row) => ({ ...row, lastPostAt: toDate(row.lastPostAt) }));
}

/** Aggregates come back as text from some drivers; this reads them as dates. */
function toDate(value: Date | string | null): Date | null {
  return value === null ? null : new Date(value);
}

/** Who reads a community: a private club's members (its id), or everyone (null). */
export async function setCommunityMembersOf(db: Db, id: string, clubId: string | null) {
  await db
    .update(forumCommunities)
    .set({ membersOfClubId: clubId })
    .where(eq(forumCommunities.id, id));
}

export async function findCommunityBySlug(db: Db, slug: string): Promise<CommunityRow | null> {
  const [row] = await db.select().from(forumCommunities).where(eq(forumCommunities.slug, slug));
  return row ?? null;
}

export async function findCommunityById(db: Db, id: string): Promise<CommunityRow | null> {
  const [row] = await db.select().from(forumCommunities).where(eq(forumCommunities.id, id));
  return row ?? null;
}

/** A community's chapters in their order, with their totals. */
export async function chaptersOf(db: Db, communityId: string) {
  const totals = chapterTotals(db);
  const rows = await db
    .select({
      chapter: forumChapters,
      threadCount: sql<number>`coalesce(${totals.threadCount}, 0)::int`,
      postCount: sql<number>`coalesce(${totals.postCount}, 0)::int`,
      lastPostAt: sql<string | null>`${totals.lastPostAt}`,
    })
    .from(forumChapters)
    .leftJoin(totals, eq(totals.chapterId, forumChapters.id))
    .where(eq(forumChapters.communityId, communityId))
    .orderBy(asc(forumChapters.position), asc(forumChapters.createdAt));
  return rows.map((row) => ({ ...row, lastPostAt: toDate(row.lastPostAt) }));
}

export async function findChapter(db: Db, communityId: string, slug: string) {
  const [row] = await db
    .select()
    .from(forumChapters)
    .where(and(eq(forumChapters.communityId, communityId), eq(forumChapters.slug, slug)));
  return row ?? null;
}

/** A chapter with the community it belongs to. */
export async function findChapterById(db: Db, id: string) {
  const [row] = await db
    .select({ chapter: forumChapters, community: forumCommunities })
    .from(forumChapters)
    .innerJoin(forumCommunities, eq(forumCommunities.id, forumChapters.communityId))
    .where(eq(forumChapters.id, id));
  return row ?? null;
}

/** Inserts a community; null when its slug is taken (the caller tries the next one). */
export async function insertCommunity(
  db: Db,
  values: typeof forumCommunities.$inferInsert,
): Promise<CommunityRow | null> {
  const [row] = await db.insert(forumCommunities).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateCommunity(
  db: Db,
  id: string,
  values: Partial<typeof forumCommunities.$inferInsert>,
): Promise<CommunityRow | null> {
  const [row] = await db
    .update(forumCommunities)
    .set(values)
    .where(eq(forumCommunities.id, id))
    .returning();
  return row ?? null;
}

/** Inserts a chapter; null when its slug is taken in the community. */
export async function insertChapter(
  db: Db,
  values: typeof forumChapters.$inferInsert,
): Promise<ChapterRow | null> {
  const [row] = await db.insert(forumChapters).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The next position at the end of a community's chapters. */
export async function nextChapterPosition(db: Db, communityId: string): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${forumChapters.position}) + 1, 0)::int` })
    .from(forumChapters)
    .where(eq(forumChapters.communityId, communityId));
  return row?.next ?? 0;
}

/** The next position at the end of the communities. */
export async function nextCommunityPosition(db: Db): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${forumCommunities.position}) + 1, 0)::int` })
    .from(forumCommunities);
  return row?.next ?? 0;
}
