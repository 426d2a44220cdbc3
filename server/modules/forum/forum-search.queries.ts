/**
 * SQL of forum search on PostgreSQL full-text search: posts whose words match, and threads
 * whose title matches (found at their first post), newest first, never hidden posts, threads
 * or communities. ts_headline marks the matches with two control characters the presenter
 * splits on.
 *
 * Newest-first has two good plans and the planner, left alone, often takes the wrong one:
 * for a common word, walk the posts backwards by date and stop at the first page of matches;
 * for a rare one, take its matches from the GIN index and sort those few. The planner's own
 * estimate of how many posts match (from the column's statistics) picks between them.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  forumChapters,
  forumCommunities,
  forumPosts,
  forumThreads,
} from '../../db/schema/forum.js';
import type { Db } from '../../platform/db/database.js';

export const hitStart = '\u0002';
export const hitEnd = '\u0003';
const headline = `StartSel=${hitStart}, StopSel=${hitEnd}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
/** Above this many estimated matches, walking by date finds a page sooner than sorting all. */
const walkAbove = 10_000;

export interface SearchFilters {
  words: string;
  authorId: string | null;
  communityId: string | null;
  limit: number;
  offset: number;
}

const tsQuery = (words: string) => sql`websearch_to_tsquery('english', ${words})`;

/** How many posts the planner expects to match `words`. */
async function estimatedMatches(db: Db, words: string): Promise<number> {
  const result = (await db.execute(
    sql`explain (format json) select 1 from ${forumPosts} where ${forumPosts.search} @@ ${tsQuery(words)}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  // node-postgres parses the JSON plan; PGlite hands it over as text.
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [
    { Plan: { 'Plan Rows': number } },
  ];
  return plan[0].Plan['Plan Rows'];
}

/** The newest posts whose text matches (or all the author's, with no words). */
async function postsByText(db: Db, filters: SearchFilters, take: number) {
  // An author's posts come from their own index; words alone choose by how common they are.
  const walk =
    filters.authorId !== null ||
    filters.words === '' ||
    (await estimatedMatches(db, filters.words)) > walkAbove;
  return db
    .select({ id: forumPosts.id, createdAt: forumPosts.createdAt })
    .from(forumPosts)
    .where(
      and(
        eq(forumPosts.isHidden, false),
        filters.words ? sql`${forumPosts.search} @@ ${tsQuery(filters.words)}` : undefined,
        filters.authorId ? eq(forumPosts.authorId, filters.authorId) : undefined,
      ),
    )
    .orderBy(
      walk
        ? sql`${forumPosts.createdAt} desc nulls last`
        : sql`${forumPosts.createdAt} desc nulls first`,
    )
    .limit(take);
}

/** The first posts of the newest threads whose title matches. */
function firstPostsByTitle(db: Db, filters: SearchFilters, take: number) {
  return db
    .select({ id: forumPosts.id, createdAt: forumPosts.createdAt })
    .from(forumThreads)
    .innerJoin(forumPosts, and(eq(forumPosts.threadId, forumThreads.id), eq(forumPosts.number, 1)))
    .where(
      and(
        sql`${forumThreads.titleSearch} @@ ${tsQuery(filters.words)}`,
        eq(forumPosts.isHidden, false),
        filters.authorId ? eq(forumPosts.authorId, filters.authorId) : undefined,
      ),
    )
    .orderBy(sql`${forumPosts.createdAt} desc nulls last`)
    .limit(take);
}

/**
 * Ids of the newest matching posts: by their text, or (a first post) by its thread's title —
 * two searches, each on its own index, merged; one query with OR would read every first post.
 */
async function matchingPostIds(db: Db, filters: SearchFilters, take: number): Promise<string[]> {
  const [byText, byTitle] = await Promise.all([
    postsByText(db, filters, take),
    filters.words ? firstPostsByTitle(db, filters, take) : Promise.resolve([]),
  ]);
  const merged = new Map([...byText, ...byTitle].map((row) => [row.id, row.createdAt]));
  return [...merged]
    .sort((a, b) => b[1].getTime() - a[1].getTime())
    .slice(0, take)
    .map(([id]) => id);
}

/** One page of matching posts, newest first, with their highlighted title and snippet. */
export async function searchPosts(db: Db, filters: SearchFilters) {
  // Posts in hidden threads or communities are dropped after the match: take some extra.
  const ids = await matchingPostIds(db, filters, (filters.offset + filters.limit) * 2 + 20);
  if (ids.length === 0) return [];
  const query = tsQuery(filters.words);
  const conditions: (SQL | undefined)[] = [
    inArray(forumPosts.id, ids),
    eq(forumThreads.isHidden, false),
    eq(forumCommunities.isHidden, false),
    filters.communityId ? eq(forumCommunities.id, filters.communityId) : undefined,
  ];
  const page = db
    .select({
      // Named apart: posts and threads both have an id.
      postId: sql<string>`${forumPosts.id}`.as('post_id'),
      number: forumPosts.number,
      authorId: forumPosts.authorId,
      createdAt: forumPosts.createdAt,
      spoilerWorkId: forumPosts.spoilerWorkId,
      spoilerUnit: forumPosts.spoilerUnit,
      spoilerValue: forumPosts.spoilerValue,
      threadId: sql<string>`${forumThreads.id}`.as('thread_id'),
      bodyText: forumPosts.bodyText,
      threadTitle: sql<string>`${forumThreads.title}`.as('thread_title'),
      communityName: sql<string>`${forumCommunities.name}`.as('community_name'),
      communitySlug: sql<string>`${forumCommunities.slug}`.as('community_slug'),
    })
    .from(forumPosts)
    .innerJoin(forumThreads, eq(forumThreads.id, forumPosts.threadId))
    .innerJoin(forumChapters, eq(forumChapters.id, forumThreads.chapterId))
    .innerJoin(forumCommunities, eq(forumCommunities.id, forumChapters.communityId))
    .where(and(...conditions))
    .orderBy(sql`${forumPosts.createdAt} desc nulls last`)
    .limit(filters.limit)
    .offset(filters.offset)
    .as('page');
  // The highlights only for the page shown: ts_headline re-parses each text.
  const snippet = filters.words
    ? sql<string>`ts_headline('english', ${page.bodyText}, ${query}, ${headline})`
    : sql<string>`left(${page.bodyText}, 240)`;
  const title = filters.words
    ? sql<string>`ts_headline('english', ${page.threadTitle}, ${query}, 'HighlightAll=true, StartSel=${sql.raw(hitStart)}, StopSel=${sql.raw(hitEnd)}')`
    : sql<string>`${page.threadTitle}`;
  return db
    .select({
      postId: page.postId,
      number: page.number,
      authorId: page.authorId,
      createdAt: page.createdAt,
      spoilerWorkId: page.spoilerWorkId,
      spoilerUnit: page.spoilerUnit,
      spoilerValue: page.spoilerValue,
      threadId: page.threadId,
      title,
      snippet,
      communityName: page.communityName,
      communitySlug: page.communitySlug,
    })
    .from(page)
    .orderBy(sql`${page.createdAt} desc`);
}
