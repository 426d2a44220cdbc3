import { describe, expect, it } from 'vitest';
import type { ClubAbilities, ClubMember } from '../../../contracts/clubs.js';
import { effectivePermissions, type Role } from '../../../contracts/roles.js';
import {
  canListMembers,
  canSeeClub,
  clubAbilities,
  clubViewerOf,
  clubVisitor,
  deletionConfirmed,
  joinRefusal,
  memberAbilities,
  visibleParts,
  withoutStaff,
  type ClubState,
  type ClubViewer,
  type MembershipState,
} from './clubs.policy.js';

const viewer = (id: string, role: Role = 'user'): ClubViewer =>
  clubViewerOf(id, effectivePermissions(role));

const outsiderView = { description: true, currentBook: true, rules: false, members: false };
const publicClub: ClubState = {
  visibility: 'public',
  memberCount: 10,
  memberLimit: 50,
  suspended: false,
  outsiderView,
};
const privateClub: ClubState = { ...publicClub, visibility: 'private' };
const fullClub: ClubState = { ...publicClub, memberCount: 50 };
const suspended: ClubState = { ...publicClub, suspended: true };

const as = (role: MembershipState['role'], status: MembershipState['status'] = 'approved') => ({
  role,
  status,
});

/** Each actor: who they are and their membership of the club. */
const actors: Record<string, [ClubViewer, MembershipState | null]> = {
  visitor: [clubVisitor, null],
  outsider: [viewer('o'), null],
  pending: [viewer('p'), as('member', 'pending')],
  declined: [viewer('d'), as('member', 'declined')],
  banned: [viewer('b'), as('member', 'banned')],
  member: [viewer('m'), as('member')],
  moderator: [viewer('mod'), as('moderator')],
  owner: [viewer('own'), as('owner')],
  'admin (clubs_view, clubs_edit)': [viewer('a', 'admin'), null],
  'super_admin (all three)': [viewer('s', 'super_admin'), null],
  content_admin: [viewer('c', 'content_admin'), null],
  financial_admin: [viewer('f', 'financial_admin'), null],
  affiliate_admin: [viewer('af', 'affiliate_admin'), null],
  support_admin: [viewer('su', 'support_admin'), null],
};

const none: ClubAbilities = {
  join: false,
  request: false,
  payToJoin: false,
  viewPayments: false,
  cancelRequest: false,
  leave: false,
  viewInside: false,
  viewMembers: false,
  edit: false,
  manageRequests: false,
  removeMembers: false,
  banMembers: false,
  manageModerators: false,
  transferOwnership: false,
  delete: false,
};

/** The abilities named, all others false. */
function only(...names: (keyof ClubAbilities)[]): ClubAbilities {
  return { ...none, ...Object.fromEntries(names.map((name) => [name, true])) };
}

const hostWork = ['manageRequests', 'removeMembers'] as const;
const ownerWork = [...hostWork, 'edit', 'banMembers', 'manageModerators'] as const;
const seeAll = ['viewInside', 'viewMembers'] as const;

describe('what each actor may do to a public club', () => {
  const expected: Record<string, ClubAbilities> = {
    visitor: only(...seeAll),
    outsider: only('join', ...seeAll),
    pending: only('cancelRequest', ...seeAll),
    declined: only('join', ...seeAll),
    banned: only(...seeAll),
    member: only('leave', ...seeAll),
    moderator: only('leave', ...seeAll, ...hostWork),
    owner: only(...seeAll, ...ownerWork, 'transferOwnership', 'delete'),
    'admin (clubs_view, clubs_edit)': only('join', ...seeAll, ...ownerWork),
    'super_admin (all three)': only('join', ...seeAll, ...ownerWork, 'delete'),
    content_admin: only('join', ...seeAll),
    financial_admin: only('join', ...seeAll),
    affiliate_admin: only('join', ...seeAll),
    support_admin: only('join', ...seeAll),
  };
  it.each(Object.entries(actors))('%s', (name, [who, membership]) => {
    expect(clubAbilities(who, publicClub, membership)).toEqual(expected[name]);
  });
});

describe('what each actor may do to a private club', () => {
  const expected: Record<string, ClubAbilities> = {
    visitor: only(),
    outsider: only('request'),
    pending: only('cancelRequest'),
    declined: only('request'),
    banned: only(),
    member: only('leave', ...seeAll),
    moderator: only('leave', ...seeAll, ...hostWork),
    owner: only(...seeAll, ...ownerWork, 'transferOwnership', 'delete'),
    'admin (clubs_view, clubs_edit)': only('request', ...seeAll, ...ownerWork),
    'super_admin (all three)': only('request', ...seeAll, ...ownerWork, 'delete'),
    content_admin: only('request'),
    financial_admin: only('request'),
    affiliate_admin: only('request'),
    support_admin: only('request'),
  };
  it.each(Object.entries(actors))('%s', (name, [who, membership]) => {
    expect(clubAbilities(who, privateClub, membership)).toEqual(expected[name]);
  });

  it('shows outsiders what the hosts chose, members and staff everything', () => {
    const [outsider] = actors.outsider!;
    const [admin] = actors['admin (clubs_view, clubs_edit)']!;
    expect(visibleParts(outsider, privateClub, null)).toEqual(outsiderView);
    expect(visibleParts(outsider, privateClub, as('member', 'pending'))).toEqual(outsiderView);
    const all = { description: true, currentBook: true, rules: true, members: true };
    expect(visibleParts(outsider, privateClub, as('member'))).toEqual(all);
    expect(visibleParts(admin, privateClub, null)).toEqual(all);
    const showsMembers = { ...privateClub, outsiderView: { ...outsiderView, members: true } };
    expect(clubAbilities(outsider, showsMembers, null).viewMembers).toBe(true);
  });

  it('lists requests and bans to hosts and staff only', () => {
    const cases: [string, boolean, boolean][] = [
      ['outsider', false, false],
      ['member', true, false],
      ['moderator', true, true],
      ['owner', true, true],
      ['admin (clubs_view, clubs_edit)', true, true],
      ['content_admin', false, false],
    ];
    for (const [name, approved, pending] of cases) {
      const [who, membership] = actors[name]!;
      expect([name, canListMembers(who, privateClub, membership, 'approved')]).toEqual([
        name,
        approved,
      ]);
      expect([name, canListMembers(who, privateClub, membership, 'pending')]).toEqual([
        name,
        pending,
      ]);
      expect(canListMembers(who, privateClub, membership, 'banned')).toBe(pending);
    }
  });
});

