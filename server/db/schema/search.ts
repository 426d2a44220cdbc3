/**
 * The catalogue search index (module: books/search). Derived data only: every row can be
 * rebuilt from works, editions and authors (rebuildSearchIndex), and the catalogue writer
 * keeps it current batch by batch. See server/modules/books/search/search.service.ts for the
 * design and docs/performance.md for the figures it was built to meet.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  primaryKey,
  pgTable,
  real,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { works } from './books.js';

/**
 * One row per work, holding its text already normalised (accents folded, lower-case, words
 * separated by single spaces, each title or name wrapped as "| words |"), so ranking a bounded
 * set of candidates is string search on short strings instead of parsing anything.
 */
export const searchDocuments = pgTable('search_documents', {
  /** A small integer key keeps the postings narrow (4 bytes instead of a 16-byte uuid). */
  docId: integer('doc_id').primaryKey().generatedAlwaysAsIdentity(),
  workId: uuid('work_id')
    .notNull()
    .unique()
    .references(() => works.id, { onDelete: 'cascade' }),
  /** works.popularity, as stored in the postings, so both order ties the same way. */
  popularity: real('popularity').notNull(),
  /** "| title words | original title words |" */
  titles: text('titles').notNull(),
  /** "| series words |" or empty. */
  series: text('series').notNull(),
  /** "| first author | second author |" or empty. */
  authors: text('authors').notNull(),
  /**
   * What a search result shows of the work (title, series, year, ratings, primary ISBNs,
   * authors), copied here so a page of results is 25 probes of this table instead of joins
   * over four. The catalogue writer is the only writer of those tables and reindexes what it
   * writes; anything that changes them otherwise must call reindexWorks too.
   */
  summary: jsonb('summary').notNull().default({}),
});

/**
 * Popularity-ordered postings: for each term and field, the documents that hold it, most
 * popular first. Reading the top of one list is an index-only range scan whose cost does not
 * depend on how many books share the term. No foreign key and no doc_id index: rows are
 * removed by their full key, which the document row lets us recompute (see search-index).
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    term: text('term').notNull(),
    /** Which list: see `fields` in server/modules/books/search/search-fields.ts. */
    field: smallint('field').notNull(),
    popularity: real('popularity').notNull(),
    docId: integer('doc_id').notNull(),
  },
  (table) => [
    uniqueIndex('search_postings_list_key').on(
      table.term,
      table.field,
      table.popularity.desc(),
      table.docId,
    ),
  ],
);

/**
 * The vocabulary: every word of a title or an author name with how many works hold it. Small
 * (tens of thousands of rows for a million books), so misspelt words are corrected against it
 * with a trigram index, and the document counts pick the rarest word of a query.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    titleDocs: integer('title_docs').notNull().default(0),
    authorDocs: integer('author_docs').notNull().default(0),
  },
  (table) => [
    index('search_terms_trgm_idx').using('gin', table.term.op('gin_trgm_ops')),
    // LIKE 'pre%' needs a pattern-ops index whatever the database's collation is.
    index('search_terms_prefix_idx').using('btree', table.term.op('text_pattern_ops')),
  ],
);

/**
 * The first page of every one-word search, ready: for each prefix of a vocabulary word as it
 * is being typed (`typed`), and each whole word (after a spelling correction), the documents
 * of its first page in rank order — what type-ahead systems keep for every prefix. A search
 * for one word then reads one row instead of up to eighty lists. Derived and exact: the pages
 * are computed by the search statement itself, and the catalogue writer marks the pages its
 * words touch as stale (`docIds` null, `version` moved on) in its own transaction; a stale or
 * missing page is searched live and stored again only if no writer moved its version
 * meanwhile (see search-first-pages.ts).
 */
export const searchFirstPages = pgTable(
  'search_first_pages',
  {
    term: text('term').notNull(),
    typed: boolean('typed').notNull(),
    /** Null while stale; an empty array when the word has no books. */
    docIds: integer('doc_ids').array(),
    version: integer('version').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.term, table.typed] })],
);
