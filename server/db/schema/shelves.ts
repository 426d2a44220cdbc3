/** Readers' shelves (module: shelves): one entry per reader and work, with read-throughs and tags. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { works } from './books.js';
import { createdAt, id, timestampColumn, updatedAt } from './columns.js';

export const shelfStatuses = [
  'want_to_read',
  'currently_reading',
  'read',
  'did_not_finish',
] as const;

export const userBookShelves = pgTable(
  'user_book_shelves',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workId: uuid('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    status: text('status', { enum: shelfStatuses }).notNull(),
    /** Half stars, 0.5 to 5; null when unrated. */
    rating: numeric('rating', { precision: 2, scale: 1 }),
    /** Sanitised rich text. */
    review: text('review').notNull().default(''),
    reviewHasSpoilers: boolean('review_has_spoilers').notNull().default(false),
    privateNotes: text('private_notes').notNull().default(''),
    ownedCopies: smallint('owned_copies').notNull().default(0),
    /** The latest read-through's dates, kept here for sorting and the spec's date_read. */
    dateStarted: date('date_started'),
    dateRead: date('date_read'),
    readCount: smallint('read_count').notNull().default(0),
    reviewedAt: timestampColumn('reviewed_at'),
    /**
     * Reading progress (shelves policy, reading-progress.policy.ts): the page reached (null when
     * given as a percent), the book's page count it was measured against, and the whole percent
     * (null only for a page of a book of unknown length). All null: no progress recorded.
     */
    progressPage: integer('progress_page'),
    progressPages: integer('progress_pages'),
    progressPercent: smallint('progress_percent'),
    progressUpdatedAt: timestampColumn('progress_updated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('user_book_shelves_user_work_key').on(table.userId, table.workId),
    index('user_book_shelves_user_status_idx').on(table.userId, table.status),
    index('user_book_shelves_work_idx').on(table.workId),
    // A shelf's first page in its default order (newest first) is the index's first rows, not a
    // sort of every entry: a reader with thousands of books costs what one with ten does.
    index('user_book_shelves_user_added_idx').on(
      table.userId,
      table.createdAt.desc().nullsLast(),
      table.updatedAt.desc().nullsFirst(),
      table.id,
    ),
    // A book's newest reviews, read in order: a bestseller shelved by thousands is no slower.
    index('user_book_shelves_work_reviews_idx')
      .on(table.workId, table.reviewedAt.desc().nullsFirst(), table.id)
      .where(sql`${table.review} <> ''`),
    // Community ratings (community_work_ratings) read from the index alone, however many.
    index('user_book_shelves_work_rating_idx')
      .on(table.workId, table.rating)
      .where(sql`${table.rating} is not null`),
    check(
      'user_book_shelves_progress_check',
      sql`(${table.progressPercent} is null or ${table.progressPercent} between 0 and 100) and (${table.progressPage} is null or ${table.progressPage} >= 0) and (${table.progressPage} is null or ${table.progressPages} is null or ${table.progressPage} <= ${table.progressPages})`,
    ),
    check(
      'user_book_shelves_rating_check',
      sql`${table.rating} is null or (${table.rating} between 0.5 and 5 and ${table.rating} * 2 = floor(${table.rating} * 2))`,
    ),
  ],
);

/**
 * Running totals of Bookhive readers' ratings per work, kept by triggers on user_book_shelves
 * (migration shelf_work_ratings) in the transaction of every write, truncation included.
 * Counting a bestseller's 9,000 ratings on every list that shows it cost 14 ms for a page of 25
 * bestsellers (bench:api); the totals are one row per work. Half stars are summed as whole
 * numbers of half stars, so the average is exact; whole stars (half stars round up) are counted
 * for the book page's bars.
 */
export const shelfWorkRatings = pgTable('shelf_work_ratings', {
  workId: uuid('work_id')
    .primaryKey()
    .references(() => works.id, { onDelete: 'cascade' }),
  count: integer('count').notNull().default(0),
  halfStars: integer('half_stars').notNull().default(0),
  stars1: integer('stars_1').notNull().default(0),
  stars2: integer('stars_2').notNull().default(0),
  stars3: integer('stars_3').notNull().default(0),
  stars4: integer('stars_4').notNull().default(0),
  stars5: integer('stars_5').notNull().default(0),
});

