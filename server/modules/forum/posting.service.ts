/**
 * Writing in the forum (issue 10, items 1 and 2): chapters, threads, replies and edits, with
 * their subscriptions, mentions and notifications written in the same transaction as the post,
 * and the post announced on the realtime channel once it is committed.
 */
import type { Post } from '../../../contracts/forum.js';
import type { Permission } from '../../../contracts/roles.js';
import type { SpoilerInput } from '../../../contracts/spoilers.js';
import { forumMessages } from '../../../contracts/forum.js';
import { paths } from '../../../contracts/paths.js';
import { slugify } from '../../../contracts/slug.js';
import type { ContentSanitiser } from '../../platform/content.js';
import { stripHtml } from '../../platform/content.js';
import type { Db } from '../../platform/db/database.js';
import { errors } from '../../platform/errors.js';
import { fieldError } from './field-error.js';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub.js';
import type { OutgoingNotification } from '../notifications/notifications.service.js';
import {
  canCreateChapter,
  canCreateThread,
  canSeeCommunity,
  fanOut,
  mentionedUsernames,
  pageOfPost,
  postTextError,
  replyRefusal,
  type ForumViewer,
} from './forum.policy.js';
import { excerptOf, presentChapter, presentPost } from './forum.presenter.js';
import type { ForumDeps, ForumService } from './forum.service.js';
import { insertMentions, subscribersOf } from './members.queries.js';
import { linkMentions } from './mention-links.js';
import { findPost, insertPostByWriter } from './posts.queries.js';
import {
  previewText,
  spoilerFieldsOf,
  spoilerViewer,
  type SpoilerFields,
} from '../../platform/spoilers/spoiler-view.js';
import {
  findChapterById,
  findCommunityBySlug,
  insertChapter,
  nextChapterPosition,
  type ChapterRow,
} from './structure.queries.js';
import { insertThread, takeNextPostNumber, type ThreadRow } from './threads.queries.js';

export interface PostingDeps extends ForumDeps {
  content: ContentSanitiser;
  realtime: Pick<RealtimeHub, 'broadcast'>;
  notify: (outgoing: OutgoingNotification[], tx: Db) => Promise<void>;
  /** Members behind usernames (for mentions). */
  byUsernames: (usernames: string[]) => Promise<{ id: string; username: string }[]>;
  /** Everyone who blocked `authorId` (the messages module keeps blocks). */
  whoBlocked: (authorId: string) => Promise<ReadonlySet<string>>;
}

/**
 * The words of sanitised HTML as a reader sees them: blocks (paragraphs, list items, headings,
 * quotes) and line breaks end in a newline rather than running into the next word, for search,
 * previews and notifications. The markup is the sanitiser's own output, so its closing tags are
 * plain and known.
 */
function plainText(html: string): string {
  const spaced = html.replace(/<\/(p|li|h[1-6]|blockquote|pre|div)>|<br\s*\/?>/g, '$&\n');
  return stripHtml(spaced)
    .replace(/[ \t]*\n[ \t\n]*/g, '\n')
    .trim();
}

/** A post's text, made safe and checked: the HTML to keep, its plain text and who it names. */
export interface PreparedBody {
  html: string;
  text: string;
  mentions: { id: string; username: string }[];
}

function writer(viewer: ForumViewer): string {
  if (!viewer.userId) throw errors.unauthenticated();
  if (viewer.banned) throw errors.forbidden(forumMessages.bannedFromForum);
  return viewer.userId;
}

export type PostingService = ReturnType<typeof createPostingService>;

