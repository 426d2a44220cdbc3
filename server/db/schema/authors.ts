/** Authors of the catalogue, and what authors ask of staff (module: authors). */
import { sql } from 'drizzle-orm';
import { index, pgTable, pgView, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { works } from './books.js';
import { isSet, originColumns } from './catalogue-origin.js';
import { createdAt, id, timestampColumn, updatedAt } from './columns.js';

export const authors = pgTable(
  'authors',
  {
    id: id(),
    name: text('name').notNull(),
    /**
     * Who the author is: the name as written (NFC, runs of white space as one space), so two
     * people whose names slug alike stay two authors (authors/author-name.ts). Null for a row
     * that stands for no one name: the merged "unknown-author" of the ASCII-only slugs.
     */
    nameKey: text('name_key'),
    /** Unique, for /author/{slug} and /a/{slug}; kept once given, even if the name changes. */
    slug: text('slug').notNull(),
    bio: text('bio').notNull().default(''),
    photoUrl: text('photo_url'),
    website: text('website'),
    /** The Bookhive account verified as this author, if any. */
    verifiedUserId: uuid('verified_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...originColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('authors_slug_key').on(table.slug),
    uniqueIndex('authors_name_key_key').on(table.nameKey),
    index('authors_verified_user_idx').on(table.verifiedUserId),
    index('authors_added_by_idx').on(table.addedBy).where(isSet(table.addedBy)),
    index('authors_added_by_import_idx')
      .on(table.addedByImportId)
      .where(isSet(table.addedByImportId)),
  ],
);

/**
 * What the authors module publishes of each author (decision 0007): the name and the slug of
 * its page, for anything that credits a work. Created by the published_views migration.
 */
export const authorNames = pgView('author_names', {
  id: uuid('id').notNull(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
}).existing();

export const authorRequestStatuses = ['pending', 'approved', 'rejected'] as const;

/** "I am this author": decided by staff in the back-office. */
export const authorVerificationRequests = pgTable(
  'author_verification_requests',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The author page claimed; null when the author has no page yet (authorName then). */
    authorId: uuid('author_id').references(() => authors.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    evidence: text('evidence').notNull(),
    links: text('links').array().notNull().default([]),
    status: text('status', { enum: authorRequestStatuses }).notNull().default('pending'),
    decisionNote: text('decision_note'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestampColumn('decided_at'),
    createdAt: createdAt(),
  },
  (table) => [index('author_verification_requests_user_idx').on(table.userId)],
);

/** "This book is mine": a verified author claims a work for their page. */
export const bookClaims = pgTable(
  'book_claims',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    workId: uuid('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    status: text('status', { enum: authorRequestStatuses }).notNull().default('pending'),
    decisionNote: text('decision_note'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestampColumn('decided_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('book_claims_user_idx').on(table.userId),
    // One live claim per author and work; a rejected claim may be filed again.
    uniqueIndex('book_claims_open_key')
      .on(table.authorId, table.workId)
      .where(sql`${table.status} <> 'rejected'`),
  ],
);