/**
 * How many times each reader's shelf has changed: bumped by triggers in the transaction of every
 * write to their entries, tags and read-throughs (migration shelf_versions). A shelf page kept
 * in a process's cache is served again only while its reader's version is the one it was made
 * at, so any process sees a write the moment it commits. A reader's row is made with their
 * first entry and goes with their account.
 */
export const shelfVersions = pgTable('shelf_versions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Bookhive readers' rating of each rated work — average, count and how many gave each whole
 * star: what the shelves module publishes to others (docs/decisions/0005-published-views.md).
 * The books search and book pages read it in the statement that reads their page; the table
 * beneath stays the shelves module's.
 */
export const communityWorkRatings = pgView('community_work_ratings', {
  workId: uuid('work_id').notNull(),
  average: doublePrecision('average').notNull(),
  count: integer('count').notNull(),
  stars1: integer('stars_1').notNull(),
  stars2: integer('stars_2').notNull(),
  stars3: integer('stars_3').notNull(),
  stars4: integer('stars_4').notNull(),
  stars5: integer('stars_5').notNull(),
}).as(
  sql`select ${shelfWorkRatings.workId}, (${shelfWorkRatings.halfStars} / 2.0 / ${shelfWorkRatings.count})::float8 as average, ${shelfWorkRatings.count}, ${shelfWorkRatings.stars1}, ${shelfWorkRatings.stars2}, ${shelfWorkRatings.stars3}, ${shelfWorkRatings.stars4}, ${shelfWorkRatings.stars5} from ${shelfWorkRatings} where ${shelfWorkRatings.count} > 0`,
);

/** Each time a reader reads the book: re-reads are kept as separate read-throughs. */
export const shelfReadThroughs = pgTable(
  'shelf_read_throughs',
  {
    id: id(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => userBookShelves.id, { onDelete: 'cascade' }),
    startedOn: date('started_on'),
    finishedOn: date('finished_on'),
    createdAt: createdAt(),
  },
  (table) => [index('shelf_read_throughs_entry_idx').on(table.entryId)],
);

/** Custom shelves (e.g. Goodreads' user-defined shelves), kept as tags on an entry. */
export const shelfTags = pgTable(
  'shelf_tags',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => userBookShelves.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    /**
     * The entry's reader, kept beside the tag so a reader's list of tags is a range of one
     * index: through the entries it was a scan of every reader's tags (65 ms for a reader with
     * 6,892 books among 380,000 tags, bench:api).
     */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.entryId, table.tag] }),
    index('shelf_tags_user_tag_idx').on(table.userId, table.tag),
  ],
);

export const shelfImportSources = ['goodreads', 'storygraph'] as const;
export const shelfImportStatuses = [
  'previewed',
  'queued',
  'running',
  'completed',
  'failed',
] as const;

/** One upload of a Goodreads or StoryGraph export. */
export const shelfImports = pgTable(
  'shelf_imports',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: shelfImportSources }).notNull(),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: shelfImportStatuses }).notNull().default('previewed'),
    /** Which CSV column fills which field, as shown in the preview. */
    mapping: jsonb('mapping').notNull().default({}),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    /** The reader's IANA time zone when they started it: the job's "today" (decision 0009). */
    timeZone: text('time_zone').notNull().default('UTC'),
    error: text('error'),
    createdAt: createdAt(),
    startedAt: timestampColumn('started_at'),
    finishedAt: timestampColumn('finished_at'),
  },
  (table) => [index('shelf_imports_user_idx').on(table.userId)],
);

export const shelfImportOutcomes = ['pending', 'matched', 'created', 'skipped', 'failed'] as const;

/** Every row of an import, parsed, with what became of it. */
export const shelfImportRows = pgTable(
  'shelf_import_rows',
  {
    id: id(),
    importId: uuid('import_id')
      .notNull()
      .references(() => shelfImports.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    /** The parsed row (title, authors, ISBNs, status, rating, dates, review, …). */
    parsed: jsonb('parsed').notNull(),
    outcome: text('outcome', { enum: shelfImportOutcomes }).notNull().default('pending'),
    workId: uuid('work_id').references(() => works.id, { onDelete: 'set null' }),
    message: text('message'),
  },
  (table) => [uniqueIndex('shelf_import_rows_import_row_key').on(table.importId, table.rowNumber)],
);
