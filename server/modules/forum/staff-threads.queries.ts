/**
 * SQL of the back-office's thread list: every thread, hidden ones and those of hidden
 * communities too, by title words (on forum_threads_title_search_idx), community and state,
 * latest activity first (on forum_threads_latest_idx).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ThreadStateFilter } from '../../../contracts/forum-constants.js';
import { forumChapters, forumCommunities, forumThreads } from '../../db/schema/forum.js';
import type { Db } from '../../platform/db/database.js';
import { newestFirst } from './order.js';

export interface StaffThreadFilters {
  words: string;
  communitySlug: string;
  state: ThreadStateFilter;
}

const stateColumn = {
  locked: forumThreads.isLocked,
  closed: forumThreads.isClosed,
  hidden: forumThreads.isHidden,
  pinned: forumThreads.isPinned,
} as const;

function conditions(filters: StaffThreadFilters): SQL | undefined {
  return and(
    filters.words
      ? sql`${forumThreads.titleSearch} @@ websearch_to_tsquery('english', ${filters.words})`
      : undefined,
    filters.communitySlug ? eq(forumCommunities.slug, filters.communitySlug) : undefined,
    filters.state === 'all' ? undefined : eq(stateColumn[filters.state], true),
  );
}

/** One page of the threads that match, latest activity first. */
export function staffThreads(db: Db, filters: StaffThreadFilters, limit: number, offset: number) {
  return db
    .select({
      id: forumThreads.id,
      title: forumThreads.title,
      authorId: forumThreads.authorId,
      postCount: forumThreads.postCount,
      lastPostAt: forumThreads.lastPostAt,
      isPinned: forumThreads.isPinned,
      isLocked: forumThreads.isLocked,
      isClosed: forumThreads.isClosed,
      isHidden: forumThreads.isHidden,
      chapter: { id: forumChapters.id, slug: forumChapters.slug, title: forumChapters.title },
      community: {
        id: forumCommunities.id,
        slug: forumCommunities.slug,
        name: forumCommunities.name,
        isHidden: forumCommunities.isHidden,
      },
    })
    .from(forumThreads)
    .innerJoin(forumChapters, eq(forumChapters.id, forumThreads.chapterId))
    .innerJoin(forumCommunities, eq(forumCommunities.id, forumChapters.communityId))
    .where(conditions(filters))
    .orderBy(newestFirst(forumThreads.lastPostAt), forumThreads.id)
    .limit(limit)
    .offset(offset);
}
export type StaffThreadRow = Awaited<ReturnType<typeof staffThreads>>[number];

/** How many threads match (for the page count). */
export async function countStaffThreads(db: Db, filters: StaffThreadFilters): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(forumThreads)
    .innerJoin(forumChapters, eq(forumChapters.id, forumThreads.chapterId))
    .innerJoin(forumCommunities, eq(forumCommunities.id, forumChapters.communityId))
    .where(conditions(filters));
  return row?.count ?? 0;
}
