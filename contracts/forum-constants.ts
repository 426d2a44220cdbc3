/**
 * The forum's numbers and messages without its schemas, so web pages can use them without
 * loading zod (decision 0006); contracts/forum.ts builds its schemas from them.
 */

/** Posts on one page of a thread; a thread's page N holds posts (N-1)·20+1 … N·20. */
export const forumPostsPerPage = 20;
/** Threads on one page of a chapter (pinned ones first). */
export const forumThreadsPerPage = 20;
/** The states the back-office's thread list filters by (20 threads a page, as a chapter). */
export const threadStateFilters = ['all', 'locked', 'closed', 'hidden', 'pinned'] as const;
export type ThreadStateFilter = (typeof threadStateFilters)[number];
/** Results on one page of forum search. */
export const forumSearchPageSize = 20;

export const forumLimits = {
  communityNameMin: 3,
  communityNameMax: 80,
  chapterTitleMin: 3,
  chapterTitleMax: 100,
  threadTitleMin: 3,
  threadTitleMax: 200,
  descriptionMax: 500,
  reportReasonMax: 500,
  /** The HTML the editor sends may carry markup around the 10,000 characters of text. */
  postHtmlMax: 60_000,
} as const;

export const forumMessages = {
  communityNameTooShort: 'Community name must be at least 3 characters',
  communityNameTooLong: 'Community name must be less than 80 characters',
  chapterTitleTooShort: 'Chapter title must be at least 3 characters',
  chapterTitleTooLong: 'Chapter title must be less than 100 characters',
  threadTitleTooShort: 'Title must be at least 3 characters',
  threadTitleTooLong: 'Title must be less than 200 characters',
  descriptionTooLong: 'Description must be less than 500 characters',
  reasonRequired: 'Please say what is wrong with this post',
  reasonTooLong: 'Reason must be less than 500 characters',
  threadLocked: 'This thread is locked',
  threadClosed: 'This thread is closed',
  chaptersClosed: 'Only moderators can start chapters in this community',
  bannedFromForum: 'You are banned from the forum',
  alreadyReported: 'You have already reported this post',
  slugTaken: 'That address is already taken',
} as const;

/**
 * A thread's on/off moderation changes, in the order moderators meet them (the thread's menu
 * and the back-office), with the words for doing and undoing each and what was done.
 */
export const threadToggles = [
  { field: 'isLocked', label: ['Lock', 'Unlock'], done: ['Thread unlocked', 'Thread locked'] },
  { field: 'isClosed', label: ['Close', 'Reopen'], done: ['Thread reopened', 'Thread closed'] },
  { field: 'isPinned', label: ['Pin', 'Unpin'], done: ['Thread unpinned', 'Thread pinned'] },
  { field: 'isHidden', label: ['Hide', 'Restore'], done: ['Thread restored', 'Thread hidden'] },
] as const;
