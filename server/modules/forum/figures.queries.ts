/** SQL of the forum's figures for analytics_forum: posts a day, active members, top threads. */
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { ForumFigures } from '../../../contracts/forum-admin.js';
import { paths } from '../../../contracts/paths.js';
import {
  forumChapters,
  forumCommunities,
  forumPosts,
  forumThreads,
} from '../../db/schema/forum.js';
import type { Db } from '../../platform/db/database.js';

const dayMs = 86_400_000;

/** The figures of the last `days` days before `now` (UTC days, every day listed, none skipped). */
export async function forumFigures(db: Db, now: Date, days: number): Promise<ForumFigures> {
  const since = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (days - 1) * dayMs,
  );
  const [perDay, [active], top] = await Promise.all([
    db
      .select({
        day: sql<string>`to_char(${forumPosts.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        posts: sql<number>`count(*)::int`,
      })
      .from(forumPosts)
      .where(gte(forumPosts.createdAt, since))
      .groupBy(sql`1`),
    db
      .select({ members: sql<number>`count(distinct ${forumPosts.authorId})::int` })
      .from(forumPosts)
      .where(gte(forumPosts.createdAt, since)),
    db
      .select({
        threadId: forumThreads.id,
        title: forumThreads.title,
        communityName: forumCommunities.name,
        posts: sql<number>`count(*)::int`,
      })
      .from(forumPosts)
      .innerJoin(forumThreads, eq(forumThreads.id, forumPosts.threadId))
      .innerJoin(forumChapters, eq(forumChapters.id, forumThreads.chapterId))
      .innerJoin(forumCommunities, eq(forumCommunities.id, forumChapters.communityId))
      .where(and(gte(forumPosts.createdAt, since), eq(forumThreads.isHidden, false)))
      .groupBy(forumThreads.id, forumCommunities.name)
      .orderBy(desc(sql`count(*)`))
      .limit(10),
  ]);
  const counts = new Map(perDay.map((row) => [row.day, row.posts]));
  const postsPerDay = Array.from({ length: days }, (_, i) => {
    const day = new Date(since.getTime() + i * dayMs).toISOString().slice(0, 10);
    return { day, posts: counts.get(day) ?? 0 };
  });
  return {
    postsPerDay,
    activeMembers: active?.members ?? 0,
    topThreads: top.map((row) => ({ ...row, url: paths.forumThread(row.threadId) })),
  };
}
