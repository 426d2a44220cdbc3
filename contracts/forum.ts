/**
 * The forum (issue 10; SPEC §2 `/forum/*`, §3 forum_threads, forum_posts, forum_thread_subscriptions,
 * forum_mentions; §5 post 1–10,000): communities hold chapters, chapters hold threads, threads
 * hold posts. What a reader may do to each thing comes with it as `abilities` (rule 6).
 */
import { forumLimits, forumMessages } from './forum-constants.js';
import { fieldMessages } from './messages.js';
import { spoilerInputSchema, spoilerSchema } from './spoilers.js';
import { z } from './zod.js';

export {
  forumLimits,
  forumMessages,
  forumPostsPerPage,
  forumSearchPageSize,
  forumThreadsPerPage,
} from './forum-constants.js';

const trimmed = (min: number, max: number, tooShort: string, tooLong: string) =>
  z.string().trim().min(min, tooShort).max(max, tooLong);

export const communityNameSchema = trimmed(
  forumLimits.communityNameMin,
  forumLimits.communityNameMax,
  forumMessages.communityNameTooShort,
  forumMessages.communityNameTooLong,
);
export const chapterTitleSchema = trimmed(
  forumLimits.chapterTitleMin,
  forumLimits.chapterTitleMax,
  forumMessages.chapterTitleTooShort,
  forumMessages.chapterTitleTooLong,
);
export const threadTitleSchema = trimmed(
  forumLimits.threadTitleMin,
  forumLimits.threadTitleMax,
  forumMessages.threadTitleTooShort,
  forumMessages.threadTitleTooLong,
);
export const forumDescriptionSchema = z
  .string()
  .trim()
  .max(forumLimits.descriptionMax, forumMessages.descriptionTooLong)
  .default('');

/**
 * A post's rich text as the editor sends it. The 1–10,000 rule (§5) is checked on its text once
 * sanitised, on the server; here only a ceiling on the markup and the "required" message.
 */
export const postBodySchema = z
  .string()
  .min(1, fieldMessages.contentRequired)
  .max(forumLimits.postHtmlMax, fieldMessages.contentTooLong);

export const forumPersonSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
});
export type ForumPerson = z.infer<typeof forumPersonSchema>;

export const communitySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  membersCanCreateChapters: z.boolean(),
  isHidden: z.boolean(),
  chapterCount: z.number().int(),
  threadCount: z.number().int(),
  postCount: z.number().int(),
  lastPostAt: z.string().nullable(),
});
export type Community = z.infer<typeof communitySchema>;

export const chapterSchema = z.object({
  id: z.uuid(),
  communityId: z.uuid(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  threadCount: z.number().int(),
  postCount: z.number().int(),
  lastPostAt: z.string().nullable(),
  /** Threads here with posts the reader has not seen (0 for visitors). */
  unreadThreads: z.number().int(),
});
export type Chapter = z.infer<typeof chapterSchema>;

export const threadSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  author: forumPersonSchema.nullable(),
  createdAt: z.string(),
  lastPostAt: z.string(),
  lastPoster: forumPersonSchema.nullable(),
  postCount: z.number().int(),
  isPinned: z.boolean(),
  isLocked: z.boolean(),
  isClosed: z.boolean(),
  isHidden: z.boolean(),
  /** Posts after the reader's read position; null when they never opened the thread. */
  unreadCount: z.number().int().nullable(),
  communitySlug: z.string(),
  chapterSlug: z.string(),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;

export const postSchema = z.object({
  id: z.uuid(),
  threadId: z.uuid(),
  number: z.number().int(),
  author: forumPersonSchema.nullable(),
  /** Sanitised HTML; empty when the post is hidden from this reader. */
  bodyHtml: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  isHidden: z.boolean(),
  likeCount: z.number().int(),
  likedByMe: z.boolean(),
  quote: z
    .object({ postId: z.uuid(), number: z.number().int(), author: z.string(), excerpt: z.string() })
    .nullable(),
  spoiler: spoilerSchema.nullable(),
  abilities: z.object({
    edit: z.boolean(),
    like: z.boolean(),
    report: z.boolean(),
    hide: z.boolean(),
    viewHistory: z.boolean(),
  }),
});
export type Post = z.infer<typeof postSchema>;

export const threadAbilitiesSchema = z.object({
  reply: z.boolean(),
  subscribe: z.boolean(),
  moderate: z.boolean(),
  close: z.boolean(),
});

export const threadPageSchema = z.object({
  thread: threadSummarySchema.extend({
    chapterId: z.uuid(),
    chapterTitle: z.string(),
    communityName: z.string(),
    /** The reader's subscription: watching, muted, or none. */
    subscription: z.enum(['watching', 'muted', 'none']),
    /** The last post number the reader has seen (0: none). */
    lastReadNumber: z.number().int(),
    abilities: threadAbilitiesSchema,
  }),
  posts: z.array(postSchema),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type ThreadPage = z.infer<typeof threadPageSchema>;

export const communityPageSchema = z.object({
  community: communitySchema,
  chapters: z.array(chapterSchema),
  latestThreads: z.array(threadSummarySchema),
  abilities: z.object({ createChapter: z.boolean(), moderate: z.boolean() }),
});
export type CommunityPage = z.infer<typeof communityPageSchema>;

export const chapterPageSchema = z.object({
  community: communitySchema,
  chapter: chapterSchema,
  threads: z.array(threadSummarySchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  abilities: z.object({ createThread: z.boolean(), moderate: z.boolean() }),
});
export type ChapterPage = z.infer<typeof chapterPageSchema>;

export const forumHomeSchema = z.object({
  communities: z.array(communitySchema),
  latestThreads: z.array(threadSummarySchema),
});
export type ForumHome = z.infer<typeof forumHomeSchema>;

/* Requests. */

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const communitySlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });
export const chapterParamsSchema = z.object({
  slug: z.string().min(1).max(200),
  chapterSlug: z.string().min(1).max(200),
});
export const idParamsSchema = z.object({ id: z.uuid() });

export const createCommunitySchema = z.object({
  name: communityNameSchema,
  description: forumDescriptionSchema,
  membersCanCreateChapters: z.boolean().default(true),
});
export const updateCommunitySchema = createCommunitySchema.partial().extend({
  isHidden: z.boolean().optional(),
});

export const createChapterSchema = z.object({
  title: chapterTitleSchema,
  description: forumDescriptionSchema,
});

export const createThreadSchema = z.object({
  title: threadTitleSchema,
  body: postBodySchema,
  spoiler: spoilerInputSchema.nullable().default(null),
});

export const createPostSchema = z.object({
  body: postBodySchema,
  quoteOf: z.uuid().nullable().default(null),
  spoiler: spoilerInputSchema.nullable().default(null),
});

export const editPostSchema = z.object({
  body: postBodySchema,
  spoiler: spoilerInputSchema.nullable().default(null),
});

export const reportPostSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, forumMessages.reasonRequired)
    .max(forumLimits.reportReasonMax, forumMessages.reasonTooLong),
});

