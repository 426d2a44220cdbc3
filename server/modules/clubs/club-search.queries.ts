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
import { and, asc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { bookClubs, clubMemberships } from '../../db/schema/clubs.js';
import type { Db } from '../../platform/db/database.js';
import {
  clubCardColumns,
  escapeLike,
  membershipsWithClubs,
  type ClubFilter,
} from './clubs.queries.js';

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

/** A value given now, or a placeholder filled when a prepared statement runs. */
type Param = string | Placeholder;

/** A search's filter with its values given now or left to a prepared statement. */
interface FilterOf<P> {
  words: P[];
  category: P | null;
  sort: ClubFilter['sort'];
}

function openClubs(category: Param | null, text: SQL[]): SQL | undefined {
  return and(
    sql`${bookClubs.suspendedAt} is null`,
    category !== null ? eq(bookClubs.category, category) : undefined,
    ...text,
  );
}

/** LIKE's pattern for a word anywhere (a placeholder's value is the pattern itself). */
const pattern = (word: Param) => (typeof word === 'string' ? `%${escapeLike(word)}%` : word);
const likeAll = (words: Param[]) =>
  words.map((word) => sql`${bookClubs.searchText} like ${pattern(word)}`);
const strposAll = (words: Param[]) =>
  words.map((word) => sql`strpos(${bookClubs.searchText}, ${word}) > 0`);

/** How many open clubs the planner expects to match (kept a few minutes per search). */
async function estimatedMatches(db: Db, filter: ClubFilter): Promise<number> {
  let kept = estimates.get(db);
  if (!kept) estimates.set(db, (kept = new LRUCache({ max: 5_000, ttl: ttlMs })));
  const key = `${filter.category ?? ''}|${filter.words.join(' ')}`;
  const known = kept.get(key);
  if (known !== undefined) return known;
  const result = (await db.execute(
    sql`explain (format json) select 1 from ${bookClubs} where ${openClubs(filter.category, likeAll(filter.words))}`,
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

interface PageOf<P> {
  limit: number | P;
  offset: number | P;
  /** The viewer's own clubs, listed apart. */
  exclude: string[] | P;
  /** Whose membership comes with each club (null: a visitor's, none). */
  userId: string | null | P;
}

/** A list of ids as one parameter (drizzle spreads an array given as a value into a list). */
const arrayParam = (ids: string[] | Placeholder) =>
  Array.isArray(ids) ? `{${ids.join(',')}}` : ids;

/** The page's statement: walking the clubs in order, or sorting the matches. */
function searchQuery(db: Db, filter: FilterOf<Param>, page: PageOf<Placeholder>, walk: boolean) {
  const text = walk ? strposAll(filter.words) : likeAll(filter.words);
  return db
    .select({ club: clubCardColumns, membership: clubMemberships })
    .from(bookClubs)
    .leftJoin(
      clubMemberships,
      and(
        eq(clubMemberships.clubId, bookClubs.id),
        sql`${clubMemberships.userId} = ${page.userId}::uuid`,
      ),
    )
    .where(
      and(
        openClubs(filter.category, text),
        sql`${bookClubs.id} <> all(${arrayParam(page.exclude)}::uuid[])`,
      ),
    )
    .orderBy(...order(filter.sort, walk))
    .limit(page.limit)
    .offset(page.offset);
}

export interface SearchPage {
  limit: number;
  offset: number;
  exclude: string[];
  userId: string | null;
}

/** The page's statement with its values, for reading its plan. */
export function searchStatement(db: Db, filter: ClubFilter, page: SearchPage, walk: boolean) {
  return searchQuery(db, filter, page, walk);
}

/**
 * The page's statement for a search of this shape (how many words, whether a category, the
 * order and the plan), prepared once per database handle and shape: planning it cost about as
 * much as running it. A walk's plan does not depend on the words, so PostgreSQL soon keeps one
 * plan for every search of the shape; a sort's is planned for its words each time.
 */
function preparedSearch(db: Db, filter: ClubFilter, walk: boolean) {
  let kept = preparedSearches.get(db);
  if (!kept) preparedSearches.set(db, (kept = new Map()));
  const category = filter.category !== null;
  const name = `club_search_${filter.sort}_${walk ? 'walk' : 'sort'}_${category ? 'c' : 'all'}_${filter.words.length}`;
  let statement = kept.get(name);
  if (!statement) {
    const shape = {
      words: filter.words.map((_, i) => sql.placeholder(`w${i}`)),
      category: category ? sql.placeholder('category') : null,
      sort: filter.sort,
    };
    const page = {
      limit: sql.placeholder('limit'),
      offset: sql.placeholder('offset'),
      exclude: sql.placeholder('exclude'),
      userId: sql.placeholder('userId'),
    };
    statement = searchQuery(db, shape, page, walk).prepare(name);
    kept.set(name, statement);
  }
  return statement;
}

type PreparedSearch = ReturnType<ReturnType<typeof searchQuery>['prepare']>;
const preparedSearches = new WeakMap<Db, Map<string, PreparedSearch>>();

/**
 * A page of the open clubs that match, each with the viewer's membership, leaving out
 * `page.exclude` (the viewer's own, listed apart).
 */
export async function searchClubs(db: Db, filter: ClubFilter, page: SearchPage) {
  const walk = await walkInOrder(db, filter, page.offset + page.limit);
  const words = Object.fromEntries(
    filter.words.map((word, i) => [`w${i}`, walk ? word : pattern(word)]),
  );
  return preparedSearch(db, filter, walk).execute({
    ...words,
    ...(filter.category !== null ? { category: filter.category } : {}),
    ...page,
  });
}

/**
 * The member's own approved clubs that match, with their memberships, in the search's order (a
 * member has few, read from their memberships). The words come as one array, so one statement
 * per order serves every search.
 */
function ownClubsQuery(db: Db, sort: ClubFilter['sort']) {
  const words = sql.placeholder('words');
  const category = sql.placeholder('category');
  return membershipsWithClubs(db)
    .where(
      and(
        eq(clubMemberships.userId, sql.placeholder('userId')),
        eq(clubMemberships.status, 'approved'),
        sql`${bookClubs.suspendedAt} is null`,
        sql`(${category}::text is null or ${bookClubs.category} = ${category})`,
        sql`not exists (select from unnest(${words}::text[]) as w(word)
          where strpos(${bookClubs.searchText}, w.word) = 0)`,
      ),
    )
    .orderBy(...order(sort, true));
}

const preparedOwnClubs = new WeakMap<Db, Record<ClubFilter['sort'], PreparedOwn>>();
type PreparedOwn = ReturnType<ReturnType<typeof ownClubsQuery>['prepare']>;

export async function searchOwnClubs(db: Db, userId: string, filter: ClubFilter) {
  let kept = preparedOwnClubs.get(db);
  if (!kept)
    preparedOwnClubs.set(
      db,
      (kept = {
        members: ownClubsQuery(db, 'members').prepare('club_search_own_members'),
        newest: ownClubsQuery(db, 'newest').prepare('club_search_own_newest'),
      }),
    );
  return kept[filter.sort].execute({ userId, words: filter.words, category: filter.category });
}
