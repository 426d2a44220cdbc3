/**
 * SQL of /book-clubs search: a page of open clubs holding a word that starts with each word
 * searched, by members or newest, a member's own clubs first (found through their memberships,
 * in the same statement as the rest: see `memberQuery`).
 *
 * With words there are two plans, and which costs less depends on the words:
 * - **postings** (`club_search_words`, kept by a trigger): the words of the clubs that start
 *   with the rarest word searched, found one by one in the index (few: "zebr" starts "zebra"
 *   and "zebras"); for each, its clubs come in the page's order straight from the index, each
 *   checked for the other words in the same index, until a page is found; the clubs of all those
 *   words, merged, make the page. A word's clubs cost the same whether it is in ten clubs or in
 *   ten thousand, and no club is read but the page's.
 * - **walk**: the clubs in the page's order on book_clubs_members_idx (or its newest and
 *   per-category twins), each tested with strpos for ' ' || word in its `search_words`, until a
 *   page matches. Only a short start shared by hundreds of words ("b") walks: the postings would
 *   merge hundreds of lists.
 * Both give the same pages (tested): a word matches where one of the club's words starts with
 * it, as search-words.ts splits them.
 */
import {
  and,
  asc,
  eq,
  inArray,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bookClubs, clubMemberships, clubSearchWords } from '../../db/schema/clubs.js';
import { singularPluralStart, wordsOfQuery } from '../../db/schema/search-words.js';
import type { Db } from '../../platform/db/database.js';
import {
  estimatedRowCount,
  keptPerDatabase,
  lruPerDatabase,
  perDatabase,
} from '../../platform/db/kept-per-database.js';
import { clubCategories } from '../../../contracts/club-constants.js';
import type { ShownMembership } from './clubs.presenter.js';
import { clubCardColumns, type ClubFilter } from './clubs.queries.js';

/** The longest word kept in club_search_words (migration club_search_words: left(w, 64)). */
const wordLength = 64;
/** The most words a search takes. */
const wordsMax = 8;

/**
 * A search's words as the postings keep them, each cut to the start its singular and plural
 * share (so "mysteries" finds a Mystery club): each once, at most eight.
 */
export function searchWordsOf(q: string): string[] {
  const starts = wordsOfQuery(q).map((word) => singularPluralStart(word).slice(0, wordLength));
  return [...new Set(starts)].slice(0, wordsMax);
}

/**
 * Costs in µs, measured on the benchmark's 100,000 clubs (EXPLAIN ANALYZE, the best of 12): a
 * posting read in the index about 0.3, finding a word's list about 4, a club walked about 1.5.
 */
const cost = { posting: 0.3, list: 4, clubWalked: 1.5 };
/** How far the estimates count: past this, a word is common and a start is shared widely. */
const countUpTo = { postings: 20_000, words: 200 };
/** How common a word is and how many clubs there are change slowly: asked again after this. */
const ttlMs = 5 * 60_000;

interface WordEstimate {
  /** Postings of the words starting with it (up to countUpTo.postings). */
  postings: number;
  /** How many words start with it (up to countUpTo.words + 1). */
  words: number;
  /**
   * Its bits in a club's Bloom filter (`club_word_bits`, as 256 binary digits), asked here once
   * and kept with the counts: computed in a search's statement, PostgreSQL 15 planned the SQL
   * function's body afresh at every search (about 40 µs, a tenth of a two-word search).
   */
  bits: string;
}

const estimates = lruPerDatabase<WordEstimate>(ttlMs);

/** A value given now, or a placeholder filled when a prepared statement runs. */
type Param = string | Placeholder;

/**
 * A word searched, and the same after a space (what strpos looks for in `search_words`), both
 * values of their own: computed in the statement, `' ' || word` was work PostgreSQL counted
 * against its one plan for every word (for each posting checked) and not against a plan made
 * with the word's value, so it planned every search anew — 0.3 ms, more than the search itself.
 */
