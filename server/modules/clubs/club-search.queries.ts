/**
 * SQL of /book-clubs search: a page of open clubs whose searchable text holds every word, by
 * members or newest, a member's own clubs first (found through their memberships, in the same
 * statement as the rest).
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
import { and, asc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { bookClubs, clubMemberships } from '../../db/schema/clubs.js';
import type { Db } from '../../platform/db/database.js';
import { clubCardColumns, escapeLike, type ClubFilter } from './clubs.queries.js';

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
  /** How many clubs to skip; a member's own come first, so theirs skips none (cut after). */
  skip: number | P;
  /** How many clubs to take (a member's: of the rest, past their own). */
  take: number | P;
  /** Whose own clubs come first, with their memberships (null: a visitor's search). */
  userId: string | null | P;
}

/** The row's version: every change of a club's row renews it (kept cards, club-cards.ts). */
const version = sql<string>`${bookClubs}.xmin::text`;

/**
 * What a search returns of each club: enough to find its kept card (club-cards.ts) — the card
 * itself is read only when none is kept (`cardRows`). Twenty whole cards per page cost the app
 * a tenth of a search in mapping rows alone.
 */
const foundColumns = {
  id: bookClubs.id,
  visibility: bookClubs.visibility,
  showDescription: bookClubs.showDescription,
  showCurrentBook: bookClubs.showCurrentBook,
};

/** What a card shows of the viewer's own membership. */
const membershipColumns = {
  role: clubMemberships.role,
  status: clubMemberships.status,
  updatedAt: clubMemberships.updatedAt,
};

/** Each row's place in its part's order: the parts come back together, in no promised order. */
const rank = (sort: ClubFilter['sort'], walk: boolean) =>
  sql<number>`row_number() over (order by ${sql.join(order(sort, walk), sql`, `)})`.mapWith(Number);

/** Open clubs that match, in order, walking the clubs in order or sorting the matches. */
function visitorQuery(db: Db, filter: FilterOf<Param>, page: PageOf<Param>, walk: boolean) {
  const text = walk ? strposAll(filter.words) : likeAll(filter.words);
  return db
    .select({
      club: foundColumns,
      version,
      own: sql<boolean>`false`,
      rank: rank(filter.sort, walk),
    })
    .from(bookClubs)
    .where(openClubs(filter.category, text))
    .orderBy(...order(filter.sort, walk))
    .limit(page.take as number)
    .offset(page.skip as number);
}

/**
 * A member's search in one statement: their own approved clubs that match (few, found through
 * their memberships), and the order's first `take` of the rest, each with the member's
 * membership of it (asked, or banned) — the rest being the clubs without an approved one.
 */
function memberQuery(db: Db, filter: FilterOf<Param>, page: PageOf<Param>, walk: boolean) {
  const text = walk ? strposAll(filter.words) : likeAll(filter.words);
  // Both parts return the same columns (a UNION needs one shape), told apart by `own`.
  const part = (own: boolean) => ({
    club: foundColumns,
    version,
    membership: membershipColumns,
    own: sql<boolean>`${sql.raw(String(own))}`,
    rank: rank(filter.sort, walk),
  });
  const theMember = sql`${clubMemberships.userId} = ${page.userId}::uuid`;
  const ownRows = db
    .select(part(true))
    .from(clubMemberships)
    .innerJoin(bookClubs, eq(bookClubs.id, clubMemberships.clubId))
    .where(
      and(theMember, eq(clubMemberships.status, 'approved'), openClubs(filter.category, text)),
    );
  const otherRows = db
    .select(part(false))
    .from(bookClubs)
    .leftJoin(clubMemberships, and(eq(clubMemberships.clubId, bookClubs.id), theMember))
    .where(
      and(
        openClubs(filter.category, text),
        sql`${clubMemberships.status} is distinct from 'approved'`,
      ),
    )
    .orderBy(...order(filter.sort, walk))
    .limit(page.take as number);
  // The rest first: drizzle reads which memberships may be null (a left join's) from the first
  // part, and the own clubs' never are.
  return otherRows.unionAll(ownRows);
}

