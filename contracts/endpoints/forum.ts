/** Endpoints of the forum (issue 10): reading is open to anyone, writing needs a member. */
import { anyone, defineEndpoints, member, staffWith } from './endpoint.js';

export const forumEndpoints = defineEndpoints('forum', {
  home: { method: 'GET', path: '/api/forum', access: anyone },
  community: { method: 'GET', path: '/api/forum/communities/:slug', access: anyone },
  chapter: {
    method: 'GET',
    path: '/api/forum/communities/:slug/chapters/:chapterSlug',
    access: anyone,
  },
  createChapter: { method: 'POST', path: '/api/forum/communities/:slug/chapters', access: member },
  createThread: { method: 'POST', path: '/api/forum/chapters/:id/threads', access: member },
  thread: { method: 'GET', path: '/api/forum/threads/:id', access: anyone },
  firstUnread: { method: 'GET', path: '/api/forum/threads/:id/first-unread', access: member },
  reply: { method: 'POST', path: '/api/forum/threads/:id/posts', access: member },
  moderateThread: { method: 'PATCH', path: '/api/forum/threads/:id', access: member },
  markRead: { method: 'PUT', path: '/api/forum/threads/:id/read', access: member },
  subscribe: { method: 'PUT', path: '/api/forum/threads/:id/subscription', access: member },
  editPost: { method: 'PATCH', path: '/api/forum/posts/:id', access: member },
  postRevisions: { method: 'GET', path: '/api/forum/posts/:id/revisions', access: member },
  like: { method: 'PUT', path: '/api/forum/posts/:id/like', access: member },
  unlike: { method: 'DELETE', path: '/api/forum/posts/:id/like', access: member },
  report: { method: 'POST', path: '/api/forum/posts/:id/reports', access: member },
  hidePost: { method: 'PUT', path: '/api/forum/posts/:id/hidden', access: member },
  mentionSuggestions: { method: 'GET', path: '/api/forum/mention-suggestions', access: member },
  search: { method: 'GET', path: '/api/forum/search', access: anyone },
  adminCommunities: {
    method: 'GET',
    path: '/api/admin/forum/communities',
    access: staffWith('content_forum'),
  },
  createCommunity: {
    method: 'POST',
    path: '/api/admin/forum/communities',
    access: staffWith('content_forum'),
  },
  updateCommunity: {
    method: 'PATCH',
    path: '/api/admin/forum/communities/:id',
    access: staffWith('content_forum'),
  },
  adminThreads: {
    method: 'GET',
    path: '/api/admin/forum/threads',
    access: staffWith('content_forum'),
  },
  adminModerateThread: {
    method: 'PATCH',
    path: '/api/admin/forum/threads/:id',
    access: staffWith('content_forum'),
  },
  reports: { method: 'GET', path: '/api/admin/forum/reports', access: staffWith('content_forum') },
  resolveReport: {
    method: 'POST',
    path: '/api/admin/forum/reports/:id/resolve',
    access: staffWith('content_forum'),
  },
  hiddenPosts: {
    method: 'GET',
    path: '/api/admin/forum/hidden-posts',
    access: staffWith('content_forum'),
  },
  bans: { method: 'GET', path: '/api/admin/forum/bans', access: staffWith('content_forum') },
  ban: { method: 'POST', path: '/api/admin/forum/bans', access: staffWith('content_forum') },
  unban: {
    method: 'DELETE',
    path: '/api/admin/forum/bans/:id',
    access: staffWith('content_forum'),
  },
  figures: {
    method: 'GET',
    path: '/api/admin/forum/figures',
    access: staffWith('analytics_forum'),
  },
});