interface WordOf<P> {
  word: P;
  spaced: P;
  /** Its Bloom filter bits: given (WordEstimate.bits), or computed in the statement. */
  bits: P | SQL;
}

/** A search's filter with its values given now or left to a prepared statement. */
interface FilterOf<P> {
  words: WordOf<P>[];
  /** Given as a value, or written into the statement (`categoryNamed`). */
  category: P | SQL | null;
  sort: ClubFilter['sort'];
}

/** Which clubs the page comes from: walking the clubs in order, or the words' postings. */
export type SearchPlan = 'walk' | 'postings';

function openClubs(category: Param | SQL | null, text: SQL[]): SQL | undefined {
  return and(
    sql`${bookClubs.suspendedAt} is null`,
    category !== null ? eq(bookClubs.category, category) : undefined,
    ...text,
  );
}

/** Each word starts one of the club's words. */
const wordStarts = (words: WordOf<Param>[]) =>
  words.map(({ spaced }) => sql`strpos(${bookClubs.searchWords}, ${spaced}) > 0`);

/** The words of club_search_words that start with `word`: a range of its index. */
const startingWith = (column: SQLWrapper, word: Param) =>
  sql`${column} >= ${word} and ${column} < ${word} || chr(1114111)`;

/** club_search_words under another name: its columns, and the table named so for a FROM. */
function named(name: string) {
  return {
    columns: alias(clubSearchWords, name),
    from: sql`${clubSearchWords} as ${sql.identifier(name)}`,
  };
}
const { columns: listed, from: listedFrom } = named('listed');
/** A word's postings, in the page's order (also the name of the lateral list they make). */
const { columns: posting, from: postingFrom } = named('posting');

/**
 * The distinct words starting with `word`, one index probe each (PostgreSQL has no skip scan):
 * a recursive statement's body, over `found_words(word)`, ending in a null.
 */
function wordsStartingWith(word: Param): SQL {
  const first = sql`(select ${listed.word} from ${listedFrom} where ${startingWith(listed.word, word)}
    order by ${listed.word} limit 1)`;
  const next = sql`(select ${listed.word} from ${listedFrom}
    where ${listed.word} > found_words.word and ${listed.word} < ${word} || chr(1114111)
    order by ${listed.word} limit 1)`;
  return sql`${first} union all select ${next} from found_words where found_words.word is not null`;
}

/** How many postings and words start with `word` (each counted only so far). */
async function estimateOf(db: Db, word: string): Promise<WordEstimate> {
  const kept = estimates(db);
  const known = kept.get(word);
  if (known) return known;
  const result = (await db.execute(sql`select
      (select count(*) from (select 1 from ${clubSearchWords}
        where ${startingWith(clubSearchWords.word, word)} limit ${countUpTo.postings}) counted
      )::int as postings,
      (with recursive found_words(word) as (${wordsStartingWith(word)})
        select count(word) from (select word from found_words limit ${countUpTo.words + 2}) counted
      )::int as words,
      club_word_bits(${word})::text as bits`)) as unknown as { rows: WordEstimate[] };
  const row = result.rows[0]!;
  const estimate = { postings: Number(row.postings), words: Number(row.words), bits: row.bits };
  kept.set(word, estimate);
  return estimate;
}

/** About how many clubs there are (the planner's own count, kept a few minutes). */
const clubCount = keptPerDatabase(ttlMs, (db) => estimatedRowCount(db, 'book_clubs'));

/** The categories a club can be in: a category's postings are about this share of a word's. */
const categoryShare = 1 / 12;

/**
 * The plan that finds `take` clubs sooner, and the filter with its rarest word first (the
 * postings walk that word's lists and check the others).
 */