export const hidePostSchema = z.object({ hidden: z.boolean() });

export const readPositionSchema = z.object({ postNumber: z.number().int().min(0).max(10_000_000) });

export const subscriptionSchema = z.object({ level: z.enum(['watching', 'muted', 'none']) });

/** What a moderator changes on a thread; the author may only close and reopen. */
export const moderateThreadSchema = z.object({
  isPinned: z.boolean().optional(),
  isLocked: z.boolean().optional(),
  isClosed: z.boolean().optional(),
  isHidden: z.boolean().optional(),
  /** Move the thread to this chapter. */
  chapterId: z.uuid().optional(),
});
export type ThreadChange = z.infer<typeof moderateThreadSchema>;

export const createdPostSchema = z.object({
  post: postSchema,
  page: z.number().int(),
});

export const createdThreadSchema = z.object({
  threadId: z.uuid(),
  url: z.string(),
});

export const createdChapterSchema = z.object({ chapter: chapterSchema, url: z.string() });

export const likeResultSchema = z.object({ likeCount: z.number().int(), likedByMe: z.boolean() });

export const firstUnreadSchema = z.object({ page: z.number().int(), postNumber: z.number().int() });

export const postRevisionsSchema = z.object({
  revisions: z.array(
    z.object({
      bodyHtml: z.string(),
      editedBy: forumPersonSchema.nullable(),
      createdAt: z.string(),
    }),
  ),
});

export const mentionSuggestionsQuerySchema = z.object({
  q: z.string().trim().min(1).max(50),
});
export const mentionSuggestionsSchema = z.object({ members: z.array(forumPersonSchema) });

/** The longest words, author and community a forum search takes. */
export const forumSearchLimits = { q: 200, author: 50, community: 200 } as const;

export const forumSearchQuerySchema = z.object({
  q: z.string().trim().max(forumSearchLimits.q).default(''),
  author: z.string().trim().max(forumSearchLimits.author).default(''),
  community: z.string().trim().max(forumSearchLimits.community).default(''),
  page: z.coerce.number().int().min(1).max(50).default(1),
});

/** A piece of a highlighted snippet: `hit` pieces matched the search words. */
export const snippetPieceSchema = z.object({ text: z.string(), hit: z.boolean() });

export const forumSearchResultSchema = z.object({
  threadId: z.uuid(),
  threadTitle: z.array(snippetPieceSchema),
  postId: z.uuid().nullable(),
  postNumber: z.number().int().nullable(),
  snippet: z.array(snippetPieceSchema),
  author: forumPersonSchema.nullable(),
  communityName: z.string(),
  communitySlug: z.string(),
  createdAt: z.string(),
  /** The post is a spoiler the reader has not reached: the snippet is withheld. */
  spoiler: spoilerSchema.nullable(),
  url: z.string(),
});
export type ForumSearchResult = z.infer<typeof forumSearchResultSchema>;

export const forumSearchPageSchema = z.object({
  results: z.array(forumSearchResultSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type ForumSearchPage = z.infer<typeof forumSearchPageSchema>;
