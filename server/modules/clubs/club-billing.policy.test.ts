/** A paying member's own view of their paid memberships, as a table. */
import { describe, expect, it } from 'vitest';
import {
  paidClubAbilities,
  paidClubStatusOf,
  paymentNeedsRemedy,
  viewerPaymentOf,
  type PaidStanding,
} from './club-billing.policy.js';

const graceEndsAt = new Date('2026-03-08T10:00:00.000Z');
const of = (paymentStanding: PaidStanding['paymentStanding'], role?: PaidStanding['role']) => ({
  paymentStanding,
  graceEndsAt: paymentStanding === 'grace' ? graceEndsAt : null,
  ...(role ? { role } : {}),
});

describe('the club page’s payment part', () => {
  it.each([
    ['a visitor or non-member', null, null, null],
    ['a free member', of(null), null, null],
    ['a paying member', of('active'), null, { standing: 'active', graceEndsAt: null, fix: null }],
    [
      'a member in grace',
      of('grace'),
      { fix: 'payDue' as const },
      { standing: 'grace', graceEndsAt: graceEndsAt.toISOString(), fix: 'payDue' },
    ],
    [
      'a suspended member with Stripe',
      of('suspended'),
      { fix: 'portal' as const },
      { standing: 'suspended', graceEndsAt: null, fix: 'portal' },
    ],
    [
      'a suspended member whose subscription ended',
      of('suspended'),
      null,
      { standing: 'suspended', graceEndsAt: null, fix: null },
    ],
  ])('%s', (_name, membership, subscription, expected) => {
    expect(viewerPaymentOf(membership, subscription)).toEqual(expected);
  });

  it('asks payments only for a member whose payment failed', () => {
    expect(
      [null, of(null), of('active'), of('grace'), of('suspended')].map(paymentNeedsRemedy),
    ).toEqual([false, false, false, true, true]);
  });
});

describe('a paid membership in the member’s list', () => {
  const active = { status: 'active' as const, cancelAtPeriodEnd: false, fix: null };
  const pastDue = { status: 'past_due' as const, cancelAtPeriodEnd: false, fix: 'payDue' as const };
  it.each([
    ['active', active, of('active'), 'active', { cancel: true, fixPayment: false }],
    [
      'ending',
      { ...active, cancelAtPeriodEnd: true },
      of('active'),
      'ending',
      { cancel: false, fixPayment: false },
    ],
    ['past due', pastDue, of('grace'), 'grace', { cancel: true, fixPayment: true }],
    ['suspended', pastDue, of('suspended'), 'suspended', { cancel: true, fixPayment: true }],
    [
      'past due where nothing can take the payment',
      { ...pastDue, fix: null },
      of('grace'),
      'grace',
      { cancel: true, fixPayment: false },
    ],
    ['left the club, still paid up', active, null, 'active', { cancel: true, fixPayment: false }],
    ['the owner', active, of('active', 'owner'), 'active', { cancel: false, fixPayment: false }],
  ] as const)('%s', (_name, subscription, membership, status, abilities) => {
    expect(paidClubStatusOf(subscription, membership)).toBe(status);
    expect(paidClubAbilities(subscription, membership)).toEqual(abilities);
  });
});
