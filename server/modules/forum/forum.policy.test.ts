import { describe, expect, it } from 'vitest';
import {
  authorMayModerate,
  announcedToEveryone,
  canCreateChapter,
  canMoveThreadInto,
  canSeeCommunity,
  needsClubMembership,
  canReadPost,
  fanOut,
  mentionedUsernames,
  pageCountOf,
  pageOfPost,
  postAbilities,
  postRangeOfPage,
  postTextError,
  replyRefusal,
  seenAsAnyMember,
  unreadCount,
  type ForumViewer,
} from './forum.policy.js';

const member: ForumViewer = { userId: 'm', moderator: false, banned: false };
const author: ForumViewer = { userId: 'a', moderator: false, banned: false };
const moderator: ForumViewer = { userId: 'mod', moderator: true, banned: false };
const banned: ForumViewer = { userId: 'b', moderator: false, banned: true };
const visitor: ForumViewer = { userId: null, moderator: false, banned: false };
const open = { authorId: 'a', isLocked: false, isClosed: false, isHidden: false };

describe('who may reply', () => {
  it.each([
    [visitor, open, 'signedOut'],
    [banned, open, 'banned'],
    [member, open, null],
    [member, { ...open, isLocked: true }, 'locked'],
    [member, { ...open, isClosed: true }, 'closed'],
    [member, { ...open, isLocked: true, isClosed: true }, 'locked'],
    [moderator, { ...open, isLocked: true }, null],
    [banned, { ...open, isLocked: true }, 'banned'],
  ] as const)('%o on %o: %s', (viewer, thread, expected) => {
    expect(replyRefusal(viewer, thread)).toBe(expected);
  });
});

