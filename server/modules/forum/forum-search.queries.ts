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
/**
 * Walking by date reads about `posts × take ÷ matches` rows, in time order (the table's own
 * order, as posts arrive); sorting the index's matches reads every match, each on its own page.
 * Measured on the benchmark's 2,000,000 posts for a page of 21, a row walked cost 1.5 µs and a
 * match sorted 11 µs ("timebound", 1,747 matches: 35 ms walking, 19 sorting; "malory", 4,031:
 * 6 and 49), so the two cost the same where matches² = 0.13 × posts × take.
 */
const walkFactor = 0.13;
/** The table's size changes slowly: read again after this long. */
const sizeTtlMs = 5 * 60_000;
const postsSizes = new WeakMap<Db, { rows: number; at: number }>();

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

/** About how many posts there are (the planner's own count, kept a few minutes per database). */
async function postCount(db: Db): Promise<number> {
  const known = postsSizes.get(db);
  if (known && Date.now() - known.at < sizeTtlMs) return known.rows;
  const result = (await db.execute(
    sql`select greatest(reltuples, 0)::float8 as rows from pg_class where oid = 'forum_posts'::regclass`,
  )) as unknown as { rows: { rows: number }[] };
  const rows = Number(result.rows[0]?.rows ?? 0);
  postsSizes.set(db, { rows, at: Date.now() });
  return rows;
}

/** Whether walking the posts by date finds `take` matches of `words` sooner than sorting them. */
async function walkByDate(db: Db, words: string, take: number): Promise<boolean> {
  const [matches, posts] = await Promise.all([estimatedMatches(db, words), postCount(db)]);
  return matches * matches > walkFactor * posts * take;
}

/** The newest posts whose text matches (or all the author's, with no words). */
async function postsByText(db: Db, filters: SearchFilters, take: number) {
  // An author's posts come from their own index; words alone choose by how common they are.
  const walk =
    filters.authorId !== null ||
    filters.words === '' ||
    (await walkByDate(db, filters.words, take));
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

/**
 * The first posts of the newest threads whose title matches. A thread starts with its first
 * post, so the threads are ordered by their own start and only the page's first posts are read
 * (reading every match's first post to order them cost 15 ms for a common word).
 */
async function firstPostsByTitle(db: Db, filters: SearchFilters, take: number) {
  const newest = db
    .select({ id: forumThreads.id })
    .from(forumThreads)
    .where(sql`${forumThreads.titleSearch} @@ ${tsQuery(filters.words)}`)
    .orderBy(sql`${forumThreads.createdAt} desc`)
    .limit(take)
    .as('newest');
  const rows = await db
    .select({ id: forumPosts.id, createdAt: forumPosts.createdAt, isHidden: forumPosts.isHidden })
    .from(newest)
    .innerJoin(forumPosts, and(eq(forumPosts.threadId, newest.id), eq(forumPosts.number, 1)))
    .where(filters.authorId ? eq(forumPosts.authorId, filters.authorId) : undefined);
  // `all`: fewer threads matched than were taken, whatever the filters then dropped.
  return { rows: rows.filter((row) => !row.isHidden), all: rows.length < take };
}

/**
 * Ids of the newest matching posts: by their text, or (a first post) by its thread's title —
 * two searches, each on its own index, merged; one query with OR would read every first post.
 */
async function matchingPostIds(db: Db, filters: SearchFilters, take: number) {
  const [byText, byTitle] = await Promise.all([
    postsByText(db, filters, take),
    filters.words ? firstPostsByTitle(db, filters, take) : { rows: [], all: true },
  ]);
  const merged = new Map([...byText, ...byTitle.rows].map((row) => [row.id, row.createdAt]));
  const ids = [...merged]
    .sort((a, b) => b[1].getTime() - a[1].getTime())
    .slice(0, take)
    .map(([id]) => id);
  return { ids, all: byText.length < take && byTitle.all };
}

/** Candidates read at most, however few of them pass the filters. */
const maxCandidates = 20_000;

/**
 * One page of matching posts, newest first, with their highlighted title and snippet. Posts in
 * hidden threads or communities, and others' communities when one is asked for, are dropped
 * after the match: when too few are left, more candidates are taken, four times as many.
 */
export async function searchPosts(db: Db, filters: SearchFilters) {
  for (let take = filters.offset + filters.limit; ; take *= 4) {
    const { ids, all } = await matchingPostIds(db, filters, take);
    const rows = ids.length === 0 ? [] : await pageOfPosts(db, filters, ids);
    if (rows.length >= filters.limit || all || take >= maxCandidates) return rows;
  }
}

/** The page of `filters` among these candidate posts, with the highlights. */
function pageOfPosts(db: Db, filters: SearchFilters, ids: string[]) {
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
