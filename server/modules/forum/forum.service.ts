/**
 * Reading the forum (issue 10): the home, a community, a chapter's threads and a thread's
 * pages, each as the reader may see it — hidden things only for moderators, spoilers shielded
 * by the reader's progress, unread counts from their read positions.
 */
import { forumThreadsPerPage } from '../../../contracts/forum.js';
import type {
  ChapterPage,
  CommunityPage,
  ForumHome,
  ForumPerson,
  Post,
} from '../../../contracts/forum.js';
import type { Permission } from '../../../contracts/roles.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { errors } from '../../platform/errors.js';
import {
  canCreateChapter,
  canCreateThread,
  canSeeCommunity,
  canSeeThread,
  needsClubMembership,
  readerOf,
  pageOfPost,
  visitor,
  type CommunityState,
  type ForumViewer,
} from './forum.policy.js';
import {
  presentChapter,
  presentCommunity,
  presentPost,
  presentThreadSummary,
  threadPeopleIds,
  type People,
} from './forum.presenter.js';
import { activeBan } from './members.queries.js';
import { findPost, likedAmong, postsByIds } from './posts.queries.js';
import { spoilerViewer, type SpoilerSources } from '../../platform/spoilers/spoiler-view.js';
import { chaptersOf, findChapter, listCommunities } from './structure.queries.js';
import {
  chapterThreads,
  countChapterThreads,
  findThread,
  latestThreads,
  unreadThreadsPerChapter,
  type ThreadForReader,
} from './threads.queries.js';

export interface ForumDeps {
  db: Db;
  clock: Clock;
  /** Public names of members, from the profiles module. */
  publicNames: (ids: string[]) => Promise<ForumPerson[]>;
  spoilers: SpoilerSources;
  /** Who belongs to a private book club, whose forum community is its members' alone. */
  clubMembers: ClubMembers;
}

/** The clubs module's answer to who belongs to a club (decision 0020). */
export interface ClubMembers {
  /** Of `userIds`, those who are approved members of the club. */
  among(clubId: string, userIds: string[]): Promise<string[]>;
}

const latestOnHome = 10;

/** The people behind these ids, by id. */
export async function peopleOf(deps: Pick<ForumDeps, 'publicNames'>, ids: string[]) {
  const found = await deps.publicNames([...new Set(ids)]);
  return new Map(found.map((person) => [person.id, person])) as People;
}

/**
 * Whether `viewer` may see `community` (forum.policy `canSeeCommunity`); the clubs module is
 * asked only about a private club's community, so every other read costs nothing more.
 */
export async function maySeeCommunity(
  deps: Pick<ForumDeps, 'clubMembers'>,
  viewer: ForumViewer,
  community: CommunityState,
): Promise<boolean> {
  const clubId = community.membersOfClubId;
  const member =
    clubId !== null &&
    needsClubMembership(viewer, community) &&
    (await deps.clubMembers.among(clubId, [viewer.userId as string])).length > 0;
  return canSeeCommunity(viewer, community, member);
}

/** A thread as read for `viewer`, or a 404 when there is none or they may not see it. */
export async function visibleOr404(
  deps: Pick<ForumDeps, 'clubMembers'>,
  viewer: ForumViewer,
  found: ThreadForReader | null,
): Promise<ThreadForReader> {
  if (
    !found ||
    !canSeeThread(viewer, found.thread) ||
    !(await maySeeCommunity(deps, viewer, found.community))
  )
    throw errors.notFound('That thread');
  return found;
}

export type ForumService = ReturnType<typeof createForumService>;

