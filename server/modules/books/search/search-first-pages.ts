/**
 * Ready first pages (search_first_pages): a one-word search — the common query, and every
 * query as its first word is typed — reads its first page from one row instead of searching
 * up to eighty lists (a typed "priv" expands to its 40 most frequent completions, each with a
 * title and an author list). Type-ahead systems keep the top results of every prefix the same
 * way. Not a cache of recent queries: every prefix of every vocabulary word has its page, so
 * a query nobody asked before is as quick as a popular one, and pages are exact — computed by
 * the live search statement itself, marked stale by the catalogue writer in the transaction
 * that changes their books, and searched live until computed again.
 */
import { sql } from 'drizzle-orm';
import { pageSize } from '../../../../contracts/books.js';
import type { Db } from '../../../platform/db/database.js';
import {
  countStalePages,
  firstPageStatement,
  staleKeysAfter,
  storeFirstPage,
  type FirstPageKey,
} from './search-first-pages.queries.js';
import {
  pageColumns,
  pageRows,
  prepareSearchPage,
  type PageRequest,
  type SearchPage,
} from './search-page.queries.js';

type LiveSearch = (input: PageRequest) => Promise<SearchPage>;

function prepareLookup(db: Db) {
  return db
    .select({
      term: sql<string | null>`page.term`,
      version: sql<number | null>`page.version`,
      ready: sql<boolean>`page.ready`,
      ...pageColumns,
    })
    .from(sql`(${firstPageStatement}) as page`)
    .prepare('books_search_first_page');
}

/** The key a live page may be stored under: a whole first page of one known word. */
function storableKey(input: PageRequest, page: SearchPage): FirstPageKey | null {
  const [word] = page.words;
  const whole = input.offset === 0 && input.limit === pageSize;
  if (!whole || page.words.length !== 1 || !word || page.unknown.length > 0) return null;
  return page.rows.length > 0 ? { term: word, typed: input.typed } : null;
}

/**
 * The search with ready first pages in front of `live`: a first page of one word is read
 * ready when it is; otherwise it is searched live and, when it is one known word's whole
 * first page, stored for the next reader (only if no writer marked it stale meanwhile).
 */
export function withFirstPages(db: Db, live: LiveSearch): LiveSearch {
  const lookup = prepareLookup(db);
  return async (input) => {
    if (input.offset !== 0 || /\s/.test(input.text.trim())) return live(input);
    const [found] = await lookup.execute({ text: input.text, typed: input.typed });
    if (found?.ready && found.term) {
      return { words: [found.term], unknown: [], ...pageRows(found) };
    }
    const page = await live(input);
    const key = storableKey(input, page);
    // The key as the lookup normalised it: a page is stored only where it will be found.
    if (key && key.term === found?.term) {
      await storeFirstPage(db, key, found.version, page.docIds);
    }
    return page;
  };
}

/** Stale keys read at a time, and searched at once (the pool has ten connections). */
const refreshBatch = 400;
const refreshParallel = 4;

export interface RefreshProgress {
  done: number;
  total: number;
}

/**
 * Computes every stale page once (after a rebuild or an import), a few at a time on the
 * database's connections. A page a writer marks stale again meanwhile stays stale: it is
 * searched live until the next refresh or the next reader stores it.
 */
export async function refreshFirstPages(
  db: Db,
  onProgress: (progress: RefreshProgress) => void = () => {},
): Promise<void> {
  const live = prepareSearchPage(db);
  const total = await countStalePages(db);
  let done = 0;
  let after: FirstPageKey | null = null;
  for (;;) {
    const keys = await staleKeysAfter(db, after, refreshBatch);
    if (keys.length === 0) break;
    for (let i = 0; i < keys.length; i += refreshParallel) {
      await Promise.all(
        keys.slice(i, i + refreshParallel).map(async (key) => {
          const request = { text: key.term, typed: key.typed, offset: 0, limit: pageSize };
          const page = await live(request);
          // A key no book's word has any more keeps an empty page: not served, not recomputed.
          const docIds = storableKey(request, page)?.term === key.term ? page.docIds : [];
          await storeFirstPage(db, key, key.version, docIds);
        }),
      );
    }
    after = keys[keys.length - 1]!;
    done += keys.length;
    onProgress({ done: Math.min(done, total), total });
  }
}