describe('joining', () => {
  it.each([
    ['visitor', publicClub, 'signedOut'],
    ['outsider', publicClub, null],
    ['outsider', fullClub, 'full'],
    ['outsider', suspended, 'suspended'],
    ['member', publicClub, 'member'],
    ['pending', privateClub, 'pending'],
    ['declined', privateClub, null],
    ['banned', publicClub, 'banned'],
    ['banned', fullClub, 'banned'],
  ] as const)('%s, %o: %s', (name, club, refusal) => {
    const [who, membership] = actors[name]!;
    expect(joinRefusal(who, club, membership)).toBe(refusal);
  });

  it('a club without a limit is never full', () => {
    const [who] = actors.outsider!;
    const open = { ...publicClub, memberLimit: null, memberCount: 100_000 };
    expect(clubAbilities(who, open, null).join).toBe(true);
  });
});

describe('a suspended club', () => {
  it('is seen by staff with clubs_view only, and leaves its hosts nothing to do', () => {
    expect(canSeeClub(actors.owner![0], suspended)).toBe(false);
    expect(canSeeClub(actors['admin (clubs_view, clubs_edit)']![0], suspended)).toBe(true);
    expect(canSeeClub(actors.content_admin![0], suspended)).toBe(false);
    const [owner, membership] = actors.owner!;
    expect(clubAbilities(owner, suspended, membership)).toEqual(only(...seeAll));
    const [admin] = actors['admin (clubs_view, clubs_edit)']!;
    expect(clubAbilities(admin, suspended, null).edit).toBe(true);
  });
});

describe('what each actor may do to each member', () => {
  const targets = {
    request: { userId: 't1', ...as('member', 'pending') },
    member: { userId: 't2', ...as('member') },
    moderator: { userId: 't3', ...as('moderator') },
    owner: { userId: 't4', ...as('owner') },
    banned: { userId: 't5', ...as('member', 'banned') },
  };
  type Can = (keyof ClubMember['abilities'])[];
  const table: [string, Record<keyof typeof targets, Can>][] = [
    [
      'owner',
      {
        request: ['approve', 'decline', 'ban'],
        member: ['remove', 'ban', 'promote', 'makeOwner'],
        moderator: ['remove', 'ban', 'demote', 'makeOwner'],
        owner: [],
        banned: ['unban'],
      },
    ],
    [
      'moderator',
      {
        request: ['approve', 'decline'],
        member: ['remove'],
        moderator: [],
        owner: [],
        banned: [],
      },
    ],
    [
      'admin (clubs_view, clubs_edit)',
      {
        request: ['approve', 'decline', 'ban'],
        member: ['remove', 'ban', 'promote'],
        moderator: ['remove', 'ban', 'demote'],
        owner: [],
        banned: ['unban'],
      },
    ],
    ...(['member', 'outsider', 'visitor', 'banned', 'pending', 'content_admin'] as const).map(
      (name) =>
        [
          name,
          { request: [], member: [], moderator: [], owner: [], banned: [] } as Record<
            keyof typeof targets,
            Can
          >,
        ] as [string, Record<keyof typeof targets, Can>],
    ),
  ];
  it.each(table)('%s', (name, expected) => {
    const [who, membership] = actors[name]!;
    for (const [key, target] of Object.entries(targets)) {
      const granted = Object.entries(memberAbilities(who, publicClub, membership, target))
        .filter(([, yes]) => yes)
        .map(([ability]) => ability);
      expect([key, granted.sort()]).toEqual([
        key,
        [...expected[key as keyof typeof targets]].sort(),
      ]);
    }
  });

  it('nobody acts on themselves', () => {
    const [owner, membership] = actors.owner!;
    const self = { userId: 'own', ...as('owner') };
    expect(Object.values(memberAbilities(owner, publicClub, membership, self))).not.toContain(true);
  });
});

describe('staff actions, told apart for the audit log', () => {
  it('an owner acts by their place; staff by their permission', () => {
    const [admin] = actors['admin (clubs_view, clubs_edit)']!;
    const [owner, ownership] = actors.owner!;
    expect(clubAbilities(withoutStaff(admin), publicClub, null).edit).toBe(false);
    expect(clubAbilities(withoutStaff(owner), publicClub, ownership).edit).toBe(true);
  });
});

describe('deleting a club', () => {
  it.each([
    ['Night Owls', 'Night Owls', true],
    ['Night Owls', '  Night Owls ', true],
    ['Night Owls', 'night owls', false],
    ['Night Owls', '', false],
    ['نادي الرواية', 'نادي الرواية', true],
  ])('%s typed as %j: %s', (name, typed, confirmed) => {
    expect(deletionConfirmed(name, typed)).toBe(confirmed);
  });
});
