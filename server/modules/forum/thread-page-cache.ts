/**
 * What a page of a thread shows of its posts, made once for every reader and kept while the
 * thread's post count and pages version (forumThreads.pagesVersion: edits, hides and likes
 * raise it, in their own transactions) are the ones it was made at; both are read with the
 * thread on every request, so a change is seen by every process the moment it commits. The
 * people's names and the spoilers' book titles may be up to `ttlMs` old. A visitor's whole page
 * is kept too, as the JSON sent, while the thread row it was made from is unchanged.
 */
import { jsonOf } from '../../platform/endpoints.js';
import type { BookSummary } from '../../../contracts/books.js';
import { postSchema } from '../../../contracts/forum.js';
import {
  createVersionedCache,
  type VersionedCacheOptions,
} from '../../platform/versioned-cache.js';
import { anyMember, postRangeOfPage } from './forum.policy.js';
import { presentPost, type People } from './forum.presenter.js';
import { peopleOf, type ForumDeps } from './forum.service.js';
import { postsByIds, postsInRange, type PostFields } from './posts.queries.js';
import { spoilerWorkIds } from '../../platform/spoilers/spoiler-view.js';
import type { ThreadRow } from './threads.queries.js';

export interface ThreadPageMaterial {
  posts: PostFields[];
  quoted: ReadonlyMap<string, PostFields>;
  people: People;
  /** The books the page's spoilers name. */
  books: BookSummary[];
  /**
   * Each post as `anyMember` sees it, as the JSON sent (forum.policy `seenAsAnyMember` says
   * for whom it serves); null for a post with a spoiler mark, presented for each reader.
   */
  memberJson: (Buffer | null)[];
}

export interface ThreadPageCacheOptions {
  /** Bytes kept in all: two thirds for pages' posts, a third for visitors' JSON; 0 keeps none. */
  maxSize: number;
  ttlMs: number;
}

export const threadPageCacheDefaults: ThreadPageCacheOptions = {
  maxSize: 48 * 1024 * 1024,
  ttlMs: 60_000,
};

/** About the bytes a page's posts take in memory (JS strings are UTF-16). */
function sizeOf(made: ThreadPageMaterial): number {
  const texts = [...made.posts, ...made.quoted.values()].reduce(
    (sum, post) => sum + post.body.length + post.bodyText.length,
    0,
  );
  const json = made.memberJson.reduce((sum, part) => sum + (part?.length ?? 0), 0);
  return 2 * texts + json + 400 * (made.posts.length + made.quoted.size + made.people.size);
}

export function createThreadPageCache(
  deps: Pick<ForumDeps, 'db' | 'publicNames' | 'spoilers'>,
  options: ThreadPageCacheOptions,
) {
  // A page's posts take about twice the memory of a visitor's page of them as JSON.
  const share = (part: number): VersionedCacheOptions => ({
    maxSize: Math.floor(options.maxSize * part),
    ttlMs: options.ttlMs,
  });
  const materials = createVersionedCache<ThreadPageMaterial>(share(2 / 3), sizeOf);
  const visitorPages = createVersionedCache<Buffer>(share(1 / 3), (json) => json.length);

  /** Reads a page's posts and everything they name. */
  async function make(thread: ThreadRow, page: number): Promise<ThreadPageMaterial> {
    const posts = await postsInRange(deps.db, thread.id, ...postRangeOfPage(page));
    const quoteIds = posts.map((p) => p.quoteOf).filter((q) => q !== null);
    const named = [...posts.map((p) => p.authorId), thread.authorId, thread.lastPosterId];
    const workIds = spoilerWorkIds(posts);
    const [quoted, books] = await Promise.all([
      postsByIds(deps.db, quoteIds),
      workIds.length > 0 ? deps.spoilers.summaries(workIds) : Promise.resolve([]),
    ]);
    const people = await peopleOf(deps, [
      ...named.filter((id) => id !== null),
      ...quoted.map((q) => q.authorId).filter((id) => id !== null),
    ]);
    const quotedById = new Map(quoted.map((q) => [q.id, q]));
    const context = {
      viewer: anyMember,
      thread,
      people,
      liked: new Set<string>(),
      quoted: quotedById,
      spoilerOf: () => null,
    };
    const memberJson = posts.map((post) =>
      post.spoilerWorkId === null ? jsonOf(postSchema, presentPost(post, context)) : null,
    );
    return { posts, quoted: quotedById, people, books, memberJson };
  }

  return {
    /** Page `page`'s posts and what they name, kept or made. */
    material(thread: ThreadRow, page: number): Promise<ThreadPageMaterial> {
      const version = `${thread.postCount}.${thread.pagesVersion}`;
      return materials.get(`${thread.id}:${page}`, version, () => make(thread, page));
    },

    /** A visitor's page as sent, kept while `version` (the thread row as read) is unchanged. */
    visitorJson(
      version: string,
      threadId: string,
      page: number,
      made: () => Promise<Buffer>,
    ): Promise<Buffer> {
      return visitorPages.get(`${threadId}:${page}`, version, made);
    },
  };
}