describe('what a reader may do to a post', () => {
  const post = { authorId: 'a', isHidden: false };
  it.each([
    ['author', author, post, { edit: true, like: false, report: false, hide: false }],
    ['member', member, post, { edit: false, like: true, report: true, hide: false }],
    ['moderator', moderator, post, { edit: true, like: true, report: true, hide: true }],
    ['banned', banned, post, { edit: false, like: false, report: false, hide: false }],
    ['visitor', visitor, post, { edit: false, like: false, report: false, hide: false }],
    [
      'author, hidden',
      author,
      { ...post, isHidden: true },
      { edit: false, like: false, report: false, hide: false },
    ],
  ] as const)('%s', (_name, viewer, target, expected) => {
    expect(postAbilities(viewer, target, open)).toMatchObject(expected);
  });

  it('only moderators and the author read a hidden post', () => {
    const hidden = { authorId: 'a', isHidden: true };
    expect([visitor, member, author, moderator].map((v) => canReadPost(v, hidden))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('an author may only close and reopen', () => {
    expect(authorMayModerate({ isClosed: true })).toBe(true);
    expect(authorMayModerate({ isClosed: false, isPinned: undefined })).toBe(true);
    expect(authorMayModerate({ isPinned: true })).toBe(false);
    expect(authorMayModerate({ chapterId: 'x' })).toBe(false);
  });

  it('chapters: members where the community allows it, moderators anywhere, never banned', () => {
    const closed = { isHidden: false, membersCanCreateChapters: false, membersOfClubId: null };
    const allows = { isHidden: false, membersCanCreateChapters: true, membersOfClubId: null };
    expect(canCreateChapter(member, allows)).toBe(true);
    expect(canCreateChapter(member, closed)).toBe(false);
    expect(canCreateChapter(moderator, closed)).toBe(true);
    expect(canCreateChapter(banned, allows)).toBe(false);
    expect(canCreateChapter(visitor, allows)).toBe(false);
  });
});

describe('whose page may be made of posts as any member sees them', () => {
  const post = { authorId: 'a', isHidden: false, spoilerWorkId: null };
  it.each([
    ['a member, a post of another', member, post, null, false, true],
    ['a member who liked it', member, post, null, true, false],
    ['its author', author, post, null, false, false],
    ['its author, hidden', author, { ...post, isHidden: true }, null, false, false],
    ['a member, hidden', member, { ...post, isHidden: true }, null, false, true],
    ['the author of the post it quotes', member, post, 'm', false, false],
    ['a member, a quote of another', member, post, 'x', false, true],
    ['a member, a spoiler', member, { ...post, spoilerWorkId: 'w' }, null, false, false],
    ['a moderator', moderator, post, null, false, false],
    ['a banned member', banned, post, null, false, false],
    ['a visitor', visitor, post, null, false, false],
  ] as const)('%s: %s', (_name, viewer, target, quotedAuthorId, liked, expected) => {
    expect(seenAsAnyMember(viewer, target, quotedAuthorId, liked)).toBe(expected);
  });
});

describe('where a thread may move', () => {
  const shown = { isHidden: false, membersCanCreateChapters: true, membersOfClubId: null };
  const hidden = { isHidden: true, membersCanCreateChapters: false, membersOfClubId: null };
  it.each([
    ['moderator, a shown community', moderator, shown, true],
    ['moderator, a hidden community', moderator, hidden, true],
    ['moderator, no such chapter', moderator, null, false],
    ['author', author, shown, false],
    ['member', member, shown, false],
    ['banned', banned, shown, false],
    ['visitor', visitor, shown, false],
  ] as const)('%s', (_name, viewer, target, expected) => {
    expect(canMoveThreadInto(viewer, target)).toBe(expected);
  });
});

describe('pages of a thread', () => {
  it.each([
    [0, 1],
    [1, 1],
    [20, 1],
    [21, 2],
    [2_000_000, 100_000],
  ])('%i posts make %i pages', (posts, pages) => {
    expect(pageCountOf(posts)).toBe(pages);
  });
  it('post 41 is on page 3, which holds 41–60', () => {
    expect(pageOfPost(41)).toBe(3);
    expect(postRangeOfPage(3)).toEqual([41, 60]);
  });
  it('unread counts: null when never opened, never below zero', () => {
    expect(unreadCount(10, null)).toBeNull();
    expect(unreadCount(10, 4)).toBe(6);
    expect(unreadCount(10, 12)).toBe(0);
  });
});

describe('post text (SPEC §5)', () => {
  it.each([
    ['', 'Content is required'],
    ['   ', 'Content is required'],
    ['a', null],
    ['a'.repeat(10_000), null],
    ['a'.repeat(10_001), 'Content must be less than 10,000 characters'],
    ['😀'.repeat(10_000), null], // characters, not UTF-16 units
  ])('%#', (text, expected) => {
    expect(postTextError(text)).toBe(expected);
  });
});

describe('mentions', () => {
  it.each([
    ['hi @Ada and @bob_1', ['ada', 'bob_1']],
    ['@ada @ADA @ada', ['ada']],
    ['mail ada@example.com', []],
    ['(@ada)', ['ada']],
    ['@ab is too short', []],
    ['x@ada', []],
    ['Привет @ivan_2', ['ivan_2']],
  ])('%s', (text, expected) => {
    expect(mentionedUsernames(text)).toEqual(expected);
  });
});

describe('notification fan-out', () => {
  const base = {
    authorId: 'a',
    watchers: [],
    muted: [],
    mentioned: [],
    blockedAuthor: new Set<string>(),
  };
  it.each([
    [
      'watchers hear of a reply',
      { watchers: ['w1', 'w2'] },
      { mentions: [], replies: ['w1', 'w2'] },
    ],
    [
      'never the author',
      { watchers: ['a', 'w'], mentioned: ['a'] },
      { mentions: [], replies: ['w'] },
    ],
    [
      'a mention wins over a reply: once per post',
      { watchers: ['w'], mentioned: ['w'] },
      { mentions: ['w'], replies: [] },
    ],
    [
      'muted: no reply notice, but a mention',
      { watchers: [], muted: ['m'], mentioned: ['m'] },
      { mentions: ['m'], replies: [] },
    ],
    ['muted replies stay quiet', { muted: ['m'], watchers: ['m'] }, { mentions: [], replies: [] }],
    [
      'a member who blocked the author hears nothing',
      { watchers: ['x'], mentioned: ['x', 'y'], blockedAuthor: new Set(['x']) },
      { mentions: ['y'], replies: [] },
    ],
    [
      'duplicates count once',
      { watchers: ['w', 'w'], mentioned: ['n', 'n'] },
      { mentions: ['n'], replies: ['w'] },
    ],
    [
      'a private club’s thread tells its members alone, watching or named',
      {
        watchers: ['in', 'left'],
        mentioned: ['named-in', 'outsider'],
        readers: new Set(['in', 'named-in']),
      },
      { mentions: ['named-in'], replies: ['in'] },
    ],
    [
      'no readers at all: nobody is told',
      { watchers: ['w'], mentioned: ['n'], readers: new Set<string>() },
      { mentions: [], replies: [] },
    ],
  ] as const)('%s', (_name, input, expected) => {
    expect(fanOut({ ...base, ...input })).toEqual(expected);
  });
});

describe('who sees a community', () => {
  const open = { isHidden: false, membersCanCreateChapters: true, membersOfClubId: null };
  const hidden = { ...open, isHidden: true };
  const club = { ...open, membersCanCreateChapters: false, membersOfClubId: 'club' };
  const hiddenClub = { ...club, isHidden: true };
  it.each([
    ['a visitor, an open one', visitor, open, false, true],
    ['a member, a hidden one', member, hidden, false, false],
    ['a moderator, a hidden one', moderator, hidden, false, true],
    ['a visitor, a private club’s', visitor, club, false, false],
    ['a member outside the club', member, club, false, false],
    ['a member of the club', member, club, true, true],
    ['a banned member of the club (reads, may not write)', banned, club, true, true],
    ['a member of the club, hidden by moderators', member, hiddenClub, true, false],
    ['a moderator outside the club', moderator, club, false, true],
  ] as const)('%s', (_name, viewer, community, clubMember, expected) => {
    expect(canSeeCommunity(viewer, community, clubMember)).toBe(expected);
  });

  it('asks about club membership only for a member, of a private club, not moderating', () => {
    expect(needsClubMembership(member, club)).toBe(true);
    expect(needsClubMembership(member, open)).toBe(false);
    expect(needsClubMembership(visitor, club)).toBe(false);
    expect(needsClubMembership(moderator, club)).toBe(false);
  });

  it('announces new posts to every stream only where everyone may read', () => {
    expect(announcedToEveryone(open)).toBe(true);
    expect(announcedToEveryone(hidden)).toBe(false);
    expect(announcedToEveryone(club)).toBe(false);
  });
});
