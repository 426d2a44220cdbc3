/**
 * The forum (module: forum; SPEC §3): communities hold chapters, chapters hold threads, threads
 * hold numbered posts. A post's number is its place in the thread, so page N of a thread is a
 * range of numbers on one index however deep it is.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { works } from './books.js';
import { createdAt, id, timestampColumn } from './columns.js';
import { ideographsApart } from './search-words.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** What marks a month among a post's words: no search's words hold it (the parser splits at it). */
const postMonthMark = '§';

/**
 * The month a post was written (UTC), as one more lexeme of its search vector: '§202611'. A
 * word in a few thousand posts is then searched in its newest months first, their matches
 * found by the index alone, instead of reading every match to sort them by date
 * (forum-search.queries.ts; decision 0027). `column`: SQL of a timestamptz.
 */
export function monthLexemeOf(column: string): string {
  const part = (field: string) => `extract(${field} from ${column} at time zone 'UTC')`;
  return `'${postMonthMark}' || (${part('year')} * 100 + ${part('month')})::int`;
}

/** The start of the month a month's lexeme names (`monthLexemeOf`), or null: not a month's. */
export function postMonthStart(lexeme: string): Date | null {
  const month = new RegExp(`^${postMonthMark}(\\d{4})(\\d{2})$`).exec(lexeme);
  return month ? new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1)) : null;
}

export const forumCommunities = pgTable(
  'forum_communities',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    membersCanCreateChapters: boolean('members_can_create_chapters').notNull().default(true),
    /** Hidden communities are seen by moderators only (a draft, or one closed down). */
    isHidden: boolean('is_hidden').notNull().default(false),
    /**
     * A private book club's community (module: clubs, by id only): read by that club's
     * approved members and forum moderators alone, and listed nowhere (decision 0020).
     */
    membersOfClubId: uuid('members_of_club_id'),
    position: integer('position').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('forum_communities_slug_idx').on(table.slug)],
);

