/**
 * The forum's rules (issue 10), pure: who may read, write and moderate what, how far a thread's
 * pages reach and who a reply notifies. (Whether a spoiler stays hidden is
 * server/platform/spoilers, shared with direct messages.)
 */
import { forumPostsPerPage } from '../../../contracts/forum-constants.js';
import { fieldLimits } from '../../../contracts/constants.js';
import { fieldMessages } from '../../../contracts/messages.js';
import type { Permission } from '../../../contracts/roles.js';

/** Who is looking: a visitor (no id) or a member, and whether they moderate the forum. */
export interface ForumViewer {
  userId: string | null;
  moderator: boolean;
  /** Banned from the forum: may read, may not write, like or report. */
  banned: boolean;
}

export const visitor: ForumViewer = { userId: null, moderator: false, banned: false };

/** Staff with content_forum moderate every community (SPEC §6). */
export function isForumModerator(permissions: ReadonlySet<Permission>): boolean {
  return permissions.has('content_forum');
}

/**
 * Any member who moderates nothing and is not banned: what they see of a post they neither
 * wrote nor liked, and whose quoted post they did not write, is the same for all of them.
 */
export const anyMember: ForumViewer = { userId: '', moderator: false, banned: false };

/**
 * Whether `post` looks to `viewer` as it does to `anyMember` — so the page of posts kept as
 * JSON for members serves them — or must be presented for them alone. A spoiler mark always
 * depends on the reader (their progress in its book).
 */
export function seenAsAnyMember(
  viewer: ForumViewer,
  post: PostState & { spoilerWorkId: string | null },
  quotedAuthorId: string | null,
  liked: boolean,
): boolean {
  if (!viewer.userId || viewer.moderator || viewer.banned || liked) return false;
  if (post.spoilerWorkId !== null) return false;
  return post.authorId !== viewer.userId && quotedAuthorId !== viewer.userId;
}

/** The viewer behind a request: a visitor, or a member with their rights and forum ban. */
export function readerOf(
  userId: string | null,
  permissions: ReadonlySet<Permission>,
  banned: boolean,
): ForumViewer {
  return userId ? { userId, moderator: isForumModerator(permissions), banned } : visitor;
}

export interface CommunityState {
  isHidden: boolean;
  membersCanCreateChapters: boolean;
  /** A private book club's community: its approved members alone read it (decision 0020). */
  membersOfClubId: string | null;
}

export interface ThreadState {
  authorId: string | null;
  isLocked: boolean;
  isClosed: boolean;
  isHidden: boolean;
}

export interface PostState {
  authorId: string | null;
  isHidden: boolean;
}

/**
 * A hidden community is there only for moderators; a private club's, only for the club's
 * approved members (`clubMember`, asked of the clubs module only for such a community) and
 * moderators. Anyone else gets a 404.
 */
export function canSeeCommunity(
  viewer: ForumViewer,
  community: CommunityState,
  clubMember = false,
): boolean {
  if (viewer.moderator) return true;
  return !community.isHidden && (community.membersOfClubId === null || clubMember);
}

/** Whether seeing `community` turns on the viewer's membership of a club, to be asked. */
export function needsClubMembership(viewer: ForumViewer, community: CommunityState): boolean {
  return community.membersOfClubId !== null && viewer.userId !== null && !viewer.moderator;
}

/** Whether a new post in the community may be announced to every open stream. */
export function announcedToEveryone(community: CommunityState): boolean {
  return !community.isHidden && community.membersOfClubId === null;
}

/** A hidden thread is there only for moderators. */
export function canSeeThread(viewer: ForumViewer, thread: Pick<ThreadState, 'isHidden'>): boolean {
  return !thread.isHidden || viewer.moderator;
}

/** A hidden post keeps its place; only moderators (and its author) read what it said. */
export function canReadPost(viewer: ForumViewer, post: PostState): boolean {
  return !post.isHidden || viewer.moderator || (!!viewer.userId && viewer.userId === post.authorId);
}

const canWrite = (viewer: ForumViewer) => viewer.userId !== null && !viewer.banned;

export function canCreateChapter(viewer: ForumViewer, community: CommunityState): boolean {
  return canWrite(viewer) && (viewer.moderator || community.membersCanCreateChapters);
}

export function canCreateThread(viewer: ForumViewer): boolean {
  return canWrite(viewer);
}

/** Why a reply is refused, or null when it may be written. */
export function replyRefusal(
  viewer: ForumViewer,
  thread: ThreadState,
): 'signedOut' | 'banned' | 'locked' | 'closed' | null {
  if (!viewer.userId) return 'signedOut';
  if (viewer.banned) return 'banned';
  if (viewer.moderator) return null;
  if (thread.isLocked) return 'locked';
  if (thread.isClosed) return 'closed';
  return null;
}

