/**
 * One page of a text search in one prepared statement: the query's words and which are
 * unknown, the bounded lists, the ranking and the page's summary rows — one round trip, and
 * no planning per request (prepared by name once per connection; its text never changes).
 * One word is ranked from the lists alone (which list a book came from is its tier); several
 * words need each candidate's text to tell whole phrases from scattered words.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import type { CommunityRating } from '../books.presenter.js';
import type { SummaryRow } from '../books.queries.js';
import { limits, prefixLength } from './search-fields.js';
import {
  listsCtes,
  pageSelect,
  params,
  raw,
  tiers,
  wordsCtes,
  type Shape,
} from './search-lists.queries.js';

function oneWord(reach: number, shape: Exclude<Shape, 'words'>): SQL {
  return sql`with ${wordsCtes}, ${listsCtes(reach, reach, shape)},
page as (
  select h.doc_id, row_number() over (order by h.tier desc, h.popularity desc, h.doc_id) as rank
  from hits h, query q where q.n = 1
  order by h.tier desc, h.popularity desc, h.doc_id
  offset ${params.offset} limit ${params.limit}
)
${pageSelect}`;
}

function severalWords(reach: number): SQL {
  const allLimit = Math.max(limits.allWordsCandidates, reach * 4);
  return sql`with ${wordsCtes}, ${listsCtes(reach, allLimit, 'words')},
-- The rarest word's books in popularity order, kept while they hold every word, until there
-- are enough: the scan stops early when the popular ones match (Harry Potter for "harry potter").
all_words as (
  select dv.doc_id from (select doc_id, popularity from driven order by popularity desc, doc_id) dv
  cross join lateral (
    select titles || series || authors as text from search_documents where doc_id = dv.doc_id limit 1
  ) d
  where not exists (select from unnest((select needles from query)) n where strpos(d.text, n) = 0)
  limit ${raw(reach * 4)}
),
-- An array, not a row set: the planner then reckons with ten candidates, not with the sum of
-- every list's limit, so the plan stays cheap in its eyes too and never triggers JIT
-- compilation (~200 ms a run here, for a plan that runs in a millisecond or two). Books
-- holding only some of the words are read only when too few hold them all.
candidates as (
  select array(
    select doc_id from hits where kind = 'exact'
    union select doc_id from all_words
    union select doc_id from hits where (select count(*) from all_words) < ${raw(reach)}
  ) as doc_ids
),
ranked as (
  select d.doc_id, d.popularity,
    case
      when strpos(d.titles, '| ' || q.phrase || ' |') > 0 then ${raw(tiers.exactTitle)}
      when strpos(d.authors, '| ' || q.phrase || ' |') > 0 then ${raw(tiers.exactAuthor)}
      when strpos(d.titles || d.series, ' ' || q.phrase || case when q.typed then '' else ' ' end) > 0
        then ${raw(tiers.titlePhrase)}
      when m.all_title then ${raw(tiers.titleAllWords)}
      when m.all_any and not m.all_author then ${raw(tiers.mixedAllWords)}
      when m.all_author then ${raw(tiers.authorAllWords)}
      else ${raw(tiers.partial)} + m.partial
    end as score
  from unnest((select doc_ids from candidates)) as c(doc_id)
  cross join lateral (
    select doc_id, popularity, titles, series, authors from search_documents
    where doc_id = c.doc_id limit 1
  ) d
  cross join query q
  cross join lateral (
    select bool_and(strpos(d.titles || d.series, n) > 0) as all_title,
      bool_and(strpos(d.titles || d.series || d.authors, n) > 0) as all_any,
      bool_and(strpos(d.authors, n) > 0) as all_author,
      sum(case when strpos(d.titles || d.series, n) > 0 then 10
               when strpos(d.authors, n) > 0 then 5 else 0 end) as partial
    from unnest(q.needles) as n
  ) m
  order by score desc, d.popularity desc, d.doc_id
  offset ${params.offset} limit ${params.limit}
),
page as (
  select doc_id, row_number() over (order by score desc, popularity desc, doc_id) as rank
  from ranked
)
${pageSelect}`;
}

export interface SearchPage {
  /** The query's words, normalised as the index is. */
  words: string[];
  /** Words no book holds (the last one, being typed, only when it starts no word either). */
  unknown: string[];
  /** The page's works, best first, as the books presenter wants them. */
  rows: SummaryRow[];
  /** The same page as search documents (what a ready first page stores). */
  docIds: number[];
  /** Bookhive readers' ratings of the page's rated works. */
  community: Map<string, CommunityRating>;
}

const column = <T>(name: string) => sql<T>`${sql.raw(`page.${name}`)}`;