export interface SearchPage {
  /** Where the page starts in the whole list (the viewer's own clubs first). */
  start: number;
  /** How many clubs from there. */
  size: number;
  /** The viewer (null: a visitor). */
  userId: string | null;
}

/** The values a page's statement takes: a member's own clubs and the rest are cut after. */
function pageValues(page: SearchPage): PageOf<never> {
  return page.userId === null
    ? { skip: page.start, take: page.size, userId: null }
    : { skip: 0, take: page.start + page.size, userId: page.userId };
}

/** The page's statement with its values, for reading its plan. */
export function searchStatement(db: Db, filter: ClubFilter, page: SearchPage, walk: boolean) {
  const values = pageValues(page);
  return page.userId === null
    ? visitorQuery(db, filter, values, walk)
    : memberQuery(db, filter, values, walk);
}

/**
 * The statement for a search of this shape (visitor or member, how many words, whether a
 * category, the order and the plan), prepared once per database handle and shape: planning it
 * cost about as much as running it. A walk's plan does not depend on the words, so PostgreSQL
 * soon keeps one plan for every search of the shape; a sort's is planned for its words each
 * time.
 */
function preparedSearch(db: Db, filter: ClubFilter, member: boolean, walk: boolean) {
  let kept = preparedSearches.get(db);
  if (!kept) preparedSearches.set(db, (kept = new Map()));
  const category = filter.category !== null;
  const name = `club_search_${member ? 'member' : 'visitor'}_${filter.sort}_${walk ? 'walk' : 'sort'}_${category ? 'c' : 'all'}_${filter.words.length}`;
  let statement = kept.get(name);
  if (!statement) {
    const shape = {
      words: filter.words.map((_, i) => sql.placeholder(`w${i}`)),
      category: category ? sql.placeholder('category') : null,
      sort: filter.sort,
    };
    const page = {
      skip: sql.placeholder('skip'),
      take: sql.placeholder('take'),
      userId: sql.placeholder('userId'),
    };
    statement = member
      ? memberQuery(db, shape, page, walk).prepare(name)
      : (visitorQuery(db, shape, page, walk).prepare(name) as unknown as PreparedSearch);
    kept.set(name, statement);
  }
  return statement;
}

type PreparedSearch = ReturnType<ReturnType<typeof memberQuery>['prepare']>;
const preparedSearches = new WeakMap<Db, Map<string, PreparedSearch>>();

/** A club found, with the viewer's membership of it (null: none, or a visitor's search). */
export type FoundClub = Awaited<ReturnType<PreparedSearch['execute']>>[number];

/**
 * A page of the open clubs that match, the viewer's own first, each with the viewer's
 * membership of it (null: none, or a visitor) and the version of its row.
 */
export async function searchClubs(db: Db, filter: ClubFilter, page: SearchPage) {
  return pageOfClubs(db, filter, page, await walkInOrder(db, filter, page.start + page.size));
}

/** The same page by the plan given: walking the clubs in order, or sorting the matches. */
export async function pageOfClubs(db: Db, filter: ClubFilter, page: SearchPage, walk: boolean) {
  const words = Object.fromEntries(
    filter.words.map((word, i) => [`w${i}`, walk ? word : pattern(word)]),
  );
  const rows: FoundClub[] = await preparedSearch(db, filter, page.userId !== null, walk).execute({
    ...words,
    ...(filter.category !== null ? { category: filter.category } : {}),
    ...pageValues(page),
  });
  const part = (own: boolean) =>
    rows.filter((row) => row.own === own).sort((a, b) => a.rank - b.rank);
  const all = [...part(true), ...part(false)];
  return (page.userId === null ? all : all.slice(page.start, page.start + page.size)).map(
    (row) => ({ club: row.club, membership: row.membership ?? null, version: row.version }),
  );
}

/** Clubs' cards with their rows' versions, by id (any order; a club deleted since is missing). */
export function cardRows(db: Db, ids: string[]) {
  return db
    .select({ club: clubCardColumns, version })
    .from(bookClubs)
    .where(inArray(bookClubs.id, ids));
}
