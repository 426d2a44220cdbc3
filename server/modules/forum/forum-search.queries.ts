/**
 * SQL of forum search on PostgreSQL full-text search: posts whose words match, and threads
 * whose title matches (found at their first post), never hidden posts, threads or communities.
 * ts_headline marks the matches with two control characters the presenter splits on.
 */
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  forumChapters,
  forumCommunities,
  forumPosts,
  forumThreads,
} from '../../db/schema/forum.js';
import type { Db } from '../../platform/db/database.js';

export const hitStart = '\u0002';
export const hitEnd = '\u0003';
const headline = `StartSel=${hitStart}, StopSel=${hitEnd}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

export interface SearchFilters {
  words: string;
  authorId: string | null;
  communityId: string | null;
  limit: number;
  offset: number;
}

/** One page of matching posts, newest first. */
export function searchPosts(db: Db, filters: SearchFilters) {
  const query = sql`websearch_to_tsquery('english', ${filters.words})`;
  const conditions: (SQL | undefined)[] = [
    eq(forumPosts.isHidden, false),
    eq(forumThreads.isHidden, false),
    eq(forumCommunities.isHidden, false),
    filters.words
      ? or(
          sql`${forumPosts.search} @@ ${query}`,
          and(eq(forumPosts.number, 1), sql`${forumThreads.titleSearch} @@ ${query}`),
        )
      : undefined,
    filters.authorId ? eq(forumPosts.authorId, filters.authorId) : undefined,
    filters.communityId ? eq(forumCommunities.id, filters.communityId) : undefined,
  ];
  const snippet = filters.words
    ? sql<string>`ts_headline('english', ${forumPosts.bodyText}, ${query}, ${headline})`
    : sql<string>`left(${forumPosts.bodyText}, 240)`;
  const title = filters.words
    ? sql<string>`ts_headline('english', ${forumThreads.title}, ${query}, 'HighlightAll=true, StartSel=${sql.raw(hitStart)}, StopSel=${sql.raw(hitEnd)}')`
    : sql<string>`${forumThreads.title}`;
  return db
    .select({
      postId: forumPosts.id,
      number: forumPosts.number,
      authorId: forumPosts.authorId,
      createdAt: forumPosts.createdAt,
      spoilerWorkId: forumPosts.spoilerWorkId,
      spoilerUnit: forumPosts.spoilerUnit,
      spoilerValue: forumPosts.spoilerValue,
      threadId: forumThreads.id,
      title,
      snippet,
      communityName: forumCommunities.name,
      communitySlug: forumCommunities.slug,
    })
    .from(forumPosts)
    .innerJoin(forumThreads, eq(forumThreads.id, forumPosts.threadId))
    .innerJoin(forumChapters, eq(forumChapters.id, forumThreads.chapterId))
    .innerJoin(forumCommunities, eq(forumCommunities.id, forumChapters.communityId))
    .where(and(...conditions))
    .orderBy(desc(forumPosts.createdAt))
    .limit(filters.limit)
    .offset(filters.offset);
}
