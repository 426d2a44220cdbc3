/**
 * SQL of /book-clubs search: a page of open clubs whose searchable text holds every word, by
 * members or newest, leaving out the viewer's own clubs (listed first, apart).
 *
 * With words there are two good plans, and the planner, left alone, takes the walk for every
 * word (it has no idea how common a word is inside the text): walk the clubs in order on
 * book_clubs_members_idx (or its newest and per-category twins) and stop at the first page of
 * matches — right for a word in many clubs; or take the word's matches from the trigram index
 * and sort those few — right for a rare one. The planner's own estimate of the matches (from the
 * column's statistics, kept at 1,000 histogram entries by migration clubs_search_statistics)
 * picks between them, kept a few minutes per search. The walk tests each club with strpos, which
 * costs less than LIKE's matcher; the matches come from LIKE, which the trigram index serves.
 */
import { and, asc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { bookClubs } from '../../db/schema/clubs.js';
import type { Db } from '../../platform/db/database.js';
import { escapeLike, type ClubFilter, type ClubRow } from './clubs.queries.js';

/**
 * Walking reads about `clubs × take ÷ matches` clubs in order; sorting reads every match, each
 * from its own page. Measured on the benchmark's clubs (20,000, EXPLAIN ANALYZE, the best of
 * 12) for a page of 21: a club walked cost 1–2 µs, a match sorted 3–6 µs ("brooklyn", 340
 * matches: 1.7 ms walking, 1.0 sorting; "fantasy", 1,381: 0.2 and 8.0), so the two cost about
 * the same where matches² = 0.4 × clubs × take.
 */
const walkFactor = 0.4;
/** How common a word is and how many clubs there are change slowly: asked again after this. */
const ttlMs = 5 * 60_000;

const estimates = new WeakMap<Db, LRUCache<string, number>>();
const clubCounts = new WeakMap<Db, { rows: number; at: number }>();

function openClubs(filter: ClubFilter, text: SQL[]): SQL | undefined {
  return and(
    sql`${bookClubs.suspendedAt} is null`,
    filter.category ? eq(bookClubs.category, filter.category) : undefined,
    ...text,
  );
}

const likeAll = (words: string[]) =>
  words.map((word) => sql`${bookClubs.searchText} like ${`%${escapeLike(word)}%`}`);
const strposAll = (words: string[]) =>
  words.map((word) => sql`strpos(${bookClubs.searchText}, ${word}) > 0`);

/** How many open clubs the planner expects to match (kept a few minutes per search). */
async function estimatedMatches(db: Db, filter: ClubFilter): Promise<number> {
  let kept = estimates.get(db);
  if (!kept) estimates.set(db, (kept = new LRUCache({ max: 5_000, ttl: ttlMs })));
  const key = `${filter.category ?? ''}|${filter.words.join(' ')}`;
  const known = kept.get(key);
  if (known !== undefined) return known;
  const result = (await db.execute(
    sql`explain (format json) select 1 from ${bookClubs} where ${openClubs(filter, likeAll(filter.words))}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  // node-postgres parses the JSON plan; PGlite hands it over as text.
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [
    { Plan: { 'Plan Rows': number } },
  ];
  const matches = plan[0].Plan['Plan Rows'];
  kept.set(key, matches);
  return matches;
}

/** About how many clubs there are (the planner's own count, kept a few minutes). */
async function clubCount(db: Db): Promise<number> {
  const known = clubCounts.get(db);
  if (known && Date.now() - known.at < ttlMs) return known.rows;
  const result = (await db.execute(
    sql`select greatest(reltuples, 0)::float8 as rows from pg_class where oid = 'book_clubs'::regclass`,
  )) as unknown as { rows: { rows: number }[] };
  const rows = Number(result.rows[0]?.rows ?? 0);
  clubCounts.set(db, { rows, at: Date.now() });
  return rows;
}

/** Whether walking the clubs in order finds `take` matches sooner than sorting the matches. */
export async function walkInOrder(db: Db, filter: ClubFilter, take: number): Promise<boolean> {
  if (filter.words.length === 0) return true;
  const [matches, clubs] = await Promise.all([estimatedMatches(db, filter), clubCount(db)]);
  return matches * matches > walkFactor * clubs * take;
}

/**
 * The order of the page. `nulls last` is the indexes' own order, so the planner walks them;
 * `nulls first` (the same order: neither column is ever null) is one no index has, so it
 * sorts the matches instead.
 */
function order(sort: ClubFilter['sort'], walk: boolean) {
  const nulls = walk ? sql`nulls last` : sql`nulls first`;
  return sort === 'members'
    ? [sql`${bookClubs.memberCount} desc ${nulls}`, asc(bookClubs.id)]
    : [sql`${bookClubs.createdAt} desc ${nulls}`, asc(bookClubs.id)];
}

/** The page's statement: walking the clubs in order, or sorting the matches. */
export function searchStatement(
  db: Db,
  filter: ClubFilter,
  page: { limit: number; offset: number },
  exclude: string[],
  walk: boolean,
) {
  const text = walk ? strposAll(filter.words) : likeAll(filter.words);
  const notMine = exclude.length > 0 ? notInArray(bookClubs.id, exclude) : undefined;
  return db
    .select()
    .from(bookClubs)
    .where(and(openClubs(filter, text), notMine))
    .orderBy(...order(filter.sort, walk))
    .limit(page.limit)
    .offset(page.offset);
}

/** A page of the open clubs that match, leaving out `exclude` (the viewer's own, listed apart). */
export async function searchClubs(
  db: Db,
  filter: ClubFilter,
  page: { limit: number; offset: number },
  exclude: string[],
): Promise<ClubRow[]> {
  const walk = await walkInOrder(db, filter, page.offset + page.limit);
  return searchStatement(db, filter, page, exclude, walk);
}
