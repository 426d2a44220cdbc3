/**
 * The heads of the forum's public pages (issue 10, "Public communities and threads render on
 * the server, findable"): the home, a community, a chapter's page of threads and a thread's
 * page of posts, with a schema.org `DiscussionForumPosting` for threads. Read as a visitor
 * through the forum's own service, so a hidden thread or community is a 404 here as there.
 */
import type {
  ChapterPage,
  CommunityPage,
  ForumHome,
  ThreadPage,
} from '../../../contracts/forum.js';
import { paths, routePatterns } from '../../../contracts/paths.js';
import { errors } from '../../platform/errors.js';
import { snippet } from './snippet.js';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the forum shows a visitor (its service with a visitor's eyes). */
export interface ForumPublicReads {
  home(): Promise<ForumHome>;
  community(slug: string): Promise<CommunityPage>;
  chapter(slug: string, chapterSlug: string, page: number): Promise<ChapterPage>;
  thread(id: string, page: number): Promise<ThreadPage>;
}

export interface ForumHead {
  title: string;
  description: string;
  canonicalPath: string;
  jsonLd: Record<string, unknown>[];
}

type On = (
  pattern: string,
  headOf: (params: Record<string, string | undefined>, page: number) => Promise<ForumHead>,
  what: string,
  pathOf: (params: Record<string, string | undefined>) => string,
) => void;

const forumName = 'Bookhive forum';

/** A thread's description: its first post's words, unless they are a spoiler or hidden. */
function threadDescription(data: ThreadPage): string {
  const first = data.posts.find((p) => p.number === 1);
  const text = first && !first.spoiler && !first.isHidden ? snippet(first.bodyHtml, 160) : '';
  return (
    text || `“${data.thread.title}”, a thread in ${data.thread.communityName} on the ${forumName}.`
  );
}

function postingJsonLd(data: ThreadPage, appUrl: string, description: string) {
  const { thread } = data;
  const first = data.posts.find((p) => p.number === 1);
  return {
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    headline: thread.title,
    url: appUrl + paths.forumThreadPage(thread.id),
    datePublished: thread.createdAt,
    ...(first?.editedAt ? { dateModified: first.editedAt } : {}),
    ...(thread.author
      ? {
          author: {
            '@type': 'Person',
            name: thread.author.fullName || thread.author.username,
            url: appUrl + paths.userProfile(thread.author.username),
          },
        }
      : {}),
    text: description,
    isPartOf: {
      '@type': 'WebPage',
      name: thread.chapterTitle,
      url: appUrl + paths.forumChapter(thread.communitySlug, thread.chapterSlug),
    },
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/CommentAction',
      userInteractionCount: Math.max(0, thread.postCount - 1),
    },
  };
}

/** Registers the forum's pages with the head router. */
export function addForumHeads(on: On, forum: ForumPublicReads, appUrl: string): void {
  on(
    paths.forum,
    async () => {
      const home = await forum.home();
      const names = home.communities.slice(0, 4).map((c) => c.name);
      return {
        title: `Forum · Bookhive`,
        description: `Talk books with readers on Bookhive${names.length ? `: ${names.join(', ')} and more` : ''}.`,
        canonicalPath: paths.forum,
        jsonLd: [],
      };
    },
    'Forum',
    () => paths.forum,
  );

  on(
    routePatterns.forumCommunity,
    async ({ slug = '' }) => {
      const { community } = await forum.community(slug);
      return {
        title: `${community.name} · ${forumName}`,
        description: community.description
          ? snippet(community.description, 160)
          : `${community.name}: chapters and threads on the ${forumName}.`,
        canonicalPath: paths.forumCommunity(community.slug),
        jsonLd: [],
      };
    },
    'Community',
    ({ slug = '' }) => paths.forumCommunity(slug),
  );

  on(
    routePatterns.forumChapter,
    async ({ communitySlug = '', chapterSlug = '' }, page) => {
      const data = await forum.chapter(communitySlug, chapterSlug, page);
      return {
        title: `${data.chapter.title}${page > 1 ? ` (page ${page})` : ''} · ${data.community.name} · ${forumName}`,
        description: data.chapter.description
          ? snippet(data.chapter.description, 160)
          : `Threads in ${data.chapter.title}, in ${data.community.name} on the ${forumName}.`,
        canonicalPath: paths.forumChapter(data.community.slug, data.chapter.slug, page),
        jsonLd: [],
      };
    },
    'Chapter',
    ({ communitySlug = '', chapterSlug = '' }) => paths.forumChapter(communitySlug, chapterSlug),
  );

  on(
    routePatterns.forumThreadPage,
    async ({ threadId = '' }, page) => {
      if (!uuid.test(threadId)) throw errors.notFound('Thread');
      const data = await forum.thread(threadId, page);
      const description = threadDescription(page === 1 ? data : await forum.thread(threadId, 1));
      return {
        title: `${data.thread.title}${page > 1 ? ` (page ${page})` : ''} · ${data.thread.communityName} · ${forumName}`,
        description,
        canonicalPath: paths.forumThreadPage(data.thread.id, page),
        jsonLd: [postingJsonLd(data, appUrl, description)],
      };
    },
    'Thread',
    ({ threadId = '' }) => paths.forumThreadPage(threadId),
  );
}
