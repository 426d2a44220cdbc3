/**
 * The forum's back-office (issue 10, item 8): communities, threads, the reported posts queue,
 * bans, figures.
 */
import { threadStateFilters } from './forum-constants.js';
import { communitySchema, forumPersonSchema } from './forum.js';
import { z } from './zod.js';

export const adminCommunitiesSchema = z.object({ communities: z.array(communitySchema) });

export const forumReportSchema = z.object({
  id: z.uuid(),
  postId: z.uuid(),
  threadId: z.uuid(),
  threadTitle: z.string(),
  /** The thread is locked already (the queue offers to lock it otherwise). */
  threadIsLocked: z.boolean(),
  postNumber: z.number().int(),
  postExcerpt: z.string(),
  postIsHidden: z.boolean(),
  postAuthor: forumPersonSchema.nullable(),
  reporter: forumPersonSchema.nullable(),
  reason: z.string(),
  createdAt: z.string(),
  url: z.string(),
});
export type ForumReport = z.infer<typeof forumReportSchema>;

export const forumReportsSchema = z.object({ reports: z.array(forumReportSchema) });

export const resolveReportSchema = z.object({
  /** Hide the reported post as the report is closed, or dismiss it and leave the post. */
  action: z.enum(['hide', 'dismiss']),
});

export const forumBanSchema = z.object({
  member: forumPersonSchema,
  reason: z.string(),
  bannedBy: forumPersonSchema.nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export const forumBansSchema = z.object({ bans: z.array(forumBanSchema) });

export const banMemberSchema = z.object({
  username: z.string().trim().min(1).max(100),
  reason: z.string().trim().min(1, 'Please give a reason').max(500),
  /** Days the ban lasts; none: until lifted. */
  days: z.number().int().min(1).max(3650).nullable().default(null),
});

export const forumFiguresQuerySchema = z.object({
  days: z.coerce.number().int().min(7).max(365).default(30),
});

export const forumFiguresSchema = z.object({
  postsPerDay: z.array(z.object({ day: z.string(), posts: z.number().int() })),
  /** Members who posted in the window. */
  activeMembers: z.number().int(),
  topThreads: z.array(
    z.object({
      threadId: z.uuid(),
      title: z.string(),
      communityName: z.string(),
      posts: z.number().int(),
      url: z.string(),
    }),
  ),
});
export type ForumFigures = z.infer<typeof forumFiguresSchema>;

/** A post moderators hid, with where it was, for the back-office to restore. */
export const hiddenPostSchema = z.object({
  postId: z.uuid(),
  threadId: z.uuid(),
  threadTitle: z.string(),
  postNumber: z.number().int(),
  excerpt: z.string(),
  author: forumPersonSchema.nullable(),
  createdAt: z.string(),
  url: z.string(),
});
export type HiddenPost = z.infer<typeof hiddenPostSchema>;

export const hiddenPostsSchema = z.object({ posts: z.array(hiddenPostSchema) });

/** The back-office's thread search: title words, a community (by slug), a state, a page. */
export const adminThreadsQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
  community: z.string().trim().max(200).default(''),
  state: z.enum(threadStateFilters).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminThreadsQuery = z.infer<typeof adminThreadsQuerySchema>;

/** A thread as staff see it in the list: where it lives, who started it, its states. */
export const adminThreadSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  url: z.string(),
  community: z.object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    isHidden: z.boolean(),
  }),
  chapter: z.object({ id: z.uuid(), slug: z.string(), title: z.string() }),
  author: forumPersonSchema.nullable(),
  postCount: z.number().int(),
  lastPostAt: z.string(),
  isPinned: z.boolean(),
  isLocked: z.boolean(),
  isClosed: z.boolean(),
  isHidden: z.boolean(),
});
export type AdminThread = z.infer<typeof adminThreadSchema>;

export const adminThreadsSchema = z.object({
  threads: z.array(adminThreadSchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type AdminThreads = z.infer<typeof adminThreadsSchema>;