/** The summary a search document carries (see search-index.queries.ts). */
type StoredSummary = Omit<SummaryRow, 'id' | 'coverStatus' | 'coverStoredUrl'>;

/** The columns of pageArrays (search-lists.queries.ts). */
export const pageColumns = {
  docIds: column<number[] | null>('doc_ids'),
  workIds: column<string[] | null>('work_ids'),
  summaries: column<StoredSummary[] | null>('summaries'),
  coverStatuses: column<SummaryRow['coverStatus'][] | null>('cover_statuses'),
  coverUrls: column<(string | null)[] | null>('cover_urls'),
  ratingAverages: column<(number | null)[] | null>('rating_averages'),
  ratingCounts: column<(number | null)[] | null>('rating_counts'),
};

type PageArrays = { [K in keyof typeof pageColumns]: (typeof pageColumns)[K]['_']['type'] };

/** The rows of a page as the presenter wants them, from pageArrays. */
export function pageRows(found: PageArrays): Pick<SearchPage, 'rows' | 'docIds' | 'community'> {
  const { docIds, workIds, summaries, coverStatuses, coverUrls, ratingAverages, ratingCounts } =
    found;
  const community = new Map<string, CommunityRating>();
  const rows = (workIds ?? []).flatMap((id, i) => {
    const summary = summaries?.[i];
    if (!summary) return [];
    // Completed in place, not copied: each summary was parsed for this page alone, and a
    // spread copy of 25 parsed objects took a quarter of the app's time for a ready page
    // (docs/performance.md).
    const row = summary as SummaryRow;
    row.id = id;
    row.coverStatus = coverStatuses?.[i] ?? null;
    row.coverStoredUrl = coverUrls?.[i] ?? null;
    const average = ratingAverages?.[i];
    const count = ratingCounts?.[i];
    if (average != null && count != null) community.set(id, { average, count });
    return [row];
  });
  return { docIds: docIds ?? [], rows, community };
}

function prepare(db: Db, statement: SQL, name: string) {
  return db
    .select({
      words: column<string[] | null>('words'),
      unknown: column<string[] | null>('unknown'),
      ...pageColumns,
    })
    .from(sql`(${statement}) as page`)
    .prepare(name);
}

/** Pages reach 25, 50, 100… books deep: a handful of statements whatever page is asked for. */
export function reachOf(need: number): number {
  let reach = 25;
  while (reach < need) reach *= 2;
  return reach;
}

export interface PageRequest {
  text: string;
  typed: boolean;
  offset: number;
  limit: number;
}

/** Accents off, lower case, apostrophes and punctuation out: near enough to guess a shape. */
function roughWord(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9\u00c0-\uffff]+/g, '');
}

/**
 * The statement a query most likely needs, from its text alone (the exact words are only
 * known in SQL): several words when there is a space, else by whether the word is being typed
 * and how long it is.
 */
function likelyShape(text: string, typed: boolean): Shape {
  if (/\s/.test(text.trim())) return 'words';
  if (!typed) return 'whole';
  return roughWord(text).length === prefixLength ? 'prefix' : 'expand';
}

/** Whether the words SQL found are what `shape` serves (else the general statement runs). */
function fits(shape: Shape, words: string[]): boolean {
  if (shape === 'words') return true;
  if (words.length !== 1) return words.length === 0;
  const three = words[0]!.length === prefixLength;
  return shape === 'whole' || (shape === 'prefix') === three;
}

/** The search, prepared on `db` (by name, once per connection, on PostgreSQL). */
export function prepareSearchPage(db: Db) {
  const prepared = new Map<string, ReturnType<typeof prepare>>();
  const statementFor = (shape: Shape, reach: number) => {
    const name = `books_search_${shape}_${reach}`;
    let statement = prepared.get(name);
    if (!statement) {
      const text = shape === 'words' ? severalWords(reach) : oneWord(reach, shape);
      statement = prepare(db, text, name);
      prepared.set(name, statement);
    }
    return statement;
  };

  const run = async (shape: Shape, input: PageRequest): Promise<SearchPage> => {
    const statement = statementFor(shape, reachOf(input.offset + input.limit));
    const [found] = await statement.execute({ ...input });
    if (!found) return { words: [], unknown: [], rows: [], docIds: [], community: new Map() };
    return { words: found.words ?? [], unknown: found.unknown ?? [], ...pageRows(found) };
  };

  return async (input: PageRequest): Promise<SearchPage> => {
    const shape = likelyShape(input.text, input.typed);
    const page = await run(shape, input);
    // A wrong guess ("sci-fi" is two words) costs one more round trip, never a wrong page.
    return fits(shape, page.words) ? page : run('words', input);
  };
}
