/** The rules of reading together, as a table: every kind of viewer against every ability. */
import { describe, expect, it } from 'vitest';
import { clubVisitor, type ClubState, type ClubViewer } from './clubs.policy.js';
import { pollLeaders, pollOutcome, readingAbilities, sectionOpen } from './reading.policy.js';

const club = (over: Partial<ClubState> = {}): ClubState => ({
  visibility: 'public',
  memberCount: 5,
  memberLimit: null,
  suspended: false,
  outsiderView: { description: true, currentBook: true, rules: false, members: false },
  ...over,
});
const user: ClubViewer = { userId: 'u', staff: { view: false, edit: false, delete: false } };
const staff: ClubViewer = { userId: 's', staff: { view: true, edit: true, delete: false } };

const who = {
  visitor: [clubVisitor, null],
  signedIn: [user, null],
  member: [user, { role: 'member', status: 'approved' }],
  moderator: [user, { role: 'moderator', status: 'approved' }],
  owner: [user, { role: 'owner', status: 'approved' }],
  banned: [user, { role: 'member', status: 'banned' }],
  pending: [user, { role: 'member', status: 'pending' }],
  staff: [staff, null],
} as const;

// view, vote, managePoll, editPlan, manageMeetings, rsvp, calendar, chooseShelf
const publicClub: Record<keyof typeof who, string> = {
  visitor: 'v.......',
  signedIn: 'v.......',
  member: 'vv...vvv',
  moderator: 'vvvvvvvv',
  owner: 'vvvvvvvv',
  banned: 'v.......',
  pending: 'v.......',
  staff: 'v.......',
};
const privateClub: Record<keyof typeof who, string> = {
  ...publicClub,
  visitor: '........',
  signedIn: '........',
  banned: '........',
  pending: '........',
};
const suspended: Record<keyof typeof who, string> = {
  visitor: 'v.......',
  signedIn: 'v.......',
  member: 'v.......',
  moderator: 'v.......',
  owner: 'v.......',
  banned: 'v.......',
  pending: 'v.......',
  staff: 'v.......',
};

const order = [
  'view',
  'vote',
  'managePoll',
  'editPlan',
  'manageMeetings',
  'rsvp',
  'calendar',
  'chooseShelf',
] as const;

function row(abilities: ReturnType<typeof readingAbilities>): string {
  return order.map((k) => (abilities[k] ? 'v' : '.')).join('');
}

describe('readingAbilities', () => {
  for (const [name, state, table] of [
    ['a public club', club(), publicClub],
    ['a private club', club({ visibility: 'private' }), privateClub],
    ['a suspended public club', club({ suspended: true }), suspended],
  ] as const)
    it.each(Object.keys(who) as (keyof typeof who)[])(`in ${name}: %s`, (key) => {
      const [viewer, membership] = who[key];
      expect(row(readingAbilities(viewer, state, membership))).toBe(table[key]);
    });
});

describe('polls', () => {
  it.each([
    [
      [
        { workId: 'a', votes: 3 },
        { workId: 'b', votes: 1 },
      ],
      ['a'],
    ],
    [
      [
        { workId: 'a', votes: 2 },
        { workId: 'b', votes: 2 },
      ],
      ['a', 'b'],
    ],
    [
      [
        { workId: 'a', votes: 0 },
        { workId: 'b', votes: 0 },
      ],
      ['a', 'b'],
    ],
  ])('leaders of %j are %j', (tally, leaders) => {
    expect(pollLeaders(tally)).toEqual(leaders);
  });

  it.each([
    [['a'], null, { kind: 'winner', workId: 'a' }],
    [['a'], 'a', { kind: 'winner', workId: 'a' }],
    [['a'], 'b', { kind: 'notTied' }],
    [['a', 'b'], null, { kind: 'tieNeedsWinner' }],
    [['a', 'b'], 'b', { kind: 'winner', workId: 'b' }],
    [['a', 'b'], 'c', { kind: 'notTied' }],
  ] as const)('leaders %j, host picks %s: %j', (leaders, pick, outcome) => {
    expect(pollOutcome([...leaders], pick)).toEqual(outcome);
  });

  it('opens a section from its day on', () => {
    expect(sectionOpen('2026-03-01', '2026-02-28')).toBe(false);
    expect(sectionOpen('2026-03-01', '2026-03-01')).toBe(true);
    expect(sectionOpen('2026-03-01', '2026-03-02')).toBe(true);
  });
});
