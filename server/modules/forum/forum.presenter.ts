/** Forum rows as the API shows them, with each reader's abilities (rule 6). */
import type { AdminThread } from '../../../contracts/forum-admin.js';
import type {
  Chapter,
  Community,
  ForumPerson,
  Post,
  ThreadSummary,
} from '../../../contracts/forum.js';
import type { Spoiler } from '../../../contracts/spoilers.js';
import { paths } from '../../../contracts/paths.js';
import {
  canReadPost,
  postAbilities,
  unreadCount,
  type ForumViewer,
  type ThreadState,
} from './forum.policy.js';
import type { PostFields } from './posts.queries.js';
import type { StaffThreadRow } from './staff-threads.queries.js';
import type { ChapterRow, CommunityRow } from './structure.queries.js';
import type { ThreadListRow } from './threads.queries.js';

/** People named on a page, by id. */
export type People = ReadonlyMap<string, ForumPerson>;

const iso = (date: Date | string) => new Date(date).toISOString();

export function presentCommunity(
  row: CommunityRow,
  totals: { chapterCount: number; threadCount: number; postCount: number; lastPostAt: Date | null },
): Community {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    membersCanCreateChapters: row.membersCanCreateChapters,
    isHidden: row.isHidden,
    chapterCount: totals.chapterCount,
    threadCount: totals.threadCount,
    postCount: totals.postCount,
    lastPostAt: totals.lastPostAt ? iso(totals.lastPostAt) : null,
  };
}

/** A chapter with its totals and how many of its threads the reader has not caught up on. */
export function presentChapter(
  chapter: ChapterRow,
  totals: { threadCount: number; postCount: number; lastPostAt: Date | null } | undefined,
  unreadThreads: number,
): Chapter {
  return {
    id: chapter.id,
    communityId: chapter.communityId,
    slug: chapter.slug,
    title: chapter.title,
    description: chapter.description,
    threadCount: totals?.threadCount ?? 0,
    postCount: totals?.postCount ?? 0,
    lastPostAt: totals?.lastPostAt ? iso(totals.lastPostAt) : null,
    unreadThreads,
  };
}

export function presentThreadSummary(row: ThreadListRow, people: People): ThreadSummary {
  return {
    id: row.id,
    title: row.title,
    author: row.authorId ? (people.get(row.authorId) ?? null) : null,
    createdAt: iso(row.createdAt),
    lastPostAt: iso(row.lastPostAt),
    lastPoster: row.lastPosterId ? (people.get(row.lastPosterId) ?? null) : null,
    postCount: row.postCount,
    isPinned: row.isPinned,
    isLocked: row.isLocked,
    isClosed: row.isClosed,
    isHidden: row.isHidden,
    unreadCount: unreadCount(row.postCount, row.lastReadNumber),
    communitySlug: row.communitySlug,
    chapterSlug: row.chapterSlug,
  };
}

/** The people a list of threads names: authors and last posters. */
export function threadPeopleIds(rows: readonly ThreadListRow[]): string[] {
  return rows.flatMap((row) => [row.authorId, row.lastPosterId]).filter((id) => id !== null);
}

/** A thread in the back-office's list: where it lives, who started it, its states. */
export function presentStaffThread(row: StaffThreadRow, people: People): AdminThread {
  return {
    id: row.id,
    title: row.title,
    url: paths.forumThreadPage(row.id),
    community: row.community,
    chapter: row.chapter,
    author: row.authorId ? (people.get(row.authorId) ?? null) : null,
    postCount: row.postCount,
    lastPostAt: iso(row.lastPostAt),
    isPinned: row.isPinned,
    isLocked: row.isLocked,
    isClosed: row.isClosed,
    isHidden: row.isHidden,
  };
}

/** A short plain excerpt of a post for quotes and notifications. */
export function excerptOf(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

export interface PostContext {
  viewer: ForumViewer;
  thread: ThreadState;
  people: People;
  liked: ReadonlySet<string>;
  quoted: ReadonlyMap<string, PostFields>;
  /** The post's spoiler as this reader sees it (null: none). */
  spoilerOf: (post: PostFields) => Spoiler | null;
}

export function presentPost(post: PostFields, context: PostContext): Post {
  const { viewer, people } = context;
  const readable = canReadPost(viewer, post);
  const quoted = post.quoteOf ? context.quoted.get(post.quoteOf) : undefined;
  const quotedAuthor = quoted?.authorId ? people.get(quoted.authorId) : undefined;
  return {
    id: post.id,
    threadId: post.threadId,
    number: post.number,
    author: post.authorId ? (people.get(post.authorId) ?? null) : null,
    bodyHtml: readable ? post.body : '',
    createdAt: iso(post.createdAt),
    editedAt: post.editedAt ? iso(post.editedAt) : null,
    isHidden: post.isHidden,
    likeCount: post.likeCount,
    likedByMe: context.liked.has(post.id),
    quote:
      quoted && readable
        ? {
            postId: quoted.id,
            number: quoted.number,
            author: quotedAuthor?.username ?? 'a former member',
            excerpt: canReadPost(viewer, quoted) ? excerptOf(quoted.bodyText, 300) : '',
          }
        : null,
    spoiler: readable ? context.spoilerOf(post) : null,
    abilities: postAbilities(viewer, post, context.thread),
  };
}
