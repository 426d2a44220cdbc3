/**
 * What a member does to posts and threads besides writing (issue 10, items 1 and 2): edit with
 * history, like, report, keep a read position, watch or mute — and what a moderator does:
 * pin, lock, close, hide and move threads, hide and restore posts, read a post's history.
 */
import type { ThreadChange } from '../../../contracts/forum.js';
import type { SpoilerInput } from '../../../contracts/spoilers.js';
import { forumMessages } from '../../../contracts/forum.js';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/database.js';
import { errors } from '../../platform/errors.js';
import { spoilerFieldsOf } from '../../platform/spoilers/spoiler-view.js';
import { fieldError } from './field-error.js';
import {
  authorMayModerate,
  canMoveThreadInto,
  postAbilities,
  threadAbilities,
  type ForumViewer,
} from './forum.policy.js';
import type { ForumDeps, ForumService } from './forum.service.js';
import { peopleOf } from './forum.service.js';
import { deleteSubscription, insertReport, saveSubscription } from './members.queries.js';
import { findPost, revisePost, revisionsOf, setLike, setPostHidden } from './posts.queries.js';
import type { PostingService } from './posting.service.js';
import { findChapterById } from './structure.queries.js';
import { saveReadPosition, updateThread } from './threads.queries.js';

export function createMemberActionsService(
  deps: ForumDeps,
  reading: ForumService,
  posting: PostingService,
) {
  const { db, clock } = deps;

  /** The post with its thread, as the viewer may see them (404 otherwise). */
  async function postOr404(viewer: ForumViewer, postId: string) {
    const post = await findPost(db, postId);
    if (!post) throw errors.notFound('That post');
    const found = await reading.threadOr404(viewer, post.threadId);
    return { post, ...found };
  }

  const audit = (
    tx: Db,
    viewer: ForumViewer,
    entry: Omit<Parameters<typeof recordAudit>[1], 'actorId'>,
  ) => recordAudit(tx, { actorId: viewer.userId, ...entry });

  return {
    async editPost(
      viewer: ForumViewer,
      postId: string,
      input: { body: string; spoiler: SpoilerInput | null },
    ) {
      const { post, thread } = await postOr404(viewer, postId);
      if (!postAbilities(viewer, post, thread).edit) throw errors.forbidden();
      const editorId = viewer.userId ?? '';
      const body = await posting.prepareBody(input.body, post.authorId ?? editorId);
      const spoiler = await spoilerFieldsOf(deps.spoilers, input.spoiler);
      await db.transaction(async (tx) => {
        await revisePost(
          tx,
          post,
          { body: body.html, bodyText: body.text, ...spoiler },
          editorId,
          clock.now(),
        );
        if (viewer.userId !== post.authorId) {
          await audit(tx, viewer, {
            action: 'forum.post.edit',
            targetType: 'forum_post',
            targetId: post.id,
            before: { body: post.body },
            after: { body: body.html },
          });
        }
      });
      return reading.post(viewer, post.id);
    },

    async revisions(viewer: ForumViewer, postId: string) {
      const { post, thread } = await postOr404(viewer, postId);
      if (!postAbilities(viewer, post, thread).viewHistory) throw errors.forbidden();
      const rows = await revisionsOf(db, post.id);
      const people = await peopleOf(
        deps,
        rows.map((r) => r.editedBy).filter((id) => id !== null),
      );
      return {
        revisions: rows.map((row) => ({
          bodyHtml: row.body,
          editedBy: row.editedBy ? (people.get(row.editedBy) ?? null) : null,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    async like(viewer: ForumViewer, postId: string, liked: boolean) {
      const { post, thread } = await postOr404(viewer, postId);
      if (liked && !postAbilities(viewer, post, thread).like) throw errors.forbidden();
      const likeCount = await db.transaction((tx) =>
        setLike(tx, post.id, viewer.userId ?? '', liked, clock.now()),
      );
      return { likeCount, likedByMe: liked };
    },

    async report(viewer: ForumViewer, postId: string, reason: string) {
      const { post, thread } = await postOr404(viewer, postId);
      if (!postAbilities(viewer, post, thread).report) throw errors.forbidden();
      const filed = await insertReport(db, {
        postId: post.id,
        reporterId: viewer.userId ?? '',
        reason,
        createdAt: clock.now(),
      });
      if (!filed) throw errors.conflict(forumMessages.alreadyReported);
    },

    async markRead(viewer: ForumViewer, threadId: string, postNumber: number) {
      const { thread } = await reading.threadOr404(viewer, threadId);
      const number = Math.min(postNumber, thread.postCount);
      await saveReadPosition(db, viewer.userId ?? '', thread.id, number, clock.now());
    },

    async subscribe(viewer: ForumViewer, threadId: string, level: 'watching' | 'muted' | 'none') {
      const { thread } = await reading.threadOr404(viewer, threadId);
      const userId = viewer.userId ?? '';
      if (level === 'none') await deleteSubscription(db, userId, thread.id);
      else await saveSubscription(db, userId, thread.id, level === 'watching');
    },

    /**
     * Pin, lock, close, hide or move a thread; the author may only close and reopen it. The one
     * path for these changes, from the thread's page and from the back-office alike.
     */
    async moderateThread(viewer: ForumViewer, threadId: string, change: ThreadChange) {
      const { thread } = await reading.threadOr404(viewer, threadId);
      const abilities = threadAbilities(viewer, thread);
      if (!viewer.moderator && !(abilities.close && authorMayModerate(change))) {
        throw errors.forbidden();
      }
      if (change.chapterId && change.chapterId !== thread.chapterId) {
        const target = await findChapterById(db, change.chapterId);
        if (!canMoveThreadInto(viewer, target?.community ?? null)) {
          throw fieldError(['chapterId'], 'That chapter does not exist');
        }
      }
      const values = Object.fromEntries(
        Object.entries(change).filter(([, value]) => value !== undefined),
      ) as ThreadChange;
      await db.transaction(async (tx) => {
        await updateThread(tx, thread.id, values);
        if (viewer.moderator) {
          await audit(tx, viewer, {
            action: 'forum.thread.moderate',
            targetType: 'forum_thread',
            targetId: thread.id,
            before: Object.fromEntries(
              Object.keys(values).map((key) => [key, thread[key as keyof typeof thread]]),
            ),
            after: values,
          });
        }
      });
    },

    async hidePost(viewer: ForumViewer, postId: string, hidden: boolean) {
      const { post, thread } = await postOr404(viewer, postId);
      if (!postAbilities(viewer, post, thread).hide) throw errors.forbidden();
      await db.transaction(async (tx) => {
        await setPostHidden(tx, post.id, hidden);
        await audit(tx, viewer, {
          action: hidden ? 'forum.post.hide' : 'forum.post.restore',
          targetType: 'forum_post',
          targetId: post.id,
          before: { isHidden: post.isHidden },
          after: { isHidden: hidden },
        });
      });
    },
  };
}

export type MemberActionsService = ReturnType<typeof createMemberActionsService>;
