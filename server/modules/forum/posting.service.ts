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
import type {
  NotificationsService,
  OutgoingNotification,
} from '../notifications/notifications.service.js';
import {
  announcedToEveryone,
  canCreateChapter,
  canCreateThread,
  fanOut,
  mentionedUsernames,
  pageOfPost,
  postTextError,
  replyRefusal,
  type CommunityState,
  type ForumViewer,
} from './forum.policy.js';
import { excerptOf, presentChapter, presentPost } from './forum.presenter.js';
import { maySeeCommunity, type ForumDeps, type ForumService } from './forum.service.js';
import { subscribersOf } from './members.queries.js';
import { linkMentions } from './mention-links.js';
import { findPost } from './posts.queries.js';
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
import { findThread, insertThread } from './threads.queries.js';
import { newPostOf, newPostQuery, type NewPostValues } from './new-post.queries.js';

/** A notification a new post sends, before the post has the number it leads to. */
type Notice = Omit<OutgoingNotification, 'relatedId' | 'priority'>;

export interface PostingDeps extends ForumDeps {
  content: ContentSanitiser;
  /** A new post's notifications are written within its own statement (new-post.queries.ts). */
  notices: Pick<NotificationsService, 'forumNoticesInStatement' | 'insertSql'>;
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
   * Who a new post in `threadId` (titled `threadTitle`) will tell, and what each is told, worked
   * out before its statement (the blocks and shelves it reads belong to other modules): a
   * mention wins over a reply, never the author, never someone who blocked the author; a
   * spoiler the member has not reached is shown as its notice, not its text.
   */
  async function planNotices(
    thread: { id: string | null; title: string },
    authorId: string,
    body: PreparedBody,
    spoiler: SpoilerFields,
    community: CommunityState,
  ) {
    // At once: the thread's watchers, the author's name and everyone who blocked the author.
    const [{ watchers, muted }, [author], blockedAuthor] = await Promise.all([
      thread.id ? subscribersOf(db, thread.id) : { watchers: [], muted: [] },
      deps.publicNames([authorId]),
      deps.whoBlocked(authorId),
    ]);
    const mentioned = body.mentions.map((m) => m.id);
    const readers = await readersAmong(community, [...watchers, ...mentioned]);
    const plan = fanOut({ authorId, watchers, muted, mentioned, blockedAuthor, readers });
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
    const told = (userIds: string[], type: string, title: string) =>
      userIds.map((userId) => ({ userId, type, title, content: contentFor.get(userId) ?? '' }));
    const notices: Notice[] = [
      ...told(plan.mentions, 'mention', `${authorName} mentioned you in “${thread.title}”`),
      ...told(plan.replies, 'thread_reply', `New reply in “${thread.title}”`),
    ];
    // Only those who may read the post are recorded as named in it.
    const mentions = body.mentions.filter((m) => readers?.has(m.id) ?? true);
    return { notices, author: author ?? null, mentions };
  }

  /** Of `userIds`, who may read a private club's community; null for any other community. */
  async function readersAmong(community: CommunityState, userIds: string[]) {
    const clubId = community.membersOfClubId;
    if (clubId === null || userIds.length === 0) return clubId === null ? null : new Set<string>();
    return new Set(await deps.clubMembers.among(clubId, [...new Set(userIds)]));
  }

  // Built and prepared once; a new thread's first post runs it built on its transaction.
  let prepared: ReturnType<ReturnType<typeof newPostQuery>['prepare']> | null = null;

