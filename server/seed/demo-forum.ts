/**
 * Seeds the demo forum (demo-forum-content.ts) through the forum's own services, so its posts
 * are sanitised, numbered, mention and notify exactly as members' posts do. Only when the forum
 * has no community yet: a later start changes nothing.
 */
import type { Permission } from '../../contracts/roles.js';
import { findWorkIdByIsbn } from '../modules/books/books.queries.js';
import type { ForumModule } from '../modules/forum/forum.module.js';
import type { ForumViewer } from '../modules/forum/forum.policy.js';
import type { Db } from '../platform/db/database.js';
import { demoForum, type DemoPost } from './demo-forum-content.js';

export interface DemoForumDeps {
  db: Db;
  forum: ForumModule;
  findByUsername: (username: string) => Promise<{ id: string } | null>;
}

/** Seeds the demo forum when it is empty; returns how many posts were written. */
export async function seedForum(deps: DemoForumDeps): Promise<number> {
  const { forum } = deps;
  if ((await forum.admin.communities()).communities.length > 0) return 0;
  const staff = await deps.findByUsername('contentadmin');
  if (!staff) return 0;
  const moderator: ForumViewer = { userId: staff.id, moderator: true, banned: false };
  const viewers = new Map<string, ForumViewer>();
  const as = async (username: string): Promise<ForumViewer> => {
    const known = viewers.get(username);
    if (known) return known;
    const profile = await deps.findByUsername(username);
    if (!profile) throw new Error(`The demo forum names ${username}, who is not seeded`);
    const viewer = { userId: profile.id, moderator: profile.id === staff.id, banned: false };
    viewers.set(username, viewer);
    return viewer;
  };
  const spoilerOf = async (post: DemoPost) => {
    if (!post.spoiler) return null;
    const workId = await findWorkIdByIsbn(deps.db, null, post.spoiler.isbn13);
    return workId ? { workId, unit: post.spoiler.unit, value: post.spoiler.value } : null;
  };

  let posts = 0;
  for (const community of demoForum) {
    const created = await forum.admin.createCommunity(staff.id, {
      name: community.name,
      description: community.description,
      membersCanCreateChapters: community.membersCanCreateChapters,
    });
    for (const chapter of community.chapters) {
      const { chapter: made } = await forum.posting.createChapter(
        await as(chapter.by),
        created.slug,
        {
          title: chapter.title,
          description: chapter.description,
        },
      );
      for (const thread of chapter.threads) {
        const [first, ...replies] = thread.posts;
        if (!first) continue;
        const { threadId } = await forum.posting.createThread(await as(first.by), made.id, {
          title: thread.title,
          body: first.html,
          spoiler: await spoilerOf(first),
        });
        for (const post of replies) {
          const writer = await as(post.by);
          const rights = new Set<Permission>(writer.moderator ? ['content_forum'] : []);
          await forum.posting.reply(writer.userId, Promise.resolve(rights), threadId, {
            body: post.html,
            quoteOf: null,
            spoiler: await spoilerOf(post),
          });
        }
        if (thread.pinned)
          await forum.actions.moderateThread(moderator, threadId, { isPinned: true });
        posts += thread.posts.length;
      }
    }
  }
  return posts;
}
