/** The invitation rules as a table: states, who may make and revoke them, and who may accept. */
import { describe, expect, it } from 'vitest';
import {
  clubVisitor,
  type ClubState,
  type ClubViewer,
  type MembershipState,
} from './clubs.policy.js';
import {
  acceptRefusal,
  addressedTo,
  invitationAbilities,
  invitationState,
  viewedState,
  type InvitationFacts,
} from './invitations.policy.js';

const now = new Date('2026-11-27T12:00:00Z');
const later = new Date('2026-11-28T12:00:00Z');
const earlier = new Date('2026-11-26T12:00:00Z');

const open: InvitationFacts = { expiresAt: later, maxUses: 5, useCount: 2, revokedAt: null };
const club: ClubState = {
  visibility: 'private',
  memberCount: 3,
  memberLimit: 10,
  suspended: false,
  outsiderView: { description: true, currentBook: true, rules: false, members: false },
};
const reader: ClubViewer = { userId: 'u1', staff: clubVisitor.staff };
const staffViewer: ClubViewer = { userId: 'u9', staff: { view: true, edit: true, delete: true } };
const as = (role: MembershipState['role'], status: MembershipState['status'] = 'approved') => ({
  role,
  status,
});

describe('invitationState', () => {
  it.each([
    ['open', open, 'valid'],
    ['revoked', { ...open, revokedAt: earlier }, 'revoked'],
    ['expired', { ...open, expiresAt: earlier }, 'expired'],
    ['expiring this very moment', { ...open, expiresAt: now }, 'expired'],
    ['used up', { ...open, useCount: 5 }, 'used_up'],
    ['one use left', { ...open, useCount: 4 }, 'valid'],
    ['without a limit', { ...open, maxUses: null, useCount: 900 }, 'valid'],
    [
      'revoked and expired: revoked first',
      { ...open, revokedAt: earlier, expiresAt: earlier },
      'revoked',
    ],
  ] as const)('%s → %s', (_name, facts, state) => {
    expect(invitationState(facts, now)).toBe(state);
  });

  it('tells a member already in the club so, before anything else', () => {
    expect(viewedState({ ...open, revokedAt: earlier }, as('member'), now)).toBe('already_member');
    expect(viewedState(open, as('member', 'pending'), now)).toBe('valid');
  });
});

describe('invitationAbilities', () => {
  it.each([
    ['a visitor', clubVisitor, null, club, { create: false, revoke: false, list: false }],
    ['a reader outside', reader, null, club, { create: false, revoke: false, list: false }],
    ['a member', reader, as('member'), club, { create: false, revoke: false, list: false }],
    [
      'a pending moderator row',
      reader,
      as('moderator', 'pending'),
      club,
      { create: false, revoke: false, list: false },
    ],
    ['a moderator', reader, as('moderator'), club, { create: true, revoke: true, list: true }],
    ['the owner', reader, as('owner'), club, { create: true, revoke: true, list: true }],
    [
      'the owner of a suspended club',
      reader,
      as('owner'),
      { ...club, suspended: true },
      { create: false, revoke: false, list: false },
    ],
    [
      'a banned member',
      reader,
      as('member', 'banned'),
      club,
      { create: false, revoke: false, list: false },
    ],
    [
      'staff outside the club',
      staffViewer,
      null,
      club,
      { create: false, revoke: false, list: true },
    ],
  ] as const)('%s', (_name, viewer, membership, state, expected) => {
    expect(invitationAbilities(viewer, state, membership)).toEqual(expected);
  });
});

describe('acceptRefusal', () => {
  it.each([
    ['a reader, open invitation, private club', reader, club, open, null, null],
    ['a visitor', clubVisitor, club, open, null, 'signedOut'],
    ['a visitor, expired', clubVisitor, club, { ...open, expiresAt: earlier }, null, 'expired'],
    ['revoked', reader, club, { ...open, revokedAt: earlier }, null, 'revoked'],
    ['used up', reader, club, { ...open, useCount: 5 }, null, 'used_up'],
    ['already a member', reader, club, open, as('member'), 'already_member'],
    [
      'a pending request: the invitation lets them in',
      reader,
      club,
      open,
      as('member', 'pending'),
      null,
    ],
    [
      'declined before: the invitation lets them in',
      reader,
      club,
      open,
      as('member', 'declined'),
      null,
    ],
    ['banned', reader, club, open, as('member', 'banned'), 'banned'],
    ['full', reader, { ...club, memberCount: 10 }, open, null, 'full'],
    ['suspended', reader, { ...club, suspended: true }, open, null, 'unavailable'],
  ] as const)('%s → %s', (_name, viewer, state, facts, membership, refusal) => {
    expect(acceptRefusal(viewer, state, facts, membership, now)).toBe(refusal);
  });
});

describe('addressedTo', () => {
  it.each([
    ['a@x.org', 'A@X.org', true],
    ['a@x.org', 'b@x.org', false],
    [null, 'a@x.org', false],
    ['a@x.org', null, false],
  ] as const)('%s to %s → %s', (invited, mine, expected) => {
    expect(addressedTo(invited, mine)).toBe(expected);
  });
});
