/** Paid clubs' rules (issue 12): who may price a club, who pays to join, and a membership's steps. */
import { describe, expect, it } from 'vitest';
import { effectivePermissions } from '../../../contracts/roles.js';
import {
  clubAbilities,
  clubViewerOf,
  clubVisitor,
  graceIsOver,
  monthlyPriceOf,
  paidMembershipStep,
  priceRefusal,
  pricePerMonthOf,
  unfulfilledReason,
  type ClubState,
  type MembershipState,
  type SubscriptionStatus,
} from './clubs.policy.js';
import { acceptRefusal, invitationAbilities } from './invitations.policy.js';

const viewer = (id: string) => clubViewerOf(id, effectivePermissions('user'));
const paidClub: ClubState = {
  visibility: 'public',
  memberCount: 3,
  memberLimit: 10,
  suspended: false,
  paid: true,
  outsiderView: { description: true, currentBook: true, rules: false, members: false },
};
const m = (role: MembershipState['role'], status: MembershipState['status']) => ({ role, status });

describe('priceRefusal', () => {
  it.each([
    [null, false, null],
    [undefined, false, null],
    [1500, true, null],
    [1500, false, 'needsClubHost'],
  ] as const)('price %s, Club Host %s → %s', (price, entitled, expected) => {
    expect(priceRefusal(price, entitled)).toBe(expected);
  });
});

describe('the price column', () => {
  it.each([
    [1500, '15.00'],
    [1950, '19.50'],
    [100, '1.00'],
    [null, null],
  ] as const)('%s cents is %s and back', (cents, column) => {
    expect(pricePerMonthOf(cents)).toBe(column);
    expect(monthlyPriceOf(column)).toBe(cents);
  });
});

describe('paying to join', () => {
  it.each([
    ['a visitor', clubVisitor, null, paidClub, false],
    ['an outsider', viewer('o'), null, paidClub, true],
    [
      'an outsider of a private paid club',
      viewer('o'),
      null,
      { ...paidClub, visibility: 'private' as const },
      true,
    ],
    ['a member', viewer('m'), m('member', 'approved'), paidClub, false],
    ['a suspended member', viewer('s'), m('member', 'suspended'), paidClub, true],
    ['a banned reader', viewer('b'), m('member', 'banned'), paidClub, false],
    ['an outsider of a full club', viewer('o'), null, { ...paidClub, memberCount: 10 }, false],
  ] as const)('%s: payToJoin is %s', (_who, v, membership, club, expected) => {
    const abilities = clubAbilities(v, club, membership);
    expect(abilities.payToJoin).toBe(expected);
    // Never straight in, never by a request.
    expect(abilities.join).toBe(false);
    expect(abilities.request).toBe(false);
  });

  it('lets only the owner see the members and payments, and only of a paid club', () => {
    expect(clubAbilities(viewer('h'), paidClub, m('owner', 'approved')).viewPayments).toBe(true);
    expect(clubAbilities(viewer('h'), paidClub, m('moderator', 'approved')).viewPayments).toBe(
      false,
    );
    expect(
      clubAbilities(viewer('h'), { ...paidClub, paid: false }, m('owner', 'approved')).viewPayments,
    ).toBe(false);
  });

  it('has no invitations into a paid club', () => {
    expect(invitationAbilities(viewer('h'), paidClub, m('owner', 'approved')).create).toBe(false);
    const now = new Date('2026-11-27T12:00:00Z');
    const invitation = {
      revokedAt: null,
      maxUses: null,
      useCount: 0,
      expiresAt: new Date(now.getTime() + 86_400_000),
    };
    expect(acceptRefusal(viewer('o'), paidClub, invitation, null, now)).toBe('unavailable');
  });
});

describe('paidMembershipStep', () => {
  const table: [SubscriptionStatus, SubscriptionStatus | null, string][] = [
    ['active', null, 'join'],
    ['active', 'incomplete', 'join'],
    ['active', 'active', 'none'],
    ['active', 'past_due', 'restore'],
    ['active', 'canceled', 'join'],
    ['past_due', 'active', 'grace'],
    ['past_due', 'past_due', 'none'],
    ['past_due', null, 'none'],
    ['canceled', 'active', 'lapse'],
    ['canceled', 'past_due', 'lapse'],
    ['canceled', 'canceled', 'none'],
    ['incomplete', null, 'none'],
  ];
  it.each(table)('%s after %s → %s', (status, previous, step) => {
    expect(paidMembershipStep(status, previous)).toBe(step);
  });
});

describe('graceIsOver', () => {
  const end = new Date('2026-12-01T00:00:00Z');
  it.each([
    [null, end, false],
    [end, new Date(end.getTime() - 1), false],
    [end, end, true],
    [end, new Date(end.getTime() + 1), true],
  ] as const)('grace until %s at %s → %s', (graceEndsAt, now, expected) => {
    expect(graceIsOver(graceEndsAt, now)).toBe(expected);
  });
});

describe('unfulfilledReason', () => {
  const full = { memberCount: 5, memberLimit: 5 };
  const room = { memberCount: 4, memberLimit: 5 };
  it.each([
    [room, { status: 'approved' }, null],
    [full, { status: 'approved' }, null],
    [full, { status: 'suspended' }, null],
    [null, null, 'clubDeleted'],
    [null, { status: 'approved' }, null],
    [full, { status: 'banned' }, 'banned'],
    [room, { status: 'banned' }, 'banned'],
    [full, null, 'full'],
    [full, { status: 'declined' }, 'full'],
    [room, null, 'notMember'],
    [{ memberCount: 9, memberLimit: null }, { status: 'pending' }, 'notMember'],
  ] as const)('club %o, membership %o: %s', (club, membership, expected) => {
    expect(unfulfilledReason(club, membership)).toBe(expected);
  });
});
