/** SQL of the forum's threads, with each reader's read position beside them. */
import { and, eq, inArray, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { newestFirst } from './order.js';
import { forumThreadsPerPage } from '../../../contracts/forum.js';
import { banInForce } from './members.queries.js';
import {
  forumBans,
  forumChapters,
  forumCommunities,
  forumPostLikes,
  forumPosts,
  forumThreadReads,
  forumThreadSubscriptions,
  forumThreads,
} from '../../db/schema/forum.js';
import type { Db } from '../../platform/db/database.js';
import { perDatabase } from '../../platform/db/kept-per-database.js';

export type ThreadRow = typeof forumThreads.$inferSelect;

const readerPosition = (viewerId: string | Placeholder | null) =>
  viewerId
    ? sql<number | null>`(select ${forumThreadReads.lastReadNumber} from ${forumThreadReads}
        where ${forumThreadReads.threadId} = ${forumThreads.id}
          and ${forumThreadReads.userId} = ${viewerId})`
    : sql<number | null>`null::int`;

/** Whether the viewer watches (true) or muted (false) the thread; null: neither. */
const readerSubscription = (viewerId: string | Placeholder | null) =>
  viewerId
    ? sql<boolean | null>`(select ${forumThreadSubscriptions.isActive}
        from ${forumThreadSubscriptions}
        where ${forumThreadSubscriptions.threadId} = ${forumThreads.id}
          and ${forumThreadSubscriptions.userId} = ${viewerId})`
    : sql<boolean | null>`null::boolean`;

/** The columns of a thread in a list, with where it lives and how far the viewer has read. */
function listColumns(viewerId: string | null) {
  return {
    id: forumThreads.id,
    title: forumThreads.title,
    authorId: forumThreads.authorId,
    createdAt: forumThreads.createdAt,
    lastPostAt: forumThreads.lastPostAt,
    lastPosterId: forumThreads.lastPosterId,
    postCount: forumThreads.postCount,
    isPinned: forumThreads.isPinned,
    isLocked: forumThreads.isLocked,
    isClosed: forumThreads.isClosed,
    isHidden: forumThreads.isHidden,
    chapterSlug: forumChapters.slug,
    communitySlug: forumCommunities.slug,
    lastReadNumber: readerPosition(viewerId),
  };
}
export type ThreadListRow = Awaited<ReturnType<typeof latestThreads>>[number];

/** A page of a chapter's threads: pinned first, then the latest activity. */
export function chapterThreads(
  db: Db,
  chapterId: string,
  page: number,
  viewerId: string | null,
  includeHidden: boolean,
) {
  return db
    .select(listColumns(viewerId))
    .from(forumThreads)
    .innerJoin(forumChapters, eq(forumChapters.id, forumThreads.chapterId))
    .innerJoin(forumCommunities, eq(forumCommunities.id, forumChapters.communityId))
    .where(
      and(
        eq(forumThreads.chapterId, chapterId),
        includeHidden ? undefined : eq(forumThreads.isHidden, false),
      ),
    )
    .orderBy(newestFirst(forumThreads.isPinned), newestFirst(forumThreads.lastPostAt))
    .limit(forumThreadsPerPage)
    .offset((page - 1) * forumThreadsPerPage);
}

/** The threads with the latest activity in visible communities, or in one community. */
export function latestThreads(
  db: Db,
  limit: number,
  viewerId: string | null,
  communityId: string | null,
) {
  const filters: (SQL | undefined)[] = [
    eq(forumThreads.isHidden, false),
    eq(forumCommunities.isHidden, false),
    // Across the forum, a private club's threads never show; in its community, its readers
    // were let in already.
    communityId ? eq(forumCommunities.id, communityId) : isNull(forumCommunities.membersOfClubId),
  ];
  return db
    .select(listColumns(viewerId))
    .from(forumThreads)
    .innerJoin(forumChapters, eq(forumChapters.id, forumThreads.chapterId))
    .innerJoin(forumCommunities, eq(forumCommunities.id, forumChapters.communityId))
    .where(and(...filters))
    .orderBy(newestFirst(forumThreads.lastPostAt))
    .limit(limit);
}

/** Visible threads in a chapter (for its page count). */
export async function countChapterThreads(db: Db, chapterId: string, includeHidden: boolean) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(forumThreads)
    .where(
      and(
        eq(forumThreads.chapterId, chapterId),
        includeHidden ? undefined : eq(forumThreads.isHidden, false),
      ),
    );
  return row?.count ?? 0;
}

/** Threads of the given chapters with posts the viewer has not read, per chapter. */
export async function unreadThreadsPerChapter(db: Db, chapterIds: string[], viewerId: string) {
  if (chapterIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ chapterId: forumThreads.chapterId, count: sql<number>`count(*)::int` })
    .from(forumThreads)
    .innerJoin(
      forumThreadReads,
      and(eq(forumThreadReads.threadId, forumThreads.id), eq(forumThreadReads.userId, viewerId)),
    )
    .where(
      and(
        inArray(forumThreads.chapterId, chapterIds),
        eq(forumThreads.isHidden, false),
        sql`${forumThreads.postCount} > ${forumThreadReads.lastReadNumber}`,
      ),
    )
    .groupBy(forumThreads.chapterId);
  return new Map(rows.map((row) => [row.chapterId, row.count]));
}