export async function searchPlan(
  db: Db,
  filter: ClubFilter,
  take: number,
): Promise<{ plan: SearchPlan; filter: ClubFilter }> {
  if (filter.words.length === 0) return { plan: 'walk', filter };
  const [counted, clubs] = await Promise.all([
    Promise.all(filter.words.map(async (word) => ({ word, ...(await estimateOf(db, word)) }))),
    clubCount(db),
  ]);
  const rarest = counted.reduce((a, b) => (b.postings < a.postings ? b : a));
  const words = [rarest.word, ...filter.words.filter((word) => word !== rarest.word)];
  const share = filter.category === null ? 1 : categoryShare;
  const postingsCost = rarest.words * (cost.list + (cost.posting * take) / share);
  const walkCost = (cost.clubWalked * clubs * take) / Math.max(rarest.postings, 1);
  return { plan: walkCost < postingsCost ? 'walk' : 'postings', filter: { ...filter, words } };
}

/** The order of the page: the order indexes' own (and club_search_words' with a word). */
function order(sort: ClubFilter['sort']) {
  return sort === 'members'
    ? [sql`${bookClubs.memberCount} desc nulls last`, asc(bookClubs.id)]
    : [sql`${bookClubs.createdAt} desc nulls last`, asc(bookClubs.id)];
}

