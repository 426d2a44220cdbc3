/** Staff, members, a report and threads for the back-office tests, shaped like the API's answers. */
import type { AdminThread, ForumReport } from '@contracts/forum-admin';
import type { Permission } from '@contracts/roles';
import { sessionUser } from '@/test/session-user';

/** A content admin holding `permissions`. */
export const staff = (permissions: Permission[]) =>
  sessionUser({
    email: 'cora@example.com',
    username: 'cora',
    fullName: 'Cora Content',
    role: 'content_admin',
    isStaff: true,
    permissions,
  });

export const person = (username: string) => ({
  id: '1b8f5b38-6f7e-4c8a-9d2e-1a1f0e3c5b7a',
  username,
  fullName: username,
  avatarUrl: null,
});

export const report: ForumReport = {
  id: '2b8f5b38-6f7e-4c8a-9d2e-1a1f0e3c5b7a',
  postId: '3b8f5b38-6f7e-4c8a-9d2e-1a1f0e3c5b7a',
  threadId: '4b8f5b38-6f7e-4c8a-9d2e-1a1f0e3c5b7a',
  threadTitle: 'The keeper’s logbook',
  threadIsLocked: false,
  postNumber: 2,
  postExcerpt: '<b>Only a fool</b> would like this',
  postIsHidden: false,
  postAuthor: person('maya'),
  reporter: person('ann'),
  reason: 'Calling people fools',
  createdAt: '2026-11-20T10:00:00.000Z',
  url: '/forum/thread/4b8f5b38-6f7e-4c8a-9d2e-1a1f0e3c5b7a#post-2',
};

export const thread: AdminThread = {
  id: '5b8f5b38-6f7e-4c8a-9d2e-1a1f0e3c5b7a',
  title: 'Which shortlisted novel should I start with?',
  url: '/forum/chapter/5b8f5b38-6f7e-4c8a-9d2e-1a1f0e3c5b7a',
  community: {
    id: '6b8f5b38-6f7e-4c8a-9d2e-1a1f0e3c5b7a',
    slug: 'literary-fiction',
    name: 'Literary Fiction',
    isHidden: false,
  },
  chapter: {
    id: '7b8f5b38-6f7e-4c8a-9d2e-1a1f0e3c5b7a',
    slug: 'prize-lists',
    title: 'Prize lists',
  },
  author: person('maya'),
  postCount: 4,
  lastPostAt: '2026-11-20T10:00:00.000Z',
  isPinned: true,
  isLocked: false,
  isClosed: false,
  isHidden: false,
};
