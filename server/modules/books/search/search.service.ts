/**
 * Catalogue search (issue 3): typos, partial titles, author names and ISBNs, ranked by
 * relevance and then popularity, 25 a page — with every query's work bounded by the page it
 * serves, not by the size of the catalogue. Figures and targets: docs/performance.md.
 *
 * Why not a GIN index: ranking every match costs as many rows as the word has books (65 ms
 * at the 99th percentile for a common word over 1M books), and prefix and trigram scans of
 * the titles cost alike. The index (server/db/schema/search.ts) is built for bounded reads:
 *
 * - Popularity-ordered postings: for each title word, author-name word, three-letter prefix,
 *   whole title and whole author name, a btree range of books, most popular first. Books are
 *   ranked by relevance tier, then popularity, so a page needs only the top `offset + 25` of
 *   each list: an index-only scan that costs the same for "the" as for "tolkien".
 * - One word (also as typed: "har"): which list a book came from is its tier — whole title,
 *   whole author name, title, author — so the page comes from the lists alone, exactly, without
 *   reading a document. Prefixes of other lengths expand through the vocabulary (40 words at
 *   most, the most frequent first) and read the top of each word's lists.
 * - Several words: the rarest word's lists (vocabulary counts) are walked in popularity order,
 *   at most 1,000 books, keeping those that hold every word until 100 do; the whole phrase's
 *   title and author lists are added, and each word's lists when too few books hold them all.
 *   Those candidates are scored on their normalised text: exact title, exact author, phrase
 *   in a title, all words in the title, in title and authors, in authors, some of the words.
 * - One round trip, no planning: each page is one prepared statement per query shape (one
 *   whole word, one typed word of three letters or of another length, several words) whose
 *   generic plan PostgreSQL reuses (search-page.queries.ts); the page comes with the summary
 *   each document carries, and Bookhive readers' ratings from the view the shelves module
 *   publishes (docs/decisions/0005-published-views.md).
 * - Ready first pages: the first page of every one-word search — every prefix of every
 *   vocabulary word as typed, and every whole word — is kept as one row of document ids,
 *   computed by the statement above and marked stale by the catalogue writer; a stale page is
 *   searched live and stored again (search-first-pages.ts).
 * - Spelling against the vocabulary: a word no book holds (the last one only if it starts no
 *   word) is corrected against search_terms — tens of thousands of words, not a million
 *   titles — by trigram similarity, re-ranked by the other words of the query, edit distance
 *   and frequency (spelling-correction.ts); the page says what it searched (correctedQuery).
 * - One normalisation, in SQL, for documents and queries: unaccent, lower case, "j.r.r." ->
 *   "jrr", apostrophes dropped ("enders"), punctuation splits words (search-text.queries.ts).
 *
 * The catalogue writer reindexes each batch in its transaction (search-index.ts), moving the
 * vocabulary counts by exactly the postings removed and added, so re-imports keep them right.
 */
import { pageSize, type BookSearchResult, type BookSummary } from '../../../../contracts/books.js';
import { isbnQuery } from '../../../../contracts/isbn.js';
import type { Db } from '../../../platform/db/database.js';
import { presentBookSummary } from '../books.presenter.js';
import { withFirstPages } from './search-first-pages.js';
import { prepareSearchPage } from './search-page.queries.js';
import { findWorkIdsByIsbn } from './search.queries.js';
import { correctSpelling } from './spelling-correction.js';

export interface SearchDeps {
  db: Db;
  /** Book summaries in the order of the ids given (the books service's). */
  summaries: (workIds: string[]) => Promise<BookSummary[]>;
  /** For each result's "View on Amazon" link. */
  amazonAffiliateTag: () => string;
  /**
   * The external catalogues (the books service's): asked when our page comes back short, their
   * books added to the catalogue. Returns the works they gave, none when nothing is configured.
   */
  fromProviders?: (query: string, page: number, searchType: 'general') => Promise<string[]>;
}

export type SearchService = ReturnType<typeof createSearchService>;

interface Page {
  books: BookSummary[];
  correctedQuery: string | null;
}

export function createSearchService({
  db,
  summaries,
  amazonAffiliateTag,
  fromProviders,
}: SearchDeps) {
  const searchPage = withFirstPages(db, prepareSearchPage(db));

  /**
   * SPEC §7 unified-google-books: what our catalogue lacks is asked of the configured providers
   * (the page's start index goes with the query) and added, so the reader finds it here — with
   * a page and a shelf button — and the next reader finds it without asking. True when any
   * work was added or refreshed, so the page is worth searching again.
   */
  async function toppedUp(query: string, page: number, found: number): Promise<boolean> {
    if (!fromProviders || found >= pageSize) return false;
    return (await fromProviders(query, page, 'general')).length > 0;
  }

  async function localPage(text: string, page: number) {
    const at = { offset: (page - 1) * pageSize, limit: pageSize };
    let found = await searchPage({ text, typed: true, ...at });
    let correctedQuery: string | null = null;
    if (found.unknown.length > 0) {
      const { words, changed } = await correctSpelling(db, found.words, found.unknown);
      if (changed.size > 0) {
        correctedQuery = words.join(' ');
        // A corrected last word was not being typed: it was finished, and misspelt.
        const typed = !changed.has(words.length - 1);
        found = await searchPage({ text: correctedQuery, typed, ...at });
      }
    }
    return { found, correctedQuery };
  }

  async function byText(text: string, page: number): Promise<Page> {
    let { found, correctedQuery } = await localPage(text, page);
    // The providers get the reader's own words: their spelling correction is their own.
    if (await toppedUp(text, page, found.rows.length))
      ({ found, correctedQuery } = await localPage(text, page));
    return {
      // Already in rank order, one row a book.
      books: found.rows.map((row) =>
        presentBookSummary(row, amazonAffiliateTag(), found.community.get(row.id)),
      ),
      correctedQuery,
    };
  }

  async function byIsbn(
    isbn: NonNullable<ReturnType<typeof isbnQuery>>,
    page: number,
  ): Promise<Page> {
    // An ISBN names one book: the whole answer fits the first page.
    if (page > 1) return { books: [], correctedQuery: null };
    let ids = await findWorkIdsByIsbn(db, isbn);
    // Only a book carrying this very ISBN answers it, whatever else a provider returns.
    if (await toppedUp(isbn.isbn13 ?? isbn.isbn10 ?? '', page, ids.length))
      ids = await findWorkIdsByIsbn(db, isbn);
    return { books: ids.length > 0 ? await summaries(ids) : [], correctedQuery: null };
  }

  return {
    /** One page of books matching `q`; empty text never reaches the index. */
    async search(input: { q: string; page: number }): Promise<BookSearchResult> {
      const text = input.q.trim();
      const isbn = isbnQuery(text);
      const { books, correctedQuery } = !text
        ? { books: [], correctedQuery: null }
        : isbn
          ? await byIsbn(isbn, input.page)
          : await byText(text, input.page);
      return {
        books,
        page: input.page,
        pageSize,
        // SPEC §4: more may follow whenever a page comes back full.
        hasMore: books.length === pageSize,
        correctedQuery,
      };
    },
  };
}