interface PageOf<P> {
  /** Where the page starts in the whole list (a member's own clubs first). */
  start: number | P;
  /** How many clubs it holds. */
  size: number | P;
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

/**
 * What a card shows of the viewer's own membership, as columns of their own: a found club's
 * row has none (nulls), a membership row has the member's.
 */
function membershipColumns(of: 'found' | 'theirs') {
  const theirs = of === 'theirs';
  return {
    theirs: sql<boolean>`${sql.raw(String(theirs))}`,
    role: sql<ShownMembership['role'] | null>`${theirs ? clubMemberships.role : sql`null::text`}`,
    status: sql<
      ShownMembership['status'] | null
    >`${theirs ? clubMemberships.status : sql`null::text`}`,
    updatedAt:
      sql<Date | null>`${theirs ? clubMemberships.updatedAt : sql`null::timestamptz`}`.mapWith(
        clubMemberships.updatedAt,
      ),
  };
}

/**
 * A row's place in the order, as a number (newest: microseconds since 1970; both columns are
 * never null), by which the rows are put in order again after (`inOrder`): a member's statement
 * comes back in two parts in no promised order, and a page of postings is joined to its clubs.
 * Numbering the rows in SQL instead (row_number) cost a search about a fifth of its time.
 */
const orderKey = (sort: ClubFilter['sort']) =>
  (sort === 'members'
    ? sql<number>`${bookClubs.memberCount}::float8`
    : sql<number>`(extract(epoch from ${bookClubs.createdAt}) * 1000000)::float8`
  ).mapWith(Number);

interface Ordered {
  key: number;
  club: { id: string };
}

/** By the order's key, greatest first, then by club id as PostgreSQL orders uuids (their hex). */
function inOrderCompare(a: Ordered, b: Ordered): number {
  if (a.key !== b.key) return b.key - a.key;
  return a.club.id < b.club.id ? -1 : a.club.id > b.club.id ? 1 : 0;
}

const inOrder = <Row extends Ordered>(rows: Row[]): Row[] => rows.sort(inOrderCompare);

const theMember = (page: PageOf<Param>) => sql`${clubMemberships.userId} = ${page.userId}::uuid`;

/** The club of a posting, probed for a search's other words. */
const checked = alias(bookClubs, 'checked');

/**
 * A page's place (a limit or offset): given now, written into the statement, so PostgreSQL
 * plans it once (a generic plan) instead of again for every search, as it did while the
 * limits were parameters it could only guess (planning cost more than running). drizzle's
 * limit takes the SQL as it is, though its type names only numbers and placeholders.
 */
function count(value: number | Param): Placeholder {
  const counted = typeof value === 'number' ? sql.raw(String(value)) : sql`${value}::int`;
  return counted as unknown as Placeholder;
}

const ownCount = alias(clubMemberships, 'own_count');

/**
 * Which clubs of the list of every club that matches (a member's own among them, in their
 * places) a page's statement reads: `take` from `skip` on, `enough` being the most any one
 * word's list is read to. A visitor's are the page's own. A member's own clubs come first and
 * are cut from the rest after (`pageAmong`), so theirs starts earlier, by as many clubs as
 * they are a member of (up to the page's start: how many of those match and come before the
 * page is known only after), and reads as many more.
 */
function readWindow(page: PageOf<Param>, member: boolean) {
  const [start, size] = [count(page.start), count(page.size)];
  const enough =
    typeof page.start === 'number' && typeof page.size === 'number'
      ? count(page.start + page.size)
      : sql`${start} + ${size}`;
  // From the first club, a member's window is a visitor's.
  if (!member || page.start === 0) return { skip: start, take: size, enough };
  const theirs = sql`least(${start}, (select count(*) from ${clubMemberships} as ${sql.identifier('own_count')}
    where ${ownCount.userId} = ${page.userId}::uuid and ${ownCount.status} = 'approved'))::int`;
  return { skip: sql`${start} - ${theirs}`, take: sql`${size} + ${theirs}`, enough };
}

type ReadWindow = ReturnType<typeof readWindow>;

/** SQL as drizzle's limit and offset take it (as it is, though their type names no SQL). */
const asCount = (value: SQL | Placeholder) => value as unknown as Placeholder;

/**
 * The page's clubs by the words' postings (see the top of this file), as a table `found` of
 * club ids: the window's.
 */
function foundByPostings(filter: FilterOf<Param>, window: ReadWindow): SQL {
  const [rarest, ...others] = filter.words;
  const key = filter.sort === 'members' ? posting.memberCount : posting.createdAt;
  const { enough } = window;
  // Each other word is checked in the posting's own club: first its first three letters' two
  // bits in the club's Bloom filter (in the index itself: nearly every club lacking the word
  // ends there), then its words, one probe by its key — `offset 0` keeps it a probe (flattened
  // into a join, the planner would gather every club of the other word first), and
  // club_search_words' own indexes, led by the word, would scan the word's whole range.
  // The word's bits are read once (an uncorrelated subquery); a word too short has none.
  const held = ({ spaced, bits: given }: WordOf<Param>) => {
    const bits = sql`(select ${given}::bit(256))`;
    return sql`(${posting.wordsBloom} & ${bits}) = ${bits}
    and exists (select 1 from ${bookClubs} as ${sql.identifier('checked')}
      where ${checked.id} = ${posting.clubId} and strpos(${checked.searchWords}, ${spaced}) > 0
      offset 0)`;
  };
  const conditions = [
    sql`${posting.word} = found_words.word`,
    filter.category !== null ? sql`${posting.category} = ${filter.category}` : undefined,
    ...others.map(held),
  ];
  return sql`(with recursive found_words(word) as (${wordsStartingWith(rarest!.word)})
    select distinct ${posting.clubId} as club_id, ${key} as key
    from found_words cross join lateral (
      select ${posting.clubId}, ${key} from ${postingFrom} where ${and(...conditions)}
      order by ${key} desc nulls last, ${posting.clubId} limit ${enough}
    ) as posting
    where found_words.word is not null
    order by key desc nulls last, club_id
    limit ${window.take} offset ${window.skip}) as found`;
}

/**
 * Open clubs that match, in order, walking the clubs in order or from the words' postings: the
 * window's (`readWindow`), each with where the window starts in the list (`skipped`).
 */
function foundQuery(db: Db, filter: FilterOf<Param>, window: ReadWindow, plan: SearchPlan) {
  const columns = {
    club: foundColumns,
    version,
    ...membershipColumns('found'),
    key: orderKey(filter.sort),
    skipped: sql<number>`${window.skip}`.mapWith(Number),
  };
  if (plan === 'postings')
    return db
      .select(columns)
      .from(sql`${foundByPostings(filter, window)}`)
      .innerJoin(bookClubs, sql`${bookClubs.id} = found.club_id`)
      .where(openClubs(null, []));
  return db
    .select(columns)
    .from(bookClubs)
    .where(openClubs(filter.category, wordStarts(filter.words)))
    .orderBy(...order(filter.sort))
    .limit(asCount(window.take))
    .offset(asCount(window.skip));
}

/** A visitor's search: the page of the clubs that match. */
function visitorQuery(db: Db, filter: FilterOf<Param>, page: PageOf<Param>, plan: SearchPlan) {
  return foundQuery(db, filter, readWindow(page, false), plan);
}

/**
 * A member's search in one statement: the clubs that match around the page, as a visitor's
 * search finds them (`readWindow`), and the member's memberships of the clubs that match (few,
 * found through their memberships): their own (approved) come first, and every card shows the
 * member's membership of its club. Their own are cut from the rest after (`pageAmong`), so
 * the rest need no probe of the member's memberships club by club, which cost a member's
 * search about twice a visitor's (docs/performance.md, clubs run 25).
 */
function memberQuery(db: Db, filter: FilterOf<Param>, page: PageOf<Param>, plan: SearchPlan) {
  const theirs = db
    .select({
      club: foundColumns,
      version,
      ...membershipColumns('theirs'),
      key: orderKey(filter.sort),
      skipped: sql<number>`0`.mapWith(Number),
    })
    .from(clubMemberships)
    .innerJoin(bookClubs, eq(bookClubs.id, clubMemberships.clubId))
    .where(and(theMember(page), openClubs(filter.category, wordStarts(filter.words))));
  return foundQuery(db, filter, readWindow(page, true), plan).unionAll(theirs);
}

export interface SearchPage {
  /** Where the page starts in the whole list (the viewer's own clubs first). */
  start: number;
  /** How many clubs from there. */
  size: number;
  /** The viewer (null: a visitor). */
  userId: string | null;
}

/** The page's statement with its values, for reading its plan. */
export function searchStatement(db: Db, filter: ClubFilter, page: SearchPage, plan: SearchPlan) {
  const named = {
    ...filter,
    words: filter.words.map((word) => ({
      word,
      spaced: ` ${word}`,
      bits: sql`club_word_bits(${word})`,
    })),
    category: filter.category === null ? null : categoryNamed(filter.category),
  };
  return page.userId === null
    ? visitorQuery(db, named, page, plan)
    : memberQuery(db, named, page, plan);
}

/**
 * The statement for a search of this shape (visitor or member, how many words, whether a
 * category, the order and the plan), prepared once per database handle and shape: planning it
 * cost about as much as running it. Neither plan's shape depends on the words' values, so
 * PostgreSQL soon keeps one generic plan for every search of the shape.
 */
function preparedSearch(db: Db, filter: ClubFilter, page: SearchPage, plan: SearchPlan) {
  const kept = preparedSearches(db);
  const member = page.userId !== null;
  // The first pages' places are part of their statements (see `count`); deeper pages share one
  // statement with them as parameters.
  const placed = page.start + page.size <= placedPages;
  const place = placed ? `_${page.size}_${page.start}` : '';
  const category = filter.category === null ? 'all' : `c${categoryIndex(filter.category)}`;
  const name = `club_search_${member ? 'member' : 'visitor'}_${filter.sort}_${plan}_${category}_${filter.words.length}${place}`;
  let statement = kept.get(name);
  if (!statement) {
    const shape = {
      words: filter.words.map((_, i) => ({
        word: sql.placeholder(`w${i}`),
        spaced: sql.placeholder(`s${i}`),
        bits: sql.placeholder(`b${i}`),
      })),
      category: filter.category === null ? null : categoryNamed(filter.category),
      sort: filter.sort,
    };
    const values = {
      start: placed ? page.start : sql.placeholder('start'),
      size: placed ? page.size : sql.placeholder('size'),
      userId: sql.placeholder('userId'),
    };
    statement = member
      ? memberQuery(db, shape, values, plan).prepare(name)
      : visitorQuery(db, shape, values, plan).prepare(name);
    kept.set(name, statement);
  }
  return statement;
}

/** A category's place among the twelve (a search's category was checked against them). */
function categoryIndex(category: string): number {
  const index = (clubCategories as readonly string[]).indexOf(category);
  if (index < 0) throw new Error(`Not a club category: ${category}`);
  return index;
}

/**
 * A category written into the statement, like a page's place: as a parameter, PostgreSQL's one
 * plan for every category guessed how many of a category's clubs a member already belongs to,
 * and sorted all 5,000 of them (25 ms) where walking its index finds a page in 0.2.
 */
function categoryNamed(category: string): SQL {
  const known = clubCategories[categoryIndex(category)]!;
  return sql.raw(`'${known.replaceAll("'", "''")}'`);
}

/** How deep into the list (in clubs) a page's place is written into its statement. */
const placedPages = 5 * 21;

type PreparedSearch = ReturnType<ReturnType<typeof memberQuery>['prepare']>;
const preparedSearches = perDatabase(() => new Map<string, PreparedSearch>());

/** A club found, with the viewer's membership of it (null: none, or a visitor's search). */
export type FoundClub = Awaited<ReturnType<PreparedSearch['execute']>>[number];

/**
 * A page of the open clubs that match, the viewer's own first, each with the viewer's
 * membership of it (null: none, or a visitor) and the version of its row.
 */
export async function searchClubs(db: Db, filter: ClubFilter, page: SearchPage) {
  const chosen = await searchPlan(db, filter, page.start + page.size);
  return pageOfClubs(db, chosen.filter, page, chosen.plan);
}

/** The same page by the plan given (the postings take the rarest word first). */
export async function pageOfClubs(db: Db, filter: ClubFilter, page: SearchPage, plan: SearchPlan) {
  // Kept from choosing the plan (searchPlan), so asked again only after a while.
  const known = await Promise.all(filter.words.map((word) => estimateOf(db, word)));
  const words = Object.fromEntries(
    filter.words.flatMap((word, i) => [
      [`w${i}`, word],
      [`s${i}`, ` ${word}`],
      [`b${i}`, known[i]!.bits],
    ]),
  );
  const rows: FoundClub[] = await preparedSearch(db, filter, page, plan).execute({
    ...words,
    ...page,
  });
  const memberships = new Map(
    rows.filter((row) => row.theirs).map((row) => [row.club.id, membershipOf(row)]),
  );
  return pageAmong(rows, page).map((row) => ({
    club: row.club,
    membership: memberships.get(row.club.id) ?? null,
    version: row.version,
  }));
}

/**
 * The page among a statement's rows: the viewer's own clubs first (a member's approved
 * memberships), then the rest — the clubs found (`readWindow`'s, which may hold their own
 * among them) without their own.
 */
function pageAmong(rows: FoundClub[], page: SearchPage): FoundClub[] {
  const own = inOrder(rows.filter((row) => row.theirs && row.status === 'approved'));
  const ownIds = new Set(own.map((row) => row.club.id));
  const found = inOrder(rows.filter((row) => !row.theirs));
  const first = found[0];
  // Where the rest found start among all the rest: where the window starts in the whole list,
  // less the viewer's own clubs before it.
  const restStart = first
    ? first.skipped - own.filter((row) => inOrderCompare(row, first) < 0).length
    : 0;
  const rest = found.filter((row) => !ownIds.has(row.club.id));
  const [from, to] = [page.start - own.length, page.start + page.size - own.length];
  return [
    ...own.slice(page.start, page.start + page.size),
    ...rest.slice(Math.max(0, from - restStart), Math.max(0, to - restStart)),
  ];
}

/** The member's membership a row of theirs carries. */
function membershipOf(row: FoundClub): ShownMembership | null {
  const { role, status, updatedAt } = row;
  return role !== null && status !== null && updatedAt !== null
    ? { role, status, updatedAt }
    : null;
}

/** Clubs' cards with their rows' versions, by id (any order; a club deleted since is missing). */
export function cardRows(db: Db, ids: string[]) {
  return db
    .select({ club: clubCardColumns, version })
    .from(bookClubs)
    .where(inArray(bookClubs.id, ids));
}
