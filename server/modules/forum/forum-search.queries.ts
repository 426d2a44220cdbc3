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
 * Between the two, a word in a few thousand posts cost either way: its matches are asked of
 * the index in its newest months first (each post's search vector holds its month,
 * schema/forum.ts), so only a few hundred are read and sorted (decision 0027).
 */
import { and, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  forumChapters,
  forumCommunities,
  forumPosts,
  forumThreads,
  monthLexemeOf,
  postMonthStart,
} from '../../db/schema/forum.js';
import {
  hasIdeographs,
  ideographsApart,
  ideographsApartInQuery,
  ideographsTogether,
} from '../../db/schema/search-words.js';
import type { Db } from '../../platform/db/database.js';
import {
  estimatedRowCount,
  keptPerDatabase,
  lruPerDatabase,
  perDatabase,
} from '../../platform/db/kept-per-database.js';

export const hitStart = '\u0002';
export const hitEnd = '\u0003';
const marked = `StartSel=${hitStart}, StopSel=${hitEnd}, MaxWords=30, MinWords=12`;
/**
 * How a post's highlights are cut: up to two fragments around the matches; for Chinese or
 * Japanese words, one passage from the first match on, as ts_headline's fragments of their
 * characters held the matched word alone (PostgreSQL 18, PGlite's).
 */
const headlines = {
  words: `${marked}, MaxFragments=2, FragmentDelimiter=" … "`,
  ideographs: `${marked}, MaxFragments=0`,
};
/** Highlights read as written (Chinese and Japanese characters set apart for ts_headline). */
const asWritten = ideographsTogether({ start: hitStart, end: hitEnd });
/**
 * Walking by date reads about `posts × take ÷ matches` rows, in time order (the table's own
 * order, as posts arrive); sorting the index's matches reads every match kept, each on its own
 * page. Measured on the benchmark's 2,000,000 posts for a page of 21, a row walked cost 1.5 µs
 * and a match sorted 11 µs ("timebound", 1,747 matches: 35 ms walking, 19 sorting; "malory",
 * 4,031: 6 and 49), so the two cost the same where matches² × share kept = 0.13 × posts × take.
 */
const walkFactor = 0.13;
/**
 * The newest months searched first are to hold this many times a page's matches (by each
 * month's share of the posts): a word is not spread evenly over time.
 */
const monthsMargin = 2;
/** Searching the newest months first must leave out at least this share of the posts. */
const leftOutAtLeast = 1 / 3;
/**
 * What searching the newest months first costs and saves, in µs, measured on the benchmark's
 * 2,000,000 posts: GIN reads through the kept months' lists of posts (about 0.0045 for each post
 * in them: 3.5–5.7 ms for two words keeping 39–57 % of the posts) to spare sorting the matches
 * left out (11 each, walkFactor's).
 */
const monthsCost = { postInMonths: 0.0045, matchSorted: 11 };
/** The table's size and how common a word is change slowly: asked again after this long. */
const sizeTtlMs = 5 * 60_000;
/**
 * A page found among this many of the newest posts is found sooner by walking back to it
 * (walkFactor's 1.5 µs a row: 4.5 ms at most, against 2–4 ms for the months plan's sort).
 */
const walkableWithin = 3_000;

export interface SearchFilters {
  words: string;
  authorId: string | null;
  communityId: string | null;
  limit: number;
  offset: number;
}

/** A value given now, or a placeholder filled when a prepared statement runs. */
type Param = string | number | Placeholder;

const tsQuery = (words: Param) => sql`websearch_to_tsquery('english', ${words})`;

/**
 * The planner's estimates of how many posts match, kept a few minutes per words searched:
 * asking costs a planning round trip, and the same words are searched again and again.
 */
const estimates = lruPerDatabase<number>(sizeTtlMs);