  /**
   * Adds a post to a thread whose next number it takes, with everything it sets off, in one
   * statement (new-post.queries.ts) — on `tx` when given (a new thread's first post), else on
   * its own. Refused when the thread is gone, or was locked or closed to this writer meanwhile.
   */
  async function addPost(
    viewer: ForumViewer,
    threadId: string,
    body: PreparedBody,
    extra: {
      quoteOf: string | null;
      spoiler: SpoilerFields;
      notices: Notice[];
      /** Announced to every open stream (forum.policy `announcedToEveryone`). */
      community: CommunityState;
    },
    tx?: Db,
  ) {
    const authorId = writer(viewer);
    const told = deps.notices.forumNoticesInStatement(extra.notices, threadId);
    const values: NewPostValues = {
      threadId,
      authorId,
      passesLocks: viewer.moderator,
      body: body.html,
      bodyText: body.text,
      quoteOf: extra.quoteOf,
      ...extra.spoiler,
      now: clock.now().toISOString(),
      mentionIds: body.mentions.map((m) => m.id),
      mentionTexts: body.mentions.map((m) => `@${m.username}`),
      noticeUserIds: told.userIds,
      noticeTypes: told.types,
      noticeTitles: told.titles,
      noticeContents: told.contents,
      noticePayloads: told.payloads,
      announceToAll: announcedToEveryone(extra.community),
    };
    const statement = tx
      ? newPostQuery(tx, deps.notices.insertSql).prepare('forum_new_post')
      : (prepared ??= newPostQuery(db, deps.notices.insertSql).prepare('forum_new_post'));
    // Refused under the lock: say why, from the thread as it is now. (A thread opened again
    // in between is written to again.)
    for (let attempt = 0; ; attempt++) {
      const [row] = await statement.execute(values);
      if (row) return newPostOf(row);
      const found = tx ? null : await findThread(db, threadId, null, clock.now());
      if (!found) throw errors.notFound('That thread');
      const refusal = replyRefusal(viewer, found.thread);
      if (refusal === 'locked') throw errors.conflict(forumMessages.threadLocked);
      if (refusal === 'closed' || attempt > 0) throw errors.conflict(forumMessages.threadClosed);
    }
  }

  /**
   * Checks and prepares a new thread with its first post; what it returns writes them on the
   * transaction it is given (the caller's, so the thread can land with the caller's rows).
   */
  async function prepareThread(
    viewer: ForumViewer,
    chapterId: string,
    input: { title: string; body: string; spoiler: SpoilerInput | null },
  ): Promise<(tx: Db) => Promise<string>> {
    const found = await findChapterById(db, chapterId);
    if (!found || !(await maySeeCommunity(deps, viewer, found.community)))
      throw errors.notFound('That chapter');
    const authorId = writer(viewer);
    if (!canCreateThread(viewer)) throw errors.forbidden();
    const body = await prepareBody(input.body, authorId);
    const spoiler = await spoilerFieldsOf(deps.spoilers, input.spoiler);
    const title = stripHtml(input.title).trim();
    const { community } = found;
    const { notices, mentions } = await planNotices(
      { id: null, title },
      authorId,
      body,
      spoiler,
      community,
    );
    return async (tx) => {
      const thread = await insertThread(tx, {
        chapterId,
        title,
        authorId,
        lastPosterId: authorId,
        createdAt: clock.now(),
        lastPostAt: clock.now(),
      });
      const told = { quoteOf: null, spoiler, notices, community };
      await addPost(viewer, thread.id, { ...body, mentions }, told, tx);
      return thread.id;
    };
  }

  return {
    prepareBody,

    async createChapter(
      viewer: ForumViewer,
      communitySlug: string,
      input: { title: string; description: string },
    ) {
      const community = await findCommunityBySlug(db, communitySlug);
      if (!community || !(await maySeeCommunity(deps, viewer, community)))
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

    prepareThread,

    async createThread(
      viewer: ForumViewer,
      chapterId: string,
      input: { title: string; body: string; spoiler: SpoilerInput | null },
    ) {
      const write = await prepareThread(viewer, chapterId, input);
      const threadId = await db.transaction(write);
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
      const {
        viewer,
        thread: seen,
        community,
      } = await reading.threadWithReader(userId, permissions, threadId);
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
      const planned = await planNotices(seen, authorId, body, spoiler, community);
      const { notices, author, mentions } = planned;
      const { post, thread } = await addPost(
        viewer,
        threadId,
        { ...body, mentions },
        { quoteOf: input.quoteOf, spoiler, notices, community },
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