export const forumChapters = pgTable(
  'forum_chapters',
  {
    id: id(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => forumCommunities.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('forum_chapters_slug_idx').on(table.communityId, table.slug)],
);

export const forumThreads = pgTable(
  'forum_threads',
  {
    id: id(),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => forumChapters.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Posts written so far, hidden ones included: the last post's number. */
    postCount: integer('post_count').notNull().default(0),
    lastPostAt: timestampColumn('last_post_at').notNull().defaultNow(),
    lastPosterId: uuid('last_poster_id').references(() => users.id, { onDelete: 'set null' }),
    isPinned: boolean('is_pinned').notNull().default(false),
    isLocked: boolean('is_locked').notNull().default(false),
    isClosed: boolean('is_closed').notNull().default(false),
    isHidden: boolean('is_hidden').notNull().default(false),
    /**
     * Raised whenever what the thread's posts show changes without a new post (an edit, a
     * hide or restore, a like): with the post count it tells a kept page of the thread
     * whether it is still right (thread-page-cache.ts).
     */
    pagesVersion: integer('pages_version').notNull().default(0),
    /** Its words, each Chinese or Japanese character one of them (`ideographsApart`). */
    titleSearch: tsvector('title_search').generatedAlwaysAs(
      sql`to_tsvector('english', ${ideographsApart(sql`title`)})`,
    ),
    createdAt: createdAt(),
  },
  (table) => [
    index('forum_threads_chapter_idx').on(
      table.chapterId,
      table.isPinned.desc(),
      table.lastPostAt.desc(),
    ),
    index('forum_threads_latest_idx').on(table.lastPostAt.desc()),
    // No pending list (fastupdate): every reply rewrites its thread's row, and so adds its title
    // to this index again; pending, those entries were read by every search (7,972 of them
    // after a minute of replies: 0.54 ms where the index answers in 0.01).
    index('forum_threads_title_search_idx')
      .using('gin', table.titleSearch)
      .with({ fastupdate: false }),
  ],
);

export const forumPosts = pgTable(
  'forum_posts',
  {
    id: id(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Sanitised HTML, as shown. */
    body: text('body').notNull(),
    /** Its text, for search, previews and notifications. */
    bodyText: text('body_text').notNull(),
    quoteOf: uuid('quote_of'),
    likeCount: integer('like_count').notNull().default(0),
    isHidden: boolean('is_hidden').notNull().default(false),
    spoilerWorkId: uuid('spoiler_work_id').references(() => works.id, { onDelete: 'set null' }),
    spoilerUnit: text('spoiler_unit', { enum: ['page', 'chapter', 'percent'] }),
    spoilerValue: integer('spoiler_value'),
    editedAt: timestampColumn('edited_at'),
    /**
     * Its words (each Chinese or Japanese character one of them: `ideographsApart`), and the
     * month it was written (`monthLexemeOf`).
     */
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('english', ${ideographsApart(sql`body_text`)}) || array_to_tsvector(array[${sql.raw(monthLexemeOf('created_at'))}])`,
    ),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('forum_posts_thread_number_idx').on(table.threadId, table.number),
    index('forum_posts_author_idx').on(table.authorId, table.createdAt.desc()),
    index('forum_posts_created_idx').on(table.createdAt.desc()),
    // A short pending list (512 kB, not 4 MB): a post's words go first into the list, which
    // every search reads and one reply in a few hundred merges into the index. With none, a
    // reply cost about 0.3 ms more in PostgreSQL (its ~60 words each put in the index) and its
    // p99 missed 30 ms; with 4 MB, a search read up to 512 pages of it.
    index('forum_posts_search_idx')
      .using('gin', table.search)
      .with({ fastupdate: true, gin_pending_list_limit: 512 }),
  ],
);

export const forumPostRevisions = pgTable(
  'forum_post_revisions',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    /** The text the post had before this edit. */
    body: text('body').notNull(),
    editedBy: uuid('edited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('forum_post_revisions_post_idx').on(table.postId, table.createdAt)],
);

export const forumPostLikes = pgTable(
  'forum_post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] })],
);

export const forumPostReports = pgTable(
  'forum_post_reports',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['open', 'hidden', 'dismissed'] })
      .notNull()
      .default('open'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestampColumn('resolved_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('forum_post_reports_open_idx').on(table.status, table.createdAt),
    uniqueIndex('forum_post_reports_once_idx')
      .on(table.postId, table.reporterId)
      .where(sql`status = 'open'`),
  ],
);

/** SPEC §3: a member's subscription; is_active false is a muted thread. */
export const forumThreadSubscriptions = pgTable(
  'forum_thread_subscriptions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.threadId, table.userId] }),
    index('forum_thread_subscriptions_user_idx').on(table.userId),
  ],
);

/** How far each member has read each thread: the last post number seen. */
export const forumThreadReads = pgTable(
  'forum_thread_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    lastReadNumber: integer('last_read_number').notNull().default(0),
    updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.threadId] })],
);

/** SPEC §3: who a post names. One row per member per post: a mention notifies once. */
export const forumMentions = pgTable(
  'forum_mentions',
  {
    id: id(),
    mentionType: text('mention_type').notNull().default('user'),
    mentionedText: text('mentioned_text').notNull(),
    contentType: text('content_type').notNull().default('post'),
    contentId: uuid('content_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    mentionedUserId: uuid('mentioned_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('forum_mentions_once_idx').on(table.contentId, table.mentionedUserId),
    index('forum_mentions_user_idx').on(table.mentionedUserId, table.createdAt.desc()),
  ],
);

export const forumBans = pgTable(
  'forum_bans',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    bannedBy: uuid('banned_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestampColumn('expires_at'),
    createdAt: createdAt(),
  },
  (table) => [check('forum_bans_reason_check', sql`length(${table.reason}) > 0`)],
);
