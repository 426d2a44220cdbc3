/**
 * SQL of the ready first pages (search_first_pages, see server/db/schema/search.ts): reading
 * one, storing one unless a writer moved it on meanwhile, and marking the pages a change of
 * the catalogue touches as stale.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { fields, limits } from './search-fields.js';
import { postingsOf } from './search-index.queries.js';
import { pageArrays, params, raw } from './search-lists.queries.js';
import { intArray, normalized, rowsOf, uuidArray } from './search-text.queries.js';

export interface FirstPageKey {
  term: string;
  typed: boolean;
}

/**
 * The keys of the pages a word's books appear on: the word itself once finished, and each of
 * its prefixes while typed ("h", "ha", "har"… "harry"). Every list a one-word search reads
 * (title and author words, three-letter prefixes, whole one-word titles and names, the
 * completions a prefix expands to and their vocabulary counts) belongs to one of these keys.
 */
function keysOfWords(words: SQL): SQL {
  return sql`select distinct k.term, k.typed from (${words}) w(term)
    cross join lateral (
      select w.term, false
      union all select left(w.term, n), true from generate_series(1, length(w.term)) n
    ) k(term, typed)`;
}

/**
 * Marks these keys' pages stale, and moves their versions on even when already stale: a
 * search that read the stale page before this change must not store what it found. Keys
 * without a page get a stale row, so that such a search has a row to lose the race on.
 */
function markStale(keys: SQL): SQL {
  return sql`insert into search_first_pages as f (term, typed)
    ${keys}
    on conflict (term, typed) do update set doc_ids = null, version = f.version + 1`;
}

/**
 * Marks stale every page holding a word of these works' search documents, as they stand. The
 * catalogue writer calls it in its transaction before and after reindexing, so the pages
 * of the words a work loses and of the words it gains both go.
 */
export async function markPagesOfWorksStale(tx: Db, workIds: string[]): Promise<void> {
  const postings = postingsOf(sql`d.work_id = any(${uuidArray(workIds)})`);
  const words = sql`select distinct term from (${postings}) p
    where field in (${fields.titleWord}, ${fields.authorWord})`;
  await tx.execute(markStale(keysOfWords(words)));
}

/** After a rebuild: every page of every vocabulary word, stale until computed. */
export async function markAllPagesStale(db: Db): Promise<void> {
  await db.execute(
    markStale(keysOfWords(sql`select term from search_terms where title_docs + author_docs > 0`)),
  );
}

/** Up to `limit` stale keys after `after`, in key order (one pass over them all). */
export async function staleKeysAfter(
  db: Db,
  after: FirstPageKey | null,
  limit: number,
): Promise<(FirstPageKey & { version: number })[]> {
  const from = after ? sql`and (term, typed) > (${after.term}, ${after.typed})` : sql``;
  return rowsOf(
    db,
    sql`select term, typed, version from search_first_pages where doc_ids is null ${from}
      order by term, typed limit ${limit}`,
  );
}

/** How many pages are stale (for progress). */
export async function countStalePages(db: Db): Promise<number> {
  const rows = await rowsOf<{ count: string }>(
    db,
    sql`select count(*) as count from search_first_pages where doc_ids is null`,
  );
  return Number(rows[0]?.count ?? 0);
}

/**
 * Stores a page computed live. It is written only if the page is still as it was read
 * before the search ran: stale at that `version`, or absent (null). A writer that marked it
 * stale meanwhile moved the version on, or holds its row until it commits — after which the
 * condition is checked again — so a page computed from an older catalogue is never kept.
 */
export async function storeFirstPage(
  db: Db,
  key: FirstPageKey,
  version: number | null,
  docIds: number[],
): Promise<void> {
  const ids = intArray(docIds);
  await db.execute(
    version === null
      ? sql`insert into search_first_pages (term, typed, doc_ids)
          values (${key.term}, ${key.typed}, ${ids}) on conflict (term, typed) do nothing`
      : sql`update search_first_pages set doc_ids = ${ids}
          where term = ${key.term} and typed = ${key.typed}
            and version = ${version} and doc_ids is null`,
  );
}

/**
 * One row: the query's key (its one word, normalised as the index is), the page's state —
 * `version` null when there is no page, `ready` when it is computed and holds books (a word
 * no book holds any more is searched live, so its spelling can be corrected) — and, when
 * ready, the page as the search statements give it (pageArrays).
 */
export const firstPageStatement = sql`with
key as (select left(${normalized(params.text)}, ${raw(limits.maxTermLength)}) as term),
ready as (
  select f.version, f.doc_ids from search_first_pages f
  where f.term = (select term from key) and f.typed = ${params.typed}
),
page as (
  select u.doc_id, u.rank from ready r
  cross join unnest(r.doc_ids) with ordinality as u(doc_id, rank)
)
select k.term, r.version, coalesce(cardinality(r.doc_ids) > 0, false) as ready, p.*
from key k left join ready r on true cross join (${pageArrays}) p`;
