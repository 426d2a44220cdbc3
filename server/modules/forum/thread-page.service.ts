/**
 * A page of a thread, the forum's most read thing (issue 10: ≥ 2,000 pages a second). What a
 * page shows of its posts is the same for everyone — the posts, the posts they quote, the
 * people named, the books their spoilers name — so it is made once and kept while the thread's
 * post count and pages version stay the same (thread-page-cache.ts). Each request reads only
 * the thread with the reader's own rows beside it (read position, subscription, likes on the
 * page), in one round trip with the reader's rights; a visitor's page is kept as the JSON sent.
 */
import { postSchema, threadPageSchema, type ThreadPage } from '../../../contracts/forum.js';
import type { Permission } from '../../../contracts/roles.js';
import {
  readerOf,
  pageCountOf,
  postRangeOfPage,
  seenAsAnyMember,
  threadAbilities,
} from './forum.policy.js';
import { presentPost, presentThreadSummary } from './forum.presenter.js';
import { visibleOr404, type ForumDeps } from './forum.service.js';
import { jsonOf } from '../../platform/endpoints.js';
import { likedInRange } from './posts.queries.js';
import {
  readerPositions,
  spoilerViewFrom,
  spoilerWorkIds,
} from '../../platform/spoilers/spoiler-view.js';
import {
  createThreadPageCache,
  threadPageCacheDefaults,
  type ThreadPageCacheOptions,
  type ThreadPageMaterial,
} from './thread-page-cache.js';
import { findThreadForPage, type ThreadForReader } from './threads.queries.js';

export type ThreadPagesService = ReturnType<typeof createThreadPagesService>;

export function createThreadPagesService(
  deps: ForumDeps,
  options: ThreadPageCacheOptions = threadPageCacheDefaults,
) {
  const { db } = deps;
  const kept = createThreadPageCache(deps, options);

  /** The thread as the reader may see it, with the reader's likes among the page's posts. */
  async function load(
    userId: string | null,
    permissions: Promise<ReadonlySet<Permission>>,
    id: string,
    page: number,
  ) {
    // At once: the reader's rights, and the thread with their rows (a forum ban, their likes
    // on the page among them).
    const [held, read] = await Promise.all([
      permissions,
      findThreadForPage(db, id, userId, deps.clock.now(), postRangeOfPage(page)),
    ]);
    const viewer = readerOf(userId, held, read?.banned ?? false);
    const found = await visibleOr404(deps, viewer, read);
    const pageCount = pageCountOf(found.thread.postCount);
    const shown = Math.min(page, pageCount);
    // A page past the end, rare, is shown as the last page: its likes are read again.
    const liked =
      shown === page || !userId
        ? new Set(found.likedOnPage)
        : await likedInRange(db, userId, id, postRangeOfPage(shown));
    return { viewer, found, page: shown, pageCount, liked };
  }
  type Loaded = Awaited<ReturnType<typeof load>>;

  /** What the page shows of the thread to one reader, and how its posts are presented. */
  async function prepare({ viewer, found, liked }: Loaded, made: ThreadPageMaterial) {
    const { thread, chapter, community, lastReadNumber, watching } = found;
    const positions = await readerPositions(
      deps.spoilers,
      viewer.userId,
      spoilerWorkIds(made.posts),
    );
    const context = {
      viewer,
      thread,
      people: made.people,
      liked,
      quoted: made.quoted,
      spoilerOf: spoilerViewFrom(made.books, positions),
    };
    const threadPart: ThreadPage['thread'] = {
      ...presentThreadSummary(
        { ...thread, chapterSlug: chapter.slug, communitySlug: community.slug, lastReadNumber },
        made.people,
      ),
      chapterId: chapter.id,
      chapterTitle: chapter.title,
      communityName: community.name,
      subscription: watching === null ? 'none' : watching ? 'watching' : 'muted',
      lastReadNumber: lastReadNumber ?? 0,
      abilities: threadAbilities(viewer, thread),
    };
    return { threadPart, context };
  }

  /** The page presented for one reader. */
  async function present(loaded: Loaded): Promise<ThreadPage> {
    const made = await kept.material(loaded.found.thread, loaded.page);
    const { threadPart, context } = await prepare(loaded, made);
    return {
      thread: threadPart,
      posts: made.posts.map((post) => presentPost(post, context)),
      page: loaded.page,
      pageCount: loaded.pageCount,
    };
  }

  /**
   * A member's page as the JSON sent, made of the kept JSON of each post as any member sees it
   * where it serves this one (forum.policy `seenAsAnyMember`), and of posts presented for them
   * where it does not (their own, ones they liked, spoilers): the same JSON `present` gives,
   * without presenting and checking twenty posts on every request.
   */
  async function memberJson(loaded: Loaded): Promise<Buffer> {
    const made = await kept.material(loaded.found.thread, loaded.page);
    const { threadPart, context } = await prepare(loaded, made);
    const posts = made.posts.map((post, i) => {
      const kept = made.memberJson[i];
      const quotedAuthorId = post.quoteOf
        ? (made.quoted.get(post.quoteOf)?.authorId ?? null)
        : null;
      const same = seenAsAnyMember(loaded.viewer, post, quotedAuthorId, loaded.liked.has(post.id));
      return kept && same ? kept : jsonOf(postSchema, presentPost(post, context));
    });
    const parts = [Buffer.from('{"thread":'), jsonOf(threadPageSchema.shape.thread, threadPart)];
    parts.push(Buffer.from(',"posts":['));
    posts.forEach((post, i) => parts.push(...(i > 0 ? [comma, post] : [post])));
    const tail = `],"page":${loaded.page},"pageCount":${loaded.pageCount}}`;
    return Buffer.concat([...parts, Buffer.from(tail)]);
  }

  const toJson = (page: ThreadPage) => jsonOf(threadPageSchema, page);

  return {
    /** A page of a thread as `userId` (null: a visitor) sees it; the server-rendered head reads a visitor's. */
    async page(
      userId: string | null,
      permissions: Promise<ReadonlySet<Permission>>,
      id: string,
      page: number,
    ): Promise<ThreadPage> {
      return present(await load(userId, permissions, id, page));
    },

    /**
     * A page of a thread as the JSON the API sends. The reader's `permissions` may still be
     * being read when this starts, so the thread is read meanwhile.
     */
    async json(
      userId: string | null,
      permissions: Promise<ReadonlySet<Permission>>,
      id: string,
      page: number,
    ): Promise<Buffer> {
      const loaded = await load(userId, permissions, id, page);
      if (loaded.viewer.moderator) return toJson(await present(loaded));
      if (userId) return memberJson(loaded);
      // A visitor's page depends on nothing of theirs: kept whole, while the thread row (and
      // its chapter's and community's) is the one it was made from.
      return kept.visitorJson(
        visitorVersion(loaded.found),
        loaded.found.thread.id,
        loaded.page,
        async () => toJson(await present(loaded)),
      );
    },
  };
}

const comma = Buffer.from(',');

/** Everything a visitor's page shows of the thread row and where it lives. */
function visitorVersion({ thread, chapter, community }: ThreadForReader): string {
  return JSON.stringify([thread, chapter, community]);
}