/**
 * A thread with its chapter and community, and the viewer's read position, subscription and
 * whether a forum ban holds them at `now` — all a reader's page needs of them, in one statement.
 */
function threadForReader(
  db: Db,
  id: string | Placeholder,
  viewerId: string | Placeholder | null,
  now: string | Placeholder,
  page?: { first: Placeholder; last: Placeholder },
) {
  // Which of the page's posts the viewer liked, when a page is asked for.
  const likedOnPage =
    viewerId && page
      ? sql<string[]>`(select coalesce(json_agg(${forumPostLikes.postId}), '[]'::json)
          from ${forumPosts} join ${forumPostLikes} on ${forumPostLikes.postId} = ${forumPosts.id}
            and ${forumPostLikes.userId} = ${viewerId}
          where ${forumPosts.threadId} = ${forumThreads.id}
            and ${forumPosts.number} between ${page.first} and ${page.last})`
      : sql<string[]>`'[]'::json`;
  return db
    .select({
      thread: forumThreads,
      chapter: forumChapters,
      community: forumCommunities,
      lastReadNumber: readerPosition(viewerId),
      watching: readerSubscription(viewerId),
      banned: viewerId
        ? sql<boolean>`exists (select 1 from ${forumBans} where ${banInForce(viewerId, now)})`
        : sql<boolean>`false`,
      likedOnPage,
    })
    .from(forumThreads)
    .innerJoin(forumChapters, eq(forumChapters.id, forumThreads.chapterId))
    .innerJoin(forumCommunities, eq(forumCommunities.id, forumChapters.communityId))
    .where(eq(forumThreads.id, id));
}

export type ThreadForReader = Awaited<ReturnType<typeof threadForReader>>[number];

/**
 * The thread-with-reader statement, and a thread page's (the same with the viewer's likes among
 * the posts numbered `first`…`last`), prepared once per database handle for visitors and
 * members: every forum read and write runs one, and building and planning the statement each
 * time cost as much as running it.
 */
function prepareThreadStatements(db: Db) {
  const id = sql.placeholder('id');
  const now = sql.placeholder('now');
  const viewerId = sql.placeholder('viewerId');
  const page = { first: sql.placeholder('first'), last: sql.placeholder('last') };
  return {
    visitor: threadForReader(db, id, null, now).prepare('forum_thread_for_visitor'),
    member: threadForReader(db, id, viewerId, now).prepare('forum_thread_for_member'),
    memberPage: threadForReader(db, id, viewerId, now, page).prepare(
      'forum_thread_page_for_member',
    ),
  };
}

const statementsFor = perDatabase(prepareThreadStatements);

const firstRow = (rows: unknown[]) => (rows[0] as ThreadForReader | undefined) ?? null;

/** A thread with its chapter and community and the viewer's rows (see threadForReader). */
export async function findThread(
  db: Db,
  id: string,
  viewerId: string | null,
  now: Date,
): Promise<ThreadForReader | null> {
  const { visitor, member } = statementsFor(db);
  const time = now.toISOString();
  return firstRow(
    viewerId
      ? await member.execute({ id, viewerId, now: time })
      : await visitor.execute({ id, now: time }),
  );
}

/** findThread with the viewer's likes among the posts numbered `first`…`last` (a thread page). */
export async function findThreadForPage(
  db: Db,
  id: string,
  viewerId: string | null,
  now: Date,
  [first, last]: [number, number],
): Promise<ThreadForReader | null> {
  const { visitor, memberPage } = statementsFor(db);
  const time = now.toISOString();
  return firstRow(
    viewerId
      ? await memberPage.execute({ id, viewerId, now: time, first, last })
      : await visitor.execute({ id, now: time }),
  );
}

export async function insertThread(
  db: Db,
  values: typeof forumThreads.$inferInsert,
): Promise<ThreadRow> {
  const [row] = await db.insert(forumThreads).values(values).returning();
  if (!row) throw new Error('The thread was not inserted');
  return row;
}

export async function updateThread(
  db: Db,
  id: string,
  values: Partial<Pick<ThreadRow, 'isPinned' | 'isLocked' | 'isClosed' | 'isHidden' | 'chapterId'>>,
): Promise<ThreadRow | null> {
  const [row] = await db
    .update(forumThreads)
    .set(values)
    .where(eq(forumThreads.id, id))
    .returning();
  return row ?? null;
}

/** Keeps the furthest post a member has seen in a thread (a reading position never goes back). */
export async function saveReadPosition(
  db: Db,
  userId: string,
  threadId: string,
  number: number,
  now: Date,
): Promise<void> {
  await db
    .insert(forumThreadReads)
    .values({ userId, threadId, lastReadNumber: number, updatedAt: now })
    .onConflictDoUpdate({
      target: [forumThreadReads.userId, forumThreadReads.threadId],
      set: {
        lastReadNumber: sql`greatest(${forumThreadReads.lastReadNumber}, excluded.last_read_number)`,
        updatedAt: now,
      },
    });
}