export function createForumService(deps: ForumDeps) {
  const { db, clock } = deps;

  async function communityOr404(viewer: ForumViewer, slug: string) {
    const all = await listCommunities(db, 'all');
    const found = all.find((row) => row.community.slug === slug);
    if (!found || !(await maySeeCommunity(deps, viewer, found.community)))
      throw errors.notFound('That community');
    return found;
  }

  /** The thread as `viewer` may see it, or a 404. */
  async function threadOr404(viewer: ForumViewer, id: string) {
    return visibleOr404(deps, viewer, await findThread(db, id, viewer.userId, clock.now()));
  }

  return {
    /** Who is asking: a visitor, or a member with their moderation rights and forum ban. */
    async viewer(
      userId: string | null,
      permissions: Promise<ReadonlySet<Permission>>,
    ): Promise<ForumViewer> {
      if (!userId) return visitor;
      // The ban is looked up while the permissions are still being read.
      const [held, ban] = await Promise.all([permissions, activeBan(db, userId, clock.now())]);
      return readerOf(userId, held, ban !== null);
    },

    /**
     * A thread as `userId` may see it (404 otherwise), with the viewer worked out from the same
     * read: their forum ban comes with the thread, so writing in it costs no extra round trip.
     */
    async threadWithReader(
      userId: string | null,
      permissions: Promise<ReadonlySet<Permission>>,
      id: string,
    ) {
      const [held, found] = await Promise.all([
        permissions,
        findThread(db, id, userId, clock.now()),
      ]);
      const viewer = readerOf(userId, held, found?.banned ?? false);
      return { viewer, ...(await visibleOr404(deps, viewer, found)) };
    },

    threadOr404,

    async home(viewer: ForumViewer): Promise<ForumHome> {
      const [communities, latest] = await Promise.all([
        listCommunities(db, 'listed'),
        latestThreads(db, latestOnHome, viewer.userId, null),
      ]);
      const people = await peopleOf(deps, threadPeopleIds(latest));
      return {
        communities: communities.map((row) => presentCommunity(row.community, row)),
        latestThreads: latest.map((row) => presentThreadSummary(row, people)),
      };
    },

    async community(viewer: ForumViewer, slug: string): Promise<CommunityPage> {
      const found = await communityOr404(viewer, slug);
      const [chapters, latest] = await Promise.all([
        chaptersOf(db, found.community.id),
        latestThreads(db, latestOnHome, viewer.userId, found.community.id),
      ]);
      const unread = viewer.userId
        ? await unreadThreadsPerChapter(
            db,
            chapters.map((row) => row.chapter.id),
            viewer.userId,
          )
        : new Map<string, number>();
      const people = await peopleOf(deps, threadPeopleIds(latest));
      return {
        community: presentCommunity(found.community, found),
        chapters: chapters.map((row) =>
          presentChapter(row.chapter, row, unread.get(row.chapter.id) ?? 0),
        ),
        latestThreads: latest.map((row) => presentThreadSummary(row, people)),
        abilities: {
          createChapter: canCreateChapter(viewer, found.community),
          moderate: viewer.moderator,
        },
      };
    },

    async chapter(
      viewer: ForumViewer,
      slug: string,
      chapterSlug: string,
      page: number,
    ): Promise<ChapterPage> {
      const found = await communityOr404(viewer, slug);
      const chapter = await findChapter(db, found.community.id, chapterSlug);
      if (!chapter) throw errors.notFound('That chapter');
      const [threads, total, totals, unread] = await Promise.all([
        chapterThreads(db, chapter.id, page, viewer.userId, viewer.moderator),
        countChapterThreads(db, chapter.id, viewer.moderator),
        chaptersOf(db, found.community.id),
        viewer.userId
          ? unreadThreadsPerChapter(db, [chapter.id], viewer.userId)
          : Promise.resolve(new Map<string, number>()),
      ]);
      const own = totals.find((row) => row.chapter.id === chapter.id);
      const people = await peopleOf(deps, threadPeopleIds(threads));
      return {
        community: presentCommunity(found.community, found),
        chapter: presentChapter(chapter, own, unread.get(chapter.id) ?? 0),
        threads: threads.map((row) => presentThreadSummary(row, people)),
        page,
        pageCount: Math.max(1, Math.ceil(total / forumThreadsPerPage)),
        abilities: { createThread: canCreateThread(viewer), moderate: viewer.moderator },
      };
    },

    /** One post as the reader sees it (after writing or editing it). */
    async post(viewer: ForumViewer, postId: string): Promise<Post> {
      const post = await findPost(db, postId);
      if (!post) throw errors.notFound('That post');
      const { thread } = await threadOr404(viewer, post.threadId);
      const [quoted, liked, spoilerOf] = await Promise.all([
        postsByIds(db, post.quoteOf ? [post.quoteOf] : []),
        viewer.userId
          ? likedAmong(db, viewer.userId, [post.id])
          : Promise.resolve(new Set<string>()),
        spoilerViewer(deps.spoilers, viewer.userId, [post]),
      ]);
      const people = await peopleOf(
        deps,
        [post.authorId, ...quoted.map((q) => q.authorId)].filter((id) => id !== null),
      );
      return presentPost(post, {
        viewer,
        thread,
        people,
        liked,
        quoted: new Map(quoted.map((q) => [q.id, q])),
        spoilerOf,
      });
    },

    /** The page and number of the member's first unread post (the last post when all are read). */
    async firstUnread(viewer: ForumViewer, id: string) {
      const { thread, lastReadNumber } = await threadOr404(viewer, id);
      const postNumber = Math.max(1, Math.min((lastReadNumber ?? 0) + 1, thread.postCount));
      return { page: pageOfPost(postNumber), postNumber };
    },
  };
}
