/** SQL of the forum's posts: pages by number, edits with their history, likes. */
import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import {
  forumPostLikes,
  forumPostRevisions,
  forumPosts,
  forumThreads,
} from '../../db/schema/forum.js';
import type { Db } from '../../platform/db/database.js';

export type PostRow = typeof forumPosts.$inferSelect;
export type NewPost = typeof forumPosts.$inferInsert;

/** A post's columns as the forum reads them (all but its search vector). */
export const postColumns = {
  id: forumPosts.id,
  threadId: forumPosts.threadId,
  number: forumPosts.number,
  authorId: forumPosts.authorId,
  body: forumPosts.body,
  bodyText: forumPosts.bodyText,
  quoteOf: forumPosts.quoteOf,
  likeCount: forumPosts.likeCount,
  isHidden: forumPosts.isHidden,
  spoilerWorkId: forumPosts.spoilerWorkId,
  spoilerUnit: forumPosts.spoilerUnit,
  spoilerValue: forumPosts.spoilerValue,
  editedAt: forumPosts.editedAt,
  createdAt: forumPosts.createdAt,
};
export type PostFields = Omit<PostRow, 'search'>;

/** The posts numbered `first`…`last` of a thread (one index range, however deep the page). */
export function postsInRange(db: Db, threadId: string, first: number, last: number) {
  return db
    .select(postColumns)
    .from(forumPosts)
    .where(and(eq(forumPosts.threadId, threadId), between(forumPosts.number, first, last)))
    .orderBy(asc(forumPosts.number));
}

export async function findPost(db: Db, id: string): Promise<PostFields | null> {
  const [row] = await db.select(postColumns).from(forumPosts).where(eq(forumPosts.id, id));
  return row ?? null;
}

/** The posts with these ids (the quoted ones of a page). */
export function postsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select(postColumns).from(forumPosts).where(inArray(forumPosts.id, ids));
}

/**
 * Tells kept pages of a thread that a post on them changed (forumThreads.pagesVersion), in the
 * change's own transaction. A new post needs no call: it raises the thread's post count.
 */
async function pagesChanged(db: Db, threadId: string): Promise<void> {
  await db
    .update(forumThreads)
    .set({ pagesVersion: sql`${forumThreads.pagesVersion} + 1` })
    .where(eq(forumThreads.id, threadId));
}

/** Changes a post's text, keeping what it said before as a revision, in one transaction. */
export async function revisePost(
  db: Db,
  post: Pick<PostRow, 'id' | 'body'>,
  change: Pick<PostRow, 'body' | 'bodyText' | 'spoilerWorkId' | 'spoilerUnit' | 'spoilerValue'>,
  editorId: string,
  now: Date,
): Promise<PostFields> {
  await db
    .insert(forumPostRevisions)
    .values({ postId: post.id, body: post.body, editedBy: editorId, createdAt: now });
  const [row] = await db
    .update(forumPosts)
    .set({ ...change, editedAt: now })
    .where(eq(forumPosts.id, post.id))
    .returning(postColumns);
  if (!row) throw new Error('The post was not updated');
  await pagesChanged(db, row.threadId);
  return row;
}

export function revisionsOf(db: Db, postId: string) {
  return db
    .select({
      body: forumPostRevisions.body,
      editedBy: forumPostRevisions.editedBy,
      createdAt: forumPostRevisions.createdAt,
    })
    .from(forumPostRevisions)
    .where(eq(forumPostRevisions.postId, postId))
    .orderBy(asc(forumPostRevisions.createdAt));
}

export async function setPostHidden(db: Db, id: string, hidden: boolean): Promise<boolean> {
  const rows = await db
    .update(forumPosts)
    .set({ isHidden: hidden })
    .where(eq(forumPosts.id, id))
    .returning({ threadId: forumPosts.threadId });
  for (const { threadId } of rows) await pagesChanged(db, threadId);
  return rows.length > 0;
}

/**
 * Adds or takes back a member's like and keeps the post's count in step, in one statement each
 * way: a second like (or unlike) at once changes nothing.
 */
export async function setLike(
  db: Db,
  postId: string,
  userId: string,
  liked: boolean,
  now: Date,
): Promise<number> {
  const changed = liked
    ? await db
        .insert(forumPostLikes)
        .values({ postId, userId, createdAt: now })
        .onConflictDoNothing()
        .returning({ postId: forumPostLikes.postId })
    : await db
        .delete(forumPostLikes)
        .where(and(eq(forumPostLikes.postId, postId), eq(forumPostLikes.userId, userId)))
        .returning({ postId: forumPostLikes.postId });
  const step = changed.length === 0 ? 0 : liked ? 1 : -1;
  const [row] = await db
    .update(forumPosts)
    .set({ likeCount: sql`${forumPosts.likeCount} + ${step}` })
    .where(eq(forumPosts.id, postId))
    .returning({ likeCount: forumPosts.likeCount, threadId: forumPosts.threadId });
  if (row && step !== 0) await pagesChanged(db, row.threadId);
  return row?.likeCount ?? 0;
}

/** Which of these posts the member liked. */
export async function likedAmong(db: Db, userId: string, postIds: string[]): Promise<Set<string>> {
  if (postIds.length === 0) return new Set();
  const rows = await db
    .select({ postId: forumPostLikes.postId })
    .from(forumPostLikes)
    .where(and(eq(forumPostLikes.userId, userId), inArray(forumPostLikes.postId, postIds)));
  return new Set(rows.map((row) => row.postId));
}

/** Which posts numbered `first`…`last` of a thread the member liked (a page, before its posts are read). */
export async function likedInRange(
  db: Db,
  userId: string,
  threadId: string,
  [first, last]: [number, number],
): Promise<Set<string>> {
  const rows = await db
    .select({ postId: forumPostLikes.postId })
    .from(forumPosts)
    .innerJoin(
      forumPostLikes,
      and(eq(forumPostLikes.postId, forumPosts.id), eq(forumPostLikes.userId, userId)),
    )
    .where(and(eq(forumPosts.threadId, threadId), between(forumPosts.number, first, last)));
  return new Set(rows.map((row) => row.postId));
}

/** Hidden posts, newest first, with their thread's title (the back-office restores them). */
export function hiddenPosts(db: Db, limit: number) {
  return db
    .select({
      id: forumPosts.id,
      number: forumPosts.number,
      authorId: forumPosts.authorId,
      bodyText: forumPosts.bodyText,
      createdAt: forumPosts.createdAt,
      threadId: forumThreads.id,
      threadTitle: forumThreads.title,
    })
    .from(forumPosts)
    .innerJoin(forumThreads, eq(forumThreads.id, forumPosts.threadId))
    .where(eq(forumPosts.isHidden, true))
    .orderBy(sql`${forumPosts.createdAt} desc nulls last`)
    .limit(limit);
}
