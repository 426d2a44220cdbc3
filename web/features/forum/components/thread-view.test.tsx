import type { RealtimeEvent } from '@contracts/realtime';
import type { Post, ThreadPage } from '@contracts/forum';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { sessionUser } from '@/test/session-user';
import { ThreadView } from './thread-view';

// The tab's stream, replaced by a handle the test pushes events through.
const stream = vi.hoisted(() => ({ handlers: new Set<(event: RealtimeEvent) => void>() }));
vi.mock('@/lib/realtime/use-realtime', async () => {
  const { useEffect } = await import('react');
  return {
    useRealtimeEvents: (handler: (event: RealtimeEvent) => void, options?: { enabled?: boolean }) =>
      useEffect(() => {
        if (options?.enabled === false) return;
        stream.handlers.add(handler);
        return () => void stream.handlers.delete(handler);
      }),
  };
});
const send = (event: RealtimeEvent) => act(() => stream.handlers.forEach((h) => h(event)));

const threadId = '6f1c1d7e-8a43-4c1b-9f0e-2b7c5d9a1e11';
const ada = {
  id: '1b2c3d4e-5f60-4718-9a2b-3c4d5e6f7a8b',
  username: 'ada',
  fullName: 'Ada L',
  avatarUrl: null,
};
const me = sessionUser({
  id: '9b2c3d4e-5f60-4718-9a2b-3c4d5e6f7a8b',
  email: 'me@example.com',
  username: 'me',
  fullName: 'Me',
});

function post(number: number, patch: Partial<Post> = {}): Post {
  return {
    id: `4b2c3d4e-5f60-4718-9a2b-3c4d5e6f7a${String(number).padStart(2, '0')}`,
    threadId,
    number,
    author: ada,
    bodyHtml: `<p>Post number ${number}</p>`,
    createdAt: '2026-11-01T10:00:00.000Z',
    editedAt: null,
    isHidden: false,
    likeCount: 0,
    likedByMe: false,
    quote: null,
    spoiler: null,
    abilities: { edit: false, like: true, report: true, hide: false, viewHistory: false },
    ...patch,
  };
}

function page(
  posts: Post[],
  over: Partial<ThreadPage['thread']> = {},
  at = 1,
  pageCount = 1,
): ThreadPage {
  return {
    thread: {
      id: threadId,
      title: 'Is Paul a hero?',
      author: ada,
      createdAt: '2026-11-01T10:00:00.000Z',
      lastPostAt: '2026-11-02T10:00:00.000Z',
      lastPoster: ada,
      postCount: posts.length,
      isPinned: false,
      isLocked: false,
      isClosed: false,
      isHidden: false,
      unreadCount: 0,
      communitySlug: 'sci-fi',
      chapterSlug: 'dune',
      chapterId: '3b2c3d4e-5f60-4718-9a2b-3c4d5e6f7a8b',
      chapterTitle: 'Dune',
      communityName: 'Science Fiction',
      subscription: 'watching',
      lastReadNumber: posts.length,
      abilities: { reply: true, subscribe: true, moderate: false, close: false },
      ...over,
    },
    posts,
    page: at,
    pageCount,
  };
}

beforeEach(() => {
  stream.handlers.clear();
  localStorage.clear();
});

describe('ThreadView', () => {
  it('appends a new post on the last page, and says so politely', async () => {
    let current = page([post(1)]);
    stubFetch({
      '/api/auth/session': () => ({ body: { user: me } }),
      [`/api/forum/threads/${threadId}?`]: () => ({ body: current }),
      [`/api/forum/threads/${threadId}/read`]: () => ({ status: 204 }),
    });
    renderWithApp(<ThreadView threadId={threadId} page={1} />);
    expect(await screen.findByText('Post number 1')).toBeInTheDocument();

    current = page([post(1), post(2)]);
    send({ type: 'forum_post', data: { threadId, number: 2 } });
    expect(await screen.findByText('Post number 2')).toBeInTheDocument();
    expect(await screen.findByText('New post by @ada')).toHaveAttribute('aria-live', 'polite');
  });

  it('offers the new posts beyond this page as a pill, and ignores other threads', async () => {
    const posts = Array.from({ length: 20 }, (_, i) => post(i + 1));
    stubFetch({
      '/api/auth/session': () => ({ body: { user: me } }),
      [`/api/forum/threads/${threadId}?`]: () => ({ body: page(posts, { postCount: 20 }, 1, 1) }),
      [`/api/forum/threads/${threadId}/read`]: () => ({ status: 204 }),
    });
    renderWithApp(<ThreadView threadId={threadId} page={1} />);
    await screen.findByText('Post number 20');
    send({ type: 'forum_post', data: { threadId: 'another-thread', number: 21 } });
    expect(screen.queryByRole('link', { name: /new post/ })).not.toBeInTheDocument();
    send({ type: 'forum_post', data: { threadId, number: 21 } });
    send({ type: 'forum_post', data: { threadId, number: 22 } });
    const pill = await screen.findByRole('link', { name: '2 new posts — Show' });
    expect(pill).toHaveAttribute('href', `/forum/chapter/${threadId}?page=2#post-22`);
  });

  it('shows a moderator-hidden post as a notice, and a locked thread’s notice instead of the reply box', async () => {
    stubFetch({
      '/api/auth/session': () => ({ body: { user: me } }),
      [`/api/forum/threads/${threadId}?`]: () => ({
        body: page([post(1), post(2, { isHidden: true, bodyHtml: '' })], { isLocked: true }),
      }),
      [`/api/forum/threads/${threadId}/read`]: () => ({ status: 204 }),
    });
    renderWithApp(<ThreadView threadId={threadId} page={1} />);
    expect(await screen.findByText('This post was hidden by a moderator')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This thread is locked');
    expect(screen.queryByRole('button', { name: 'Quote' })).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in to reply', async () => {
    stubFetch({
      '/api/auth/session': () => ({ body: { user: null } }),
      [`/api/forum/threads/${threadId}?`]: () => ({ body: page([post(1)]) }),
    });
    renderWithApp(<ThreadView threadId={threadId} page={1} />);
    expect(await screen.findByRole('button', { name: 'Sign in to reply' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Jump to first unread' })).not.toBeInTheDocument();
  });
});
