/**
 * The catalogue (module: books). A work is the book apart from any edition; editions carry
 * the ISBNs, so one work has many ISBNs and a search by any of them finds it.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  real,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { authors } from './authors.js';
import { isSet, originColumns } from './catalogue-origin.js';
import { createdAt, id, timestampColumn, updatedAt } from './columns.js';

export const works = pgTable(
  'works',
  {
    id: id(),
    /** The title without series information, e.g. "The Hunger Games". */
    title: text('title').notNull(),
    /** Lower-case, hyphenated title for URLs (/book/{titleSlug}/{isbn}). */
    titleSlug: text('title_slug').notNull(),
    originalTitle: text('original_title'),
    seriesName: text('series_name'),
    seriesNumber: text('series_number'),
    description: text('description').notNull().default(''),
    firstPublishedYear: smallint('first_published_year'),
    language: text('language'),
    /** Ratings from the source catalogue (e.g. goodbooks-10k), kept apart from Bookhive's own. */
    sourceAverageRating: numeric('source_average_rating', { precision: 3, scale: 2 }),
    sourceRatingsCount: integer('source_ratings_count').notNull().default(0),
    /** Tie-breaker for search and default browse order: higher is more popular. */
    popularity: doublePrecision('popularity').notNull().default(0),
    /** The dataset's own id (goodbooks-10k book_id): makes the CSV import idempotent. */
    sourceKey: text('source_key').unique(),
    ...originColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('works_popularity_idx').on(table.popularity.desc()),
    // Imports match rows to works by title (then author) when they carry no known ISBN.
    index('works_title_slug_idx').on(table.titleSlug),
    // Books quality lists what readers added, newest first.
    index('works_reader_added_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.origin} = 'reader_import'`),
    index('works_added_by_idx').on(table.addedBy).where(isSet(table.addedBy)),
    index('works_added_by_import_idx')
      .on(table.addedByImportId)
      .where(isSet(table.addedByImportId)),
  ],
);

export const editions = pgTable(
  'editions',
  {
    id: id(),
    workId: uuid('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    isbn10: text('isbn10'),
    isbn13: text('isbn13'),
    title: text('title').notNull(),
    publisher: text('publisher'),
    format: text('format'),
    pages: integer('pages'),
    publicationYear: smallint('publication_year'),
    language: text('language'),
    /** Where the cover can be fetched from (an external URL) before it is stored. */
    coverSourceUrl: text('cover_source_url'),
    /** The edition shown for the work (its ISBN is in the work's URL). */
    isPrimary: boolean('is_primary').notNull().default(false),
    ...originColumns(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('editions_isbn10_key').on(table.isbn10),
    uniqueIndex('editions_isbn13_key').on(table.isbn13),
    index('editions_work_id_idx').on(table.workId),
    index('editions_added_by_idx').on(table.addedBy).where(isSet(table.addedBy)),
    index('editions_added_by_import_idx')
      .on(table.addedByImportId)
      .where(isSet(table.addedByImportId)),
  ],
);

export const workAuthors = pgTable(
  'work_authors',
  {
    workId: uuid('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** author, translator, illustrator, editor, … as the source names them. */
    role: text('role').notNull().default('author'),
  },
  (table) => [
    primaryKey({ columns: [table.workId, table.authorId] }),
    index('work_authors_author_idx').on(table.authorId),
  ],
);

/**
 * What the books module publishes of who wrote what (decision 0007): each credit of an author
 * on a work, with the work's title and popularity, for author pages and the author directory.
 * Created by the published_views migration.
 */
export const workCredits = pgView('work_credits', {
  workId: uuid('work_id').notNull(),
  authorId: uuid('author_id').notNull(),
  position: smallint('position').notNull(),
  role: text('role').notNull(),
  title: text('title').notNull(),
  popularity: doublePrecision('popularity').notNull(),
}).existing();

/**
 * What the books module publishes of each work for lists kept elsewhere (decision 0007): the
 * title and its slug and the first credited author's name, which a shelf sorts by. A plain view
 * that PostgreSQL inlines: a column nobody reads (the author's name) costs nothing.
 */
export const workSummaries = pgView('work_summaries', {
  workId: uuid('work_id').notNull(),
  title: text('title').notNull(),
  titleSlug: text('title_slug').notNull(),
  firstAuthorName: text('first_author_name'),
}).existing();

/** A work's place in the category taxonomy (contracts/categories.ts), with how strongly it belongs. */
export const workCategories = pgTable(
  'work_categories',
  {
    workId: uuid('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    categoryId: text('category_id').notNull(),
    weight: real('weight').notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.workId, table.categoryId] }),
    index('work_categories_category_idx').on(table.categoryId, table.weight.desc()),
  ],
);

export const coverStorageStatuses = ['pending', 'migrating', 'stored', 'failed'] as const;
export type CoverStorageStatus = (typeof coverStorageStatuses)[number];

/** The public page of a work, with the state of its stored cover copy. */
export const bookPages = pgTable(
  'book_pages',
  {
    workId: uuid('work_id')
      .primaryKey()
      .references(() => works.id, { onDelete: 'cascade' }),
    coverStorageStatus: text('cover_storage_status', { enum: coverStorageStatuses })
      .notNull()
      .default('pending'),
    /** Our own copy, served from storage; null until stored. */
    coverStoredUrl: text('cover_stored_url'),
    coverAttempts: smallint('cover_attempts').notNull().default(0),
    coverError: text('cover_error'),
    coverUpdatedAt: timestampColumn('cover_updated_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('book_pages_cover_status_idx')
      .on(table.coverStorageStatus)
      .where(sql`${table.coverStorageStatus} in ('pending', 'failed')`),
  ],
);