export function threadAbilities(viewer: ForumViewer, thread: ThreadState) {
  const member = viewer.userId !== null;
  return {
    reply: replyRefusal(viewer, thread) === null,
    subscribe: member,
    moderate: viewer.moderator,
    /** The thread's author may close and reopen it; moderators do anything. */
    close: viewer.moderator || (member && !viewer.banned && viewer.userId === thread.authorId),
  };
}

export function postAbilities(viewer: ForumViewer, post: PostState, thread: ThreadState) {
  const own = viewer.userId !== null && viewer.userId === post.authorId;
  const writer = canWrite(viewer);
  return {
    edit: writer && (viewer.moderator || (own && !post.isHidden && !thread.isLocked)),
    like: writer && !own && !post.isHidden,
    report: writer && !own && !post.isHidden,
    hide: viewer.moderator,
    viewHistory: viewer.moderator,
  };
}

/** The changes a thread's author (not a moderator) may make: closing and reopening only. */
export function authorMayModerate(change: Record<string, unknown>): boolean {
  return Object.entries(change).every(([key, value]) => value === undefined || key === 'isClosed');
}

/**
 * Whether a thread may move into a chapter of `target` (null: no such chapter). Moderators move
 * threads into any chapter they can see — another community's, or a hidden community's.
 */
export function canMoveThreadInto(viewer: ForumViewer, target: CommunityState | null): boolean {
  return viewer.moderator && target !== null && canSeeCommunity(viewer, target);
}

/** How many pages a thread of `postCount` posts has (at least one). */
export function pageCountOf(postCount: number): number {
  return Math.max(1, Math.ceil(postCount / forumPostsPerPage));
}

/** The page that holds post number `number`. */
export function pageOfPost(number: number): number {
  return Math.max(1, Math.ceil(number / forumPostsPerPage));
}

/** The post numbers on page `page`: [first, last]. */
export function postRangeOfPage(page: number): [number, number] {
  return [(page - 1) * forumPostsPerPage + 1, page * forumPostsPerPage];
}

/** SPEC §5: a post's text is 1–10,000 characters once its markup is gone. */
export function postTextError(text: string): string | null {
  const length = [...text.trim()].length;
  if (length === 0) return fieldMessages.contentRequired;
  if (length > fieldLimits.postMax) return fieldMessages.contentTooLong;
  return null;
}

/**
 * The usernames a post names: "@name" after a space, a line start or punctuation — never inside
 * an e-mail address — lower-cased and each once, at most `max` of them.
 */
export function mentionedUsernames(text: string, max = 20): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(
    /(?<![\p{L}\p{N}_@.])@([A-Za-z0-9_]{3,50})(?![A-Za-z0-9_])/gu,
  )) {
    found.add((match[1] ?? '').toLowerCase());
    if (found.size >= max) break;
  }
  return [...found];
}

export interface FanOutInput {
  authorId: string;
  /** Members watching the thread (is_active). */
  watchers: readonly string[];
  /** Members who muted the thread: a reply does not tell them, a mention still does. */
  muted: readonly string[];
  /** Members the post names. */
  mentioned: readonly string[];
  /** Members who blocked the author: told nothing at all. */
  blockedAuthor: ReadonlySet<string>;
  /**
   * Who may read the thread, when not everyone may (a private club's community: its approved
   * members); nobody else is told of it, watching or named. Null: every member.
   */
  readers?: ReadonlySet<string> | null;
}

/**
 * Who a new post notifies, and how: a mention wins over a reply (one notification per member
 * per post), never the author, never a member who blocked the author, and a muted thread's
 * replies stay quiet.
 */
export function fanOut(input: FanOutInput): { mentions: string[]; replies: string[] } {
  const excluded = (id: string) =>
    id === input.authorId ||
    input.blockedAuthor.has(id) ||
    (input.readers != null && !input.readers.has(id));
  const mentions = [...new Set(input.mentioned)].filter((id) => !excluded(id));
  const told = new Set(mentions);
  const muted = new Set(input.muted);
  const replies = [...new Set(input.watchers)].filter(
    (id) => !excluded(id) && !told.has(id) && !muted.has(id),
  );
  return { mentions, replies };
}

/** Posts after a reader's read position; null when they never opened the thread. */
export function unreadCount(postCount: number, lastReadNumber: number | null): number | null {
  if (lastReadNumber === null) return null;
  return Math.max(0, postCount - lastReadNumber);
}