export function createPostingService(deps: PostingDeps, reading: ForumService) {
  const { db, clock } = deps;

  /** Sanitises the editor's HTML, checks its text (§5) and links the members it names. */
  async function prepareBody(rawHtml: string, authorId: string): Promise<PreparedBody> {
    const clean = deps.content.richText(rawHtml);
    const text = plainText(clean);
    const problem = postTextError(text);
    if (problem) throw fieldError(['body'], problem);
    const named = mentionedUsernames(text);
    const found = (await deps.byUsernames(named)).filter((m) => m.id !== authorId);
    const byName = new Map(found.map((m) => [m.username.toLowerCase(), m.username]));
    return { html: linkMentions(clean, byName), text, mentions: found };
  }

  /**
   * Who a new post in `threadId` will tell, and what each is told, worked out before its
   * transaction (the blocks and shelves it reads belong to other modules): a mention wins over
   * a reply, never the author, never someone who blocked the author; a spoiler the member has
   * not reached is shown as its notice, not its text.
   */
  async function planNotices(
    threadId: string | null,
    authorId: string,
    body: PreparedBody,
    spoiler: SpoilerFields,
  ) {
    // At once: the thread's watchers, the author's name and everyone who blocked the author.
    const [{ watchers, muted }, [author], blockedAuthor] = await Promise.all([
      threadId ? subscribersOf(db, threadId) : { watchers: [], muted: [] },
      deps.publicNames([authorId]),
      deps.whoBlocked(authorId),
    ]);
    const mentioned = body.mentions.map((m) => m.id);
    const plan = fanOut({ authorId, watchers, muted, mentioned, blockedAuthor });
    const authorName = author?.username ?? 'someone';
    const excerpt = excerptOf(body.text);
    // Only a spoiler makes the text differ between readers (and costs a look at each shelf).
    const recipients = [...plan.mentions, ...plan.replies];
    const views = spoiler.spoilerWorkId
      ? await Promise.all(
          recipients.map(async (userId) =>
            (await spoilerViewer(deps.spoilers, userId, [spoiler]))(spoiler),
          ),
        )
      : recipients.map(() => null);
    const contentFor = new Map(
      recipients.map((userId, i) => [
        userId,
        `@${authorName}: ${previewText(excerpt, views[i] ?? null)}`,
      ]),
    );
    /** The notifications, once the post has its number. */
    const notices = (thread: ThreadRow, number: number): OutgoingNotification[] => {
      const relatedId = `${thread.id}#post-${number}`;
      const told = (userIds: string[], type: string, title: string) =>
        userIds.map((userId) => ({
          userId,
          type,
          title,
          content: contentFor.get(userId) ?? '',
          relatedId,
        }));
      return [
        ...told(plan.mentions, 'mention', `${authorName} mentioned you in “${thread.title}”`),
        ...told(plan.replies, 'thread_reply', `New reply in “${thread.title}”`),
      ];
    };
    return { notices, author: author ?? null };
  }

  /** Adds a post to a thread whose number it takes, with everything it sets off, in `tx`. */
  async function addPost(
    tx: Db,
    viewer: ForumViewer,
    threadId: string,
    body: PreparedBody,
    extra: {
      quoteOf: string | null;
      spoiler: SpoilerFields;
      notices: Awaited<ReturnType<typeof planNotices>>['notices'];
    },
  ) {
    const authorId = writer(viewer);
    const now = clock.now();
    const thread = await takeNextPostNumber(tx, threadId, authorId, now);
    if (!thread) throw errors.notFound('That thread');
    // The thread's row is locked now: a lock or close that landed first is seen here.
    const refusal = thread.postCount > 1 ? replyRefusal(viewer, thread) : null;
    if (refusal === 'locked') throw errors.conflict(forumMessages.threadLocked);
    if (refusal === 'closed') throw errors.conflict(forumMessages.threadClosed);
    // With it, the writer watches the thread and has read their own post.
    const post = await insertPostByWriter(
      tx,
      {
        threadId,
        number: thread.postCount,
        authorId,
        body: body.html,
        bodyText: body.text,
        quoteOf: extra.quoteOf,
        ...extra.spoiler,
        createdAt: now,
      },
      now,
    );
    await deps.notify(extra.notices(thread, post.number), tx);
    await insertMentions(
      tx,
      post.id,
      body.mentions.map((m) => ({ userId: m.id, text: `@${m.username}` })),
      now,
    );
    if (!thread.isHidden) {
      await deps.realtime.broadcast(
        { type: 'forum_post', data: { threadId, number: post.number } },
        tx,
      );
    }
    return { post, thread };
  }

  return {
    prepareBody,

    async createChapter(
      viewer: ForumViewer,
      communitySlug: string,
      input: { title: string; description: string },
    ) {
      const community = await findCommunityBySlug(db, communitySlug);
      if (!community || !canSeeCommunity(viewer, community))
        throw errors.notFound('That community');
      writer(viewer);
      if (!canCreateChapter(viewer, community))
        throw errors.forbidden(forumMessages.chaptersClosed);
      const title = stripHtml(input.title).trim();
      const base = slugify(title, 80) || 'chapter';
      const position = await nextChapterPosition(db, community.id);
      let chapter: ChapterRow | null = null;
      for (let n = 1; !chapter; n += 1) {
        chapter = await insertChapter(db, {
          communityId: community.id,
          slug: n === 1 ? base : `${base}-${n}`,
          title,
          description: stripHtml(input.description).trim(),
          position,
          createdBy: viewer.userId,
          createdAt: clock.now(),
        });
      }
      return {
        chapter: presentChapter(chapter, undefined, 0),
        url: `${paths.forum}/c/${encodeURIComponent(community.slug)}/chapter/${encodeURIComponent(chapter.slug)}`,
      };
    },

    async createThread(
      viewer: ForumViewer,
      chapterId: string,
      input: { title: string; body: string; spoiler: SpoilerInput | null },
    ) {
      const found = await findChapterById(db, chapterId);
      if (!found || !canSeeCommunity(viewer, found.community))
        throw errors.notFound('That chapter');
      const authorId = writer(viewer);
      if (!canCreateThread(viewer)) throw errors.forbidden();
      const body = await prepareBody(input.body, authorId);
      const spoiler = await spoilerFieldsOf(deps.spoilers, input.spoiler);
      const { notices } = await planNotices(null, authorId, body, spoiler);
      const threadId = await db.transaction(async (tx) => {
        const thread = await insertThread(tx, {
          chapterId,
          title: stripHtml(input.title).trim(),
          authorId,
          lastPosterId: authorId,
          createdAt: clock.now(),
          lastPostAt: clock.now(),
        });
        await addPost(tx, viewer, thread.id, body, { quoteOf: null, spoiler, notices });
        return thread.id;
      });
      return { threadId, url: `${paths.forum}/chapter/${threadId}` };
    },

    /**
     * A member's reply, presented as they see it from what was written (nothing is read back).
     * Who they are comes with the thread: their forum ban is read in the same statement.
     */
    async reply(
      userId: string | null,
      permissions: Promise<ReadonlySet<Permission>>,
      threadId: string,
      input: { body: string; quoteOf: string | null; spoiler: SpoilerInput | null },
    ): Promise<{ post: Post; page: number }> {
      const { viewer, thread: seen } = await reading.threadWithReader(
        userId,
        permissions,
        threadId,
      );
      const authorId = writer(viewer);
      const refusal = replyRefusal(viewer, seen);
      if (refusal === 'locked') throw errors.conflict(forumMessages.threadLocked);
      if (refusal === 'closed') throw errors.conflict(forumMessages.threadClosed);
      const [quoted, body, spoiler] = await Promise.all([
        input.quoteOf ? findPost(db, input.quoteOf) : null,
        prepareBody(input.body, authorId),
        spoilerFieldsOf(deps.spoilers, input.spoiler),
      ]);
      if (input.quoteOf && (!quoted || quoted.threadId !== threadId)) {
        throw fieldError(['quoteOf'], 'You can only quote a post of this thread');
      }
      const { notices, author } = await planNotices(threadId, authorId, body, spoiler);
      const { post, thread } = await db.transaction((tx) =>
        addPost(tx, viewer, threadId, body, { quoteOf: input.quoteOf, spoiler, notices }),
      );
      const quotedAuthor = quoted?.authorId ?? null;
      const [spoilerOf, named] = await Promise.all([
        spoilerViewer(deps.spoilers, authorId, [post]),
        quotedAuthor && quotedAuthor !== authorId ? deps.publicNames([quotedAuthor]) : [],
      ]);
      const people = new Map([...(author ? [author] : []), ...named].map((p) => [p.id, p]));
      return {
        post: presentPost(post, {
          viewer,
          thread,
          people,
          liked: new Set(),
          quoted: new Map(quoted ? [[quoted.id, quoted]] : []),
          spoilerOf,
        }),
        page: pageOfPost(post.number),
      };
    },
  };
}
