/**
 * The forum as a club's reading plan uses it (issue 11 part 5): the club's own community — a
 * private club's read by its members alone (decision 0020) — a chapter for each book it reads
 * and a thread for each section of the plan. The clubs module reaches the forum's tables only
 * through these.
 */
import { randomUUID } from 'node:crypto';
import { paths } from '../../../contracts/paths.js';
import { slugify } from '../../../contracts/slug.js';
import type { SpoilerInput } from '../../../contracts/spoilers.js';
import { stripHtml } from '../../platform/content.js';
import type { Db } from '../../platform/db/database.js';
import { slugRegistry } from '../../platform/slugs/slug-registry.js';
import type { ForumDeps } from './forum.service.js';
import type { ForumViewer } from './forum.policy.js';
import type { PostingService } from './posting.service.js';
import {
  findChapterById,
  findCommunityById,
  insertChapter,
  insertCommunity,
  nextChapterPosition,
  nextCommunityPosition,
  setCommunityMembersOf,
  type ChapterRow,
  type CommunityRow,
} from './structure.queries.js';

export type ClubForumService = ReturnType<typeof createClubForumService>;

export function createClubForumService(deps: ForumDeps, posting: PostingService) {
  const { db, clock } = deps;
  // The club's host writes the plan's threads; they open them as the forum's moderators would.
  const hostViewer = (userId: string): ForumViewer => ({ userId, moderator: true, banned: false });

  return {
    /** A new community for a club, at the first free slug from its name; hosts add chapters. */
    async createCommunity(input: {
      name: string;
      description: string;
      createdBy: string;
      membersOfClubId: string | null;
    }) {
      const name = stripHtml(input.name).trim();
      const base = slugify(name, 60) || 'club';
      const id = randomUUID();
      const row = await db.transaction(async (tx) => {
        const position = await nextCommunityPosition(tx);
        let created: CommunityRow | null = null;
        for (let n = 1; !created; n += 1) {
          const slug = n === 1 ? base : `${base}-${n}`;
          const claim = { kind: 'community', targetId: id, slug } as const;
          if ((await slugRegistry.tryClaim(tx, claim)) !== 'claimed') continue;
          created = await insertCommunity(tx, {
            id,
            slug,
            name,
            description: stripHtml(input.description).trim(),
            membersCanCreateChapters: false,
            membersOfClubId: input.membersOfClubId,
            position,
            createdBy: input.createdBy,
            createdAt: clock.now(),
          });
          if (!created) await slugRegistry.release(tx, 'community', [id]);
        }
        return created;
      });
      return { id: row.id, slug: row.slug };
    },

    /** A private club's members alone read the community from now on, or (null) everyone. */
    async setCommunityReaders(communityId: string, membersOfClubId: string | null, tx: Db) {
      await setCommunityMembersOf(tx, communityId, membersOfClubId);
    },

    /** A chapter of the community for one book; null when the community is gone. */
    async createChapter(communityId: string, title: string, createdBy: string) {
      const community = await findCommunityById(db, communityId);
      if (!community) return null;
      const clean = stripHtml(title).trim();
      const base = slugify(clean, 80) || 'book';
      const position = await nextChapterPosition(db, communityId);
      let chapter: ChapterRow | null = null;
      for (let n = 1; !chapter; n += 1)
        chapter = await insertChapter(db, {
          communityId,
          slug: n === 1 ? base : `${base}-${n}`,
          title: clean,
          position,
          createdBy,
          createdAt: clock.now(),
        });
      return { id: chapter.id, url: paths.forumChapter(community.slug, chapter.slug) };
    },

    /** The chapter's address; null when it is gone. */
    async chapterUrl(chapterId: string): Promise<string | null> {
      const found = await findChapterById(db, chapterId);
      return found ? paths.forumChapter(found.community.slug, found.chapter.slug) : null;
    },

    /**
     * A section's thread, written by `authorId` on the caller's transaction (prepared first:
     * nothing here reads while the caller holds its lock).
     */
    prepareThread(
      authorId: string,
      chapterId: string,
      input: { title: string; body: string; spoiler: SpoilerInput | null },
    ): Promise<(tx: Db) => Promise<string>> {
      return posting.prepareThread(hostViewer(authorId), chapterId, input);
    },

    threadUrl: (threadId: string) => paths.forumThreadPage(threadId),
  };
}
