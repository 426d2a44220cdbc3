/**
 * Book clubs (module: clubs; SPEC §3 book_clubs, club_memberships). `member_count` counts the
 * approved memberships, the owner's included: a trigger on club_memberships keeps it (migration
 * clubs_member_count), and joins take a row lock on the club to check the limit. `search_text`
 * is what a club can be found by — the name, plus the description and the current book's title
 * where the club shows them to outsiders — which the back-office matches anywhere, and
 * `search_words` the same as words, which /book-clubs matches by their starts through
 * `club_search_words` (below).
 */
import { sql } from 'drizzle-orm';
import {
  bit,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uuid,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { works } from './books.js';
import { createdAt, id, timestampColumn, updatedAt } from './columns.js';
import { wordsText } from './search-words.js';

/** What outsiders may find a club by: its name, and what it shows them (lower-case). */
const searchable = sql`lower(name || ' ' || case when visibility = 'public' or show_description then description else '' end || ' ' || case when visibility = 'public' or show_current_book then coalesce(current_book_title, '') else '' end)`;
/** What /book-clubs finds a club by: its genre (its category, always shown) and the above. */
const findable = sql`lower(category) || ' ' || ${searchable}`;

export const bookClubs = pgTable(
  'book_clubs',
  {
    id: id(),
    name: text('name').notNull(),
    /** The club's address, /b/{slug}, unique among clubs (contracts/slug.ts makes it). */
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    avatarUrl: text('avatar_url'),
    /** One of the landing page's categories (contracts/club-constants.ts). */
    category: text('category').notNull(),
    visibility: text('visibility', { enum: ['public', 'private'] })
      .notNull()
      .default('public'),
    clubType: text('club_type', { enum: ['free', 'paid'] })
      .notNull()
      .default('free'),
    pricePerMonth: numeric('price_per_month', { precision: 10, scale: 2 }),
    memberCount: integer('member_count').notNull().default(0),
    /** Null: no limit. */
    memberLimit: integer('member_limit'),
    rules: text('rules').notNull().default(''),
    currentBookId: uuid('current_book_id').references(() => works.id, { onDelete: 'set null' }),
    /** The current book's title when it was chosen, for search (the catalogue keeps the book). */
    currentBookTitle: text('current_book_title'),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What a private club shows outsiders (its name, cover, category and hosts always show). */
    showDescription: boolean('show_description').notNull().default(true),
    showCurrentBook: boolean('show_current_book').notNull().default(true),
    showRules: boolean('show_rules').notNull().default(false),
    showMembers: boolean('show_members').notNull().default(false),
    /** Set by staff in the back-office (/admin/clubs): the club is hidden from all but staff. */
    suspendedAt: timestampColumn('suspended_at'),
    /** Why staff suspended the club (its members are told), and who did. */
    suspensionReason: text('suspension_reason'),
    suspendedBy: uuid('suspended_by').references(() => users.id, { onDelete: 'set null' }),
    searchText: text('search_text').notNull().generatedAlwaysAs(searchable),
    /** Its genre and the above as words, each after a space (search-words.ts): what /book-clubs matches. */
    searchWords: text('search_words').notNull().generatedAlwaysAs(wordsText(findable)),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('book_clubs_slug_idx').on(table.slug),
    index('book_clubs_owner_idx').on(table.ownerId),
    index('book_clubs_members_idx')
      .on(table.memberCount.desc(), table.id)
      .where(sql`${table.suspendedAt} is null`),
    index('book_clubs_newest_idx')
      .on(table.createdAt.desc(), table.id)
      .where(sql`${table.suspendedAt} is null`),
    index('book_clubs_category_members_idx')
      .on(table.category, table.memberCount.desc(), table.id)
      .where(sql`${table.suspendedAt} is null`),
    index('book_clubs_category_newest_idx')
      .on(table.category, table.createdAt.desc(), table.id)
      .where(sql`${table.suspendedAt} is null`),
    // The back-office's list of suspended clubs, latest first: a few rows of many.
    index('book_clubs_suspended_idx')
      .on(table.suspendedAt.desc())
      .where(sql`${table.suspendedAt} is not null`),
    index('book_clubs_search_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    index('book_clubs_current_book_idx')
      .on(table.currentBookId)
      .where(sql`${table.currentBookId} is not null`),
    check('book_clubs_member_count_check', sql`${table.memberCount} >= 0`),
    check(
      'book_clubs_member_limit_check',
      sql`${table.memberLimit} is null or ${table.memberCount} <= ${table.memberLimit}`,
    ),
  ],
);

export const clubMemberships = pgTable(
  'club_memberships',
  {
    clubId: uuid('club_id')
      .notNull()
      .references(() => bookClubs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'moderator', 'member'] })
      .notNull()
      .default('member'),
    status: text('status', {
      enum: ['pending', 'approved', 'declined', 'banned', 'suspended'],
    }).notNull(),
    /**
     * A paid club's membership (issue 12): the payments subscription that pays for it (a plain
     * id; the clubs module never reads payments' tables), where its payment stands, and until
     * when a member whose renewal failed keeps access. Null for free clubs and hosts.
     */
    paidSubscriptionId: uuid('paid_subscription_id'),
    paymentStanding: text('payment_standing', { enum: ['active', 'grace', 'suspended'] }),
    graceEndsAt: timestampColumn('grace_ends_at'),
    createdAt: createdAt(),
    /** When the status last changed: joined, asked, was declined or banned. */
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.clubId, table.userId] }),
    index('club_memberships_user_idx').on(table.userId, table.status),
    index('club_memberships_list_idx').on(table.clubId, table.status, table.updatedAt),
    index('club_memberships_declined_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} = 'declined'`),
    // The grace job finds the paid memberships whose grace has run out.
    index('club_memberships_grace_idx')
      .on(table.graceEndsAt)
      .where(sql`${table.paymentStanding} = 'grace'`),
  ],
);

/**
 * /book-clubs' postings: every word of every open club's `search_words`, with what a page is
 * ordered and filtered by, so one word's clubs come in order from an index (by members or
 * newest) without reading the clubs. Kept by a trigger on book_clubs in the change's own
 * transaction (migration club_search_words): a club's words are rewritten when its text,
 * category or suspension changes, its member count follows every join and leave, and a
 * suspended club has none. `word` is collated "C" (set in the migration: drizzle has no
 * collations), so a word's starts are a range of the index in code-point order, the same on
 * every database.
 */
export const clubSearchWords = pgTable(
  'club_search_words',
  {
    word: text('word').notNull(),
    clubId: uuid('club_id')
      .notNull()
      .references(() => bookClubs.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    memberCount: integer('member_count').notNull(),
    createdAt: timestampColumn('created_at').notNull(),
    /**
     * A Bloom filter of the club's words' first three and first five letters, two bits of 256
     * each (`club_word_bits`, migration club_search_words): a search of several words skips,
     * without reading the club, nearly every club of its rarest word that lacks another.
     */
    wordsBloom: bit('words_bloom', { dimensions: 256 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.clubId, table.word] }),
    // The filter last: a word's clubs are checked for the other words in the index alone.
    index('club_search_words_members_idx').on(
      table.word,
      table.memberCount.desc(),
      table.clubId,
      table.wordsBloom,
    ),
    index('club_search_words_newest_idx').on(
      table.word,
      table.createdAt.desc(),
      table.clubId,
      table.wordsBloom,
    ),
  ],
);