/** How many posts the planner expects to match `words`. */
async function estimatedMatches(db: Db, words: string): Promise<number> {
  const kept = estimates(db);
  const known = kept.get(words);
  if (known !== undefined) return known;
  const result = (await db.execute(
    sql`explain (format json) select 1 from ${forumPosts} where ${forumPosts.search} @@ ${tsQuery(words)}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  // node-postgres parses the JSON plan; PGlite hands it over as text.
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [
    { Plan: { 'Plan Rows': number } },
  ];
  const matches = plan[0].Plan['Plan Rows'];
  kept.set(words, matches);
  return matches;
}

/** About how many posts there are (the planner's own count, kept a few minutes per database). */
const postCount = keptPerDatabase(sizeTtlMs, (db) => estimatedRowCount(db, 'forum_posts'));

/** A month's share of the posts, by its lexeme in their search vectors (schema/forum.ts). */
export interface MonthShare {
  lexeme: string;
  start: Date;
  share: number;
}

/**
 * Each month's share of the posts, newest first: the months' lexemes among the most common
 * elements of `search` that ANALYZE keeps (none before it has run), asked a few minutes apart.
 */
export const monthShares = keptPerDatabase(sizeTtlMs, async (db): Promise<MonthShare[]> => {
  // Its elements and their frequencies side by side (the frequencies end in three more
  // figures, met by nulls); anyarray is read through text.
  const result = (await db.execute(sql`select element as lexeme, frequency::float8 as share
    from pg_stats, unnest(most_common_elems::text::text[], most_common_elem_freqs) as e(element, frequency)
    where schemaname = current_schema() and tablename = 'forum_posts' and attname = 'search'
      and element is not null`)) as unknown as { rows: { lexeme: string; share: number }[] };
  return result.rows
    .flatMap(({ lexeme, share }) => {
      const start = postMonthStart(lexeme);
      return start ? [{ lexeme, start, share: Number(share) }] : [];
    })
    .sort((a, b) => b.start.getTime() - a.start.getTime());
});

/** The newest months a search keeps: every month from one to the newest post's. */
export interface MonthsKept {
  /** The start of the oldest month kept. */
  from: Date;
  /** Their share of the posts, as far as the figures know. */
  share: number;
}

/**
 * The newest months to search for the newest `take` of about `matches` posts: those expected
 * to hold `take` matches twice over. Null: searching them would not leave out enough.
 */
export function newestMonthsKept(
  months: MonthShare[],
  matches: number,
  take: number,
): MonthsKept | null {
  let share = 0;
  for (const [i, month] of months.entries()) {
    share += month.share;
    if (matches * share < monthsMargin * take) continue;
    const leftOut = months.slice(i + 1).reduce((sum, older) => sum + older.share, 0);
    return leftOut < leftOutAtLeast ? null : { from: month.start, share };
  }
  return null;
}

/**
 * Whether searching the months kept first costs less than sorting every match: it pays for a
 * word in thousands of posts, never for two words in a few hundred ("malory part", 133: 3.5 ms
 * against 0.9 sorting them all).
 */
export function monthsFirstPays(kept: MonthsKept, matches: number, posts: number): boolean {
  const saved = matches * (1 - kept.share) * monthsCost.matchSorted;
  return saved > kept.share * posts * monthsCost.postInMonths;
}

/**
 * A tsquery of every month's lexeme from the month of `from` to the newest post's: so a month
 * the figures do not know (the current one, until ANALYZE runs again) is searched too. The
 * months kept are named rather than the others left out (`!(…)`): GIN then reads only the kept
 * months' entries near the word's matches, where leaving out 33 months read a leaf of each
 * month's list for every match (12 ms for a word in 1,747 posts, against 1).
 */
function monthsFrom(from: Param): SQL {
  const month = sql.raw(monthLexemeOf("(month at time zone 'UTC')"));
  return sql`(select string_agg(quote_literal(${month}), ' | ')::tsquery
    from generate_series(date_trunc('month', ${from}::timestamptz at time zone 'UTC'),
      (select max(${forumPosts.createdAt}) from ${forumPosts}) at time zone 'UTC',
      interval '1 month') as month)`;
}

/** How a page of a search by words alone is found: see walkFactor and newestMonthsKept. */
export interface TextPlan {
  walk: boolean;
  /** The newest months to search first (null: every month). */
  monthsKept: MonthsKept | null;
}

export async function textPlanOf(db: Db, words: string, take: number): Promise<TextPlan> {
  if (walkRemembered(db, words, take)) return { walk: true, monthsKept: null };
  const [matches, posts, months] = await Promise.all([
    estimatedMatches(db, words),
    postCount(db),
    monthShares(db),
  ]);
  const kept = newestMonthsKept(months, matches, take);
  const monthsKept = kept && monthsFirstPays(kept, matches, posts) ? kept : null;
  const walk = matches * matches * (monthsKept?.share ?? 1) > walkFactor * posts * take;
  return { walk, monthsKept };
}

/** The newest posts whose text matches, walking the date index or sorting the matches. */
function postsByTextQuery(
  db: Db,
  p: {
    words: Param | null;
    authorId: Param | null;
    take: Param;
    walk: boolean;
    /** The start of the oldest month searched (`newestMonthsKept`); none: every month. */
    monthsFrom?: Param;
  },
) {
  const matching = (words: Param) =>
    p.monthsFrom !== undefined
      ? sql`${forumPosts.search} @@ (${tsQuery(words)} && ${monthsFrom(p.monthsFrom)})`
      : sql`${forumPosts.search} @@ ${tsQuery(words)}`;
  return db
    .select({ id: forumPosts.id, createdAt: forumPosts.createdAt })
    .from(forumPosts)
    .where(
      and(
        eq(forumPosts.isHidden, false),
        p.words !== null ? matching(p.words) : undefined,
        p.authorId !== null ? sql`${forumPosts.authorId} = ${p.authorId}` : undefined,
      ),
    )
    .orderBy(
      p.walk
        ? sql`${forumPosts.createdAt} desc nulls last`
        : sql`${forumPosts.createdAt} desc nulls first`,
    )
    .limit(p.take as number);
}

/** The newest posts whose text matches (or all the author's, with no words). */
async function postsByText(db: Db, filters: SearchFilters, take: number) {
  // An author's posts come from their own index; words alone choose by how common they are.
  if (filters.authorId !== null) {
    const words = filters.words || null;
    return postsByTextQuery(db, { words, authorId: filters.authorId, take, walk: true });
  }
  return newestMatching(db, filters.words, take, await textPlanOf(db, filters.words, take));
}

/**
 * Words whose page, the last time they were searched by their newest months, lay among the
 * newest posts (with the page's depth, `take`) or not (false), kept a few minutes per
 * database. The statistics the plan is chosen on describe a word over the years; a burst of posts using it (a book everyone is
 * reading this week) puts its page among the last few hundred posts, where walking back finds
 * it in 1 ms and the months plan still reads and sorts every match of the newest months (the
 * benchmark's typical words after its replies: 2.3–4 ms).
 */
const denseWords = lruPerDatabase<{ take: number } | false>(sizeTtlMs);

/**
 * Whether a search of `words` for `take` posts is to walk, as its last search by months found
 * (undefined: not known): a page up to twice as deep as the one found among the newest posts.
 */
export function walkRemembered(db: Db, words: string, take: number): boolean | undefined {
  const known = denseWords(db).get(words);
  return known === undefined ? undefined : known !== false && take <= 2 * known.take;
}

/** Whether every post from `oldest` on is among the newest `within` (an index-only count, bounded). */
export async function amongNewest(db: Db, oldest: Date, within = walkableWithin) {
  const result = (await db.execute(sql`select count(*)::int as newer from (
      select 1 from ${forumPosts} where ${forumPosts.createdAt} >= ${oldest.toISOString()}::timestamptz
      limit ${within + 1}) newer`)) as unknown as { rows: { newer: number }[] };
  return Number(result.rows[0]?.newer ?? 0) <= within;
}

/** The newest `take` posts whose text matches `words`, found by the plan given. */
export async function newestMatching(db: Db, words: string, take: number, plan: TextPlan) {
  const { walkPosts, sortPosts, sortRecentPosts } = statementsFor(db);
  if (plan.walk) return walkPosts.execute({ words, take });
  if (plan.monthsKept) {
    const from = plan.monthsKept.from.toISOString();
    const rows = await sortRecentPosts.execute({ words, from, take });
    // Every month from the first kept was searched: a whole page is the page of every month.
    if (rows.length >= take) {
      // Asked once a while per words: whether walking back to this page is the cheaper way.
      const known = denseWords(db);
      if (!known.has(words))
        known.set(words, (await amongNewest(db, rows[take - 1]!.createdAt)) && { take });
      return rows;
    }
  }
  return sortPosts.execute({ words, take });
}

/**
 * The first posts of the newest threads whose title matches. A thread starts with its first
 * post, so the threads are ordered by their own start and only the page's first posts are read
 * (reading every match's first post to order them cost 15 ms for a common word).
 */
function firstPostsByTitleQuery(db: Db, p: { words: Param; authorId: Param | null; take: Param }) {
  const newest = db
    .select({ id: forumThreads.id })
    .from(forumThreads)
    .where(sql`${forumThreads.titleSearch} @@ ${tsQuery(p.words)}`)
    .orderBy(sql`${forumThreads.createdAt} desc`)
    .limit(p.take as number)
    .as('newest');
  return db
    .select({
      id: forumPosts.id,
      createdAt: forumPosts.createdAt,
      isHidden: forumPosts.isHidden,
      // The first post stands for its thread, title and text as one: "book -club" finds no
      // first post that talks of clubs under a title about books.
      matchesWhole: sql<boolean>`(${forumThreads.titleSearch} || ${forumPosts.search}) @@ ${tsQuery(p.words)}`,
    })
    .from(newest)
    .innerJoin(forumThreads, eq(forumThreads.id, newest.id))
    .innerJoin(forumPosts, and(eq(forumPosts.threadId, newest.id), eq(forumPosts.number, 1)))
    .where(p.authorId !== null ? sql`${forumPosts.authorId} = ${p.authorId}` : undefined);
}

async function firstPostsByTitle(db: Db, filters: SearchFilters, take: number) {
  const rows = await (filters.authorId !== null
    ? firstPostsByTitleQuery(db, { words: filters.words, authorId: filters.authorId, take })
    : statementsFor(db).titlePosts.execute({ words: filters.words, take }));
  // `all`: fewer threads matched than were taken, whatever the filters then dropped.
  return { rows: rows.filter((row) => !row.isHidden && row.matchesWhole), all: rows.length < take };
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
export async function searchPosts(db: Db, given: SearchFilters) {
  // Chinese and Japanese characters asked for as the index holds them, each a word.
  const filters = { ...given, words: ideographsApartInQuery(given.words) };
  for (let take = filters.offset + filters.limit; ; take *= 4) {
    const { ids, all } = await matchingPostIds(db, filters, take);
    const rows = ids.length === 0 ? [] : await pageOfPosts(db, filters, ids);
    if (rows.length >= filters.limit || all || take >= maxCandidates) return rows;
  }
}

/**
 * The page among candidate posts (`ids`), newest first, with the highlights — with `words`, or
 * the start of each post without (an author's posts). A community given or null.
 */
function pageOfPostsQuery(db: Db, withWords: boolean) {
  const words = sql.placeholder('words');
  const community = sql.placeholder('communityId');
  const query = tsQuery(words);
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
    .where(
      and(
        sql`${forumPosts.id} = any(${sql.placeholder('ids')}::uuid[])`,
        eq(forumThreads.isHidden, false),
        eq(forumCommunities.isHidden, false),
        // A private club's talk is its members' alone: never found by searching.
        isNull(forumCommunities.membersOfClubId),
        sql`(${community}::uuid is null or ${forumCommunities.id} = ${community}::uuid)`,
      ),
    )
    .orderBy(sql`${forumPosts.createdAt} desc nulls last`)
    .limit(sql.placeholder('limit') as unknown as number)
    .offset(sql.placeholder('offset') as unknown as number)
    .as('page');
  // The highlights only for the page shown: ts_headline re-parses each text, split as it was
  // indexed (Chinese and Japanese characters apart; joined again in `pageOfPosts`).
  const snippet = withWords
    ? sql<string>`ts_headline('english', ${ideographsApart(sql`${page.bodyText}`)}, ${query}, ${sql.placeholder('headline')})`
    : sql<string>`left(${page.bodyText}, 240)`;
  const title = withWords
    ? sql<string>`ts_headline('english', ${ideographsApart(sql`${page.threadTitle}`)}, ${query}, 'HighlightAll=true, StartSel=${sql.raw(hitStart)}, StopSel=${sql.raw(hitEnd)}')`
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

/** The page of `filters` among these candidate posts, with the highlights. */
async function pageOfPosts(db: Db, filters: SearchFilters, ids: string[]) {
  const { pageWithWords, pageOfAuthor } = statementsFor(db);
  const values = {
    ids,
    communityId: filters.communityId,
    limit: filters.limit,
    offset: filters.offset,
  };
  if (!filters.words) return pageOfAuthor.execute(values);
  const headline = hasIdeographs(filters.words) ? headlines.ideographs : headlines.words;
  const rows = await pageWithWords.execute({ ...values, words: filters.words, headline });
  return rows.map((row) => ({
    ...row,
    snippet: asWritten(row.snippet),
    title: asWritten(row.title),
  }));
}

/**
 * The statements of a search by words alone (nearly every search), prepared once per database
 * handle: building and planning them afresh cost about as much as running them. A search by
 * author is built each time, on the author's own index.
 */
function prepareSearchStatements(db: Db) {
  const words = sql.placeholder('words');
  const take = sql.placeholder('take');
  return {
    walkPosts: postsByTextQuery(db, { words, authorId: null, take, walk: true }).prepare(
      'forum_search_walk',
    ),
    sortPosts: postsByTextQuery(db, { words, authorId: null, take, walk: false }).prepare(
      'forum_search_sort',
    ),
    sortRecentPosts: postsByTextQuery(db, {
      words,
      authorId: null,
      take,
      walk: false,
      monthsFrom: sql.placeholder('from'),
    }).prepare('forum_search_sort_recent'),
    titlePosts: firstPostsByTitleQuery(db, { words, authorId: null, take }).prepare(
      'forum_search_titles',
    ),
    pageWithWords: pageOfPostsQuery(db, true).prepare('forum_search_page'),
    pageOfAuthor: pageOfPostsQuery(db, false).prepare('forum_search_author_page'),
  };
}

const statementsFor = perDatabase(prepareSearchStatements);
