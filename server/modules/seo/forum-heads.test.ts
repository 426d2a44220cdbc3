/**
 * The forum's public pages carry their own heads (issue 10): a thread's title with its
 * community, its first post's words (never a spoiler's), its one address per page, and a
 * `DiscussionForumPosting`; what the forum says is missing is a 404 that asks not to be listed.
 */
import { describe, expect, it } from 'vitest';
import type { ChapterPage, CommunityPage, Post, ThreadPage } from '../../../contracts/forum.js';
import { errors } from '../../platform/errors.js';
import type { ForumPublicReads } from './forum-heads.js';
import { createPageHeads, type PageHeadDeps } from './page-head.js';

const appUrl = 'https://bookhive.example';
const threadId = '6f1c1d7e-8a43-4c1b-9f0e-2b7c5d9a1e11';
const person = {
  id: '1b2c3d4e-5f60-4718-9a2b-3c4d5e6f7a8b',
  username: 'ada',
  fullName: 'Ada L',
  avatarUrl: null,
};
const community = {
  id: '2b2c3d4e-5f60-4718-9a2b-3c4d5e6f7a8b',
  slug: 'sci-fi',
  name: 'Science Fiction',
  description: 'Rockets & <em>robots</em>',
  membersCanCreateChapters: true,
  isHidden: false,
  chapterCount: 1,
  threadCount: 1,
  postCount: 3,
  lastPostAt: null,
};
const chapter = {
  id: '3b2c3d4e-5f60-4718-9a2b-3c4d5e6f7a8b',
  communityId: community.id,
  slug: 'dune',
  title: 'Dune',
  description: '',
  threadCount: 1,
  postCount: 3,
  lastPostAt: null,
  unreadThreads: 0,
};

function post(number: number, bodyHtml: string, spoiler: Post['spoiler'] = null): Post {
  return {
    id: `4b2c3d4e-5f60-4718-9a2b-3c4d5e6f7a${String(number).padStart(2, '0')}`,
    threadId,
    number,
    author: person,
    bodyHtml,
    createdAt: '2026-11-01T10:00:00.000Z',
    editedAt: null,
    isHidden: false,
    likeCount: 0,
    likedByMe: false,
    quote: null,
    spoiler,
    abilities: { edit: false, like: false, report: false, hide: false, viewHistory: false },
  };
}

function threadPage(first: Post, page = 1): ThreadPage {
  return {
    thread: {
      id: threadId,
      title: 'Is Paul a hero?',
      author: person,
      createdAt: '2026-11-01T10:00:00.000Z',
      lastPostAt: '2026-11-02T10:00:00.000Z',
      lastPoster: person,
      postCount: 23,
      isPinned: false,
      isLocked: false,
      isClosed: false,
      isHidden: false,
      unreadCount: null,
      communitySlug: community.slug,
      chapterSlug: chapter.slug,
      chapterId: chapter.id,
      chapterTitle: chapter.title,
      communityName: community.name,
      subscription: 'none',
      lastReadNumber: 0,
      abilities: { reply: false, subscribe: false, moderate: false, close: false },
    },
    posts: page === 1 ? [first] : [post(21, '<p>page two</p>')],
    page,
    pageCount: 2,
  };
}

function heads(firstPost: Post) {
  const forum: ForumPublicReads = {
    home: async () => ({ communities: [community], latestThreads: [] }),
    community: async (slug) => {
      if (slug !== community.slug) throw errors.notFound('That community');
      return {
        community,
        chapters: [chapter],
        latestThreads: [],
        abilities: { createChapter: false, moderate: false },
      } satisfies CommunityPage;
    },
    chapter: async (_slug, _chapterSlug, page) =>
      ({
        community,
        chapter,
        threads: [],
        page,
        pageCount: 3,
        abilities: { createThread: false, moderate: false },
      }) as ChapterPage,
    thread: async (id, page) => {
      if (id !== threadId) throw errors.notFound('That thread');
      return threadPage(firstPost, page);
    },
  };
  return createPageHeads({
    books: {} as PageHeadDeps['books'],
    authors: {} as PageHeadDeps['authors'],
    profiles: {} as PageHeadDeps['profiles'],
    slugs: {} as PageHeadDeps['slugs'],
    appUrl,
    forum,
  });
}

describe('forum page heads', () => {
  it('gives a thread its title, first words, address and DiscussionForumPosting', async () => {
    const head = await heads(post(1, '<p>I think <b>not</b>: he knows what follows.</p>'))(
      `/forum/chapter/${threadId}`,
    );
    expect(head).toMatchObject({
      title: 'Is Paul a hero? · Science Fiction · Bookhive forum',
      description: 'I think not: he knows what follows.',
      canonicalPath: `/forum/chapter/${threadId}`,
      status: 200,
      noindex: false,
    });
    expect(head?.jsonLd[0]).toMatchObject({
      '@type': 'DiscussionForumPosting',
      headline: 'Is Paul a hero?',
      url: `${appUrl}/forum/chapter/${threadId}`,
      author: { '@type': 'Person', name: 'Ada L', url: `${appUrl}/u/ada` },
      interactionStatistic: { userInteractionCount: 22 },
    });
  });

  it('keeps a page of posts its own address, described by the thread’s first post', async () => {
    const head = await heads(post(1, '<p>Opening words</p>'))(`/forum/chapter/${threadId}?page=2`);
    expect(head?.canonicalPath).toBe(`/forum/chapter/${threadId}?page=2`);
    expect(head?.title).toBe('Is Paul a hero? (page 2) · Science Fiction · Bookhive forum');
    expect(head?.description).toBe('Opening words');
  });

  it('never puts a spoiler’s words in the description', async () => {
    const spoiler = {
      workId: '5b2c3d4e-5f60-4718-9a2b-3c4d5e6f7a8b',
      bookTitle: 'Dune',
      bookUrl: null,
      unit: 'page' as const,
      value: 300,
      shielded: true,
    };
    const head = await heads(post(1, '<p>Paul drinks the Water of Life</p>', spoiler))(
      `/forum/chapter/${threadId}`,
    );
    expect(head?.description).not.toContain('Water of Life');
    expect(JSON.stringify(head?.jsonLd)).not.toContain('Water of Life');
  });

  it('answers 404, not listed, for a thread or community that is not there', async () => {
    const headFor = heads(post(1, '<p>x</p>'));
    for (const url of [
      '/forum/chapter/7f1c1d7e-8a43-4c1b-9f0e-2b7c5d9a1e11',
      '/forum/chapter/not-a-uuid',
      '/forum/c/nowhere',
    ]) {
      expect(await headFor(url)).toMatchObject({ status: 404, noindex: true });
    }
  });

  it('describes the home, a community and a chapter page', async () => {
    const headFor = heads(post(1, '<p>x</p>'));
    expect(await headFor('/forum')).toMatchObject({
      title: 'Forum · Bookhive',
      canonicalPath: '/forum',
    });
    expect(await headFor('/forum/c/sci-fi')).toMatchObject({
      title: 'Science Fiction · Bookhive forum',
      description: 'Rockets & robots',
      canonicalPath: '/forum/c/sci-fi',
    });
    expect(await headFor('/forum/c/sci-fi/chapter/dune?page=2')).toMatchObject({
      title: 'Dune (page 2) · Science Fiction · Bookhive forum',
      canonicalPath: '/forum/c/sci-fi/chapter/dune?page=2',
    });
  });
});
