/** Forum search (issue 10, item 7) and the @mention suggestions of the editor. */
import { forumSearchPageSize, type ForumSearchPage } from '../../../contracts/forum.js';
import { paths } from '../../../contracts/paths.js';
import { announcedToEveryone, type ForumViewer } from './forum.policy.js';
import { spoilerNotice } from '../../../contracts/spoiler-constants.js';
import { peopleOf, type ForumDeps } from './forum.service.js';
import { hitEnd, hitStart, searchPosts } from './forum-search.queries.js';
import { spoilerViewer } from '../../platform/spoilers/spoiler-view.js';
import { findCommunityBySlug } from './structure.queries.js';

export interface ForumSearchDeps extends ForumDeps {
  findByUsername: (username: string) => Promise<{ id: string } | null>;
  suggestByUsername: (
    prefix: string,
  ) => Promise<{ id: string; username: string; fullName: string; avatarUrl: string | null }[]>;
}

/** Splits ts_headline's marked text into plain and matched pieces. */
export function snippetPieces(marked: string): { text: string; hit: boolean }[] {
  const pieces: { text: string; hit: boolean }[] = [];
  for (const [i, part] of marked.split(hitStart).entries()) {
    const [hit, rest] = i === 0 ? [null, part] : (part.split(hitEnd) as [string, string?]);
    if (hit) pieces.push({ text: hit, hit: true });
    if (rest) pieces.push({ text: rest, hit: false });
  }
  return pieces;
}

export type ForumSearchService = ReturnType<typeof createForumSearchService>;

export function createForumSearchService(deps: ForumSearchDeps) {
  const { db } = deps;
  return {
    async mentionSuggestions(prefix: string) {
      return { members: await deps.suggestByUsername(prefix) };
    },

    async search(
      viewer: ForumViewer,
      query: { q: string; author: string; community: string; page: number },
    ): Promise<ForumSearchPage> {
      const empty = { results: [], page: query.page, hasMore: false };
      if (!query.q && !query.author) return empty;
      const author = query.author
        ? await deps.findByUsername(query.author.replace(/^@/, ''))
        : null;
      if (query.author && !author) return empty;
      const community = query.community ? await findCommunityBySlug(db, query.community) : null;
      // Hidden and private clubs' communities are never searched (their posts are left out below).
      if (query.community && (!community || !announcedToEveryone(community))) return empty;
      const rows = await searchPosts(db, {
        words: query.q,
        authorId: author?.id ?? null,
        communityId: community?.id ?? null,
        limit: forumSearchPageSize + 1,
        offset: (query.page - 1) * forumSearchPageSize,
      });
      const shown = rows.slice(0, forumSearchPageSize);
      const [people, spoilerOf] = await Promise.all([
        peopleOf(
          deps,
          shown.map((r) => r.authorId).filter((id) => id !== null),
        ),
        spoilerViewer(deps.spoilers, viewer.userId, shown),
      ]);
      return {
        results: shown.map((row) => {
          const spoiler = spoilerOf(row);
          return {
            threadId: row.threadId,
            threadTitle: snippetPieces(row.title),
            postId: row.postId,
            postNumber: row.number,
            snippet: spoiler?.shielded
              ? [{ text: spoilerNotice(spoiler.bookTitle, spoiler), hit: false }]
              : snippetPieces(row.snippet),
            author: row.authorId ? (people.get(row.authorId) ?? null) : null,
            communityName: row.communityName,
            communitySlug: row.communitySlug,
            createdAt: row.createdAt.toISOString(),
            spoiler,
            url: `${paths.forumThread(row.threadId)}#post-${row.number}`,
          };
        }),
        page: query.page,
        hasMore: rows.length > forumSearchPageSize,
      };
    },
  };
}
