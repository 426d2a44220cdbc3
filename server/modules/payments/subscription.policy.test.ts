/** The rules of managing a subscription and of the test provider's renewals, as tables. */
import { describe, expect, it } from 'vitest';
import { subscriptionMessages as m } from '../../../contracts/payments.js';
import {
  periodEndAfter,
  renewalStep,
  subscriptionAbilities,
  subscriptionActionRefusal,
  testCardOutcome,
  testCards,
  type ManagedState,
  type SubscriptionAction,
} from './payments.policy.js';

const now = new Date('2026-11-27T12:00:00Z');
const future = new Date('2026-12-27T12:00:00Z');
const past = new Date('2026-11-26T12:00:00Z');
const sub = (over: Partial<ManagedState> = {}): ManagedState => ({
  provider: 'test',
  planCode: 'reader_plus',
  interval: 'month',
  status: 'active',
  currentPeriodEnd: future,
  cancelAtPeriodEnd: false,
  ...over,
});
const cancel: SubscriptionAction = { kind: 'cancel' };
const resume: SubscriptionAction = { kind: 'resume' };
const toHost: SubscriptionAction = { kind: 'change', plan: 'club_host', interval: 'month' };
const toYearly: SubscriptionAction = { kind: 'change', plan: 'reader_plus', interval: 'year' };
const same: SubscriptionAction = { kind: 'change', plan: 'reader_plus', interval: 'month' };

describe('subscriptionActionRefusal', () => {
  it.each([
    ['no subscription', null, cancel, m.none],
    ['a canceled one', sub({ status: 'canceled' }), cancel, m.none],
    ['an incomplete one', sub({ status: 'incomplete' }), toHost, m.none],
    ['cancel an active one', sub(), cancel, null],
    ['cancel a past-due one', sub({ status: 'past_due' }), cancel, null],
    ['cancel twice', sub({ cancelAtPeriodEnd: true }), cancel, m.alreadyCancelling],
    ['resume a cancelling one', sub({ cancelAtPeriodEnd: true }), resume, null],
    ['resume one not cancelling', sub(), resume, m.notCancelling],
    [
      'resume after the period',
      sub({ cancelAtPeriodEnd: true, currentPeriodEnd: past }),
      resume,
      m.periodOver,
    ],
    ['change the plan', sub(), toHost, null],
    ['change the period', sub(), toYearly, null],
    ['change to the same', sub(), same, m.samePlan],
    ['change while cancelling', sub({ cancelAtPeriodEnd: true }), toHost, m.resumeFirst],
    ['change while past due', sub({ status: 'past_due' }), toHost, m.pastDue],
  ] as const)('%s', (_name, current, action, expected) => {
    expect(subscriptionActionRefusal(current, action, now)).toBe(expected);
  });
});

describe('subscriptionAbilities', () => {
  const provider = { usable: true, portal: false };
  it.each([
    ['none', null, provider, { cancel: false, resume: false, change: false, manageCards: false }],
    ['active', sub(), provider, { cancel: true, resume: false, change: true, manageCards: false }],
    [
      'cancelling',
      sub({ cancelAtPeriodEnd: true }),
      provider,
      { cancel: false, resume: true, change: false, manageCards: false },
    ],
    [
      'provider off',
      sub(),
      { usable: false, portal: false },
      { cancel: false, resume: false, change: false, manageCards: false },
    ],
    [
      'stripe',
      sub({ provider: 'stripe' }),
      { usable: true, portal: true },
      { cancel: true, resume: false, change: true, manageCards: true },
    ],
  ] as const)('%s', (_name, current, p, expected) => {
    expect(subscriptionAbilities(current, now, p)).toEqual(expected);
  });
});

describe('renewalStep', () => {
  const base = {
    status: 'active',
    currentPeriodEnd: past,
    cancelAtPeriodEnd: false,
    renewalDeclines: false,
  } as const;
  it.each([
    ['not due', { ...base, currentPeriodEnd: future }, 'none'],
    ['due', base, 'renew'],
    ['due, set to end', { ...base, cancelAtPeriodEnd: true }, 'end'],
    ['due, card declines', { ...base, renewalDeclines: true }, 'fail'],
    ['past due within the grace', { ...base, status: 'past_due' }, 'none'],
    [
      'past due after the grace',
      { ...base, status: 'past_due', currentPeriodEnd: new Date('2026-11-01T00:00:00Z') },
      'end',
    ],
    ['canceled', { ...base, status: 'canceled' }, 'none'],
  ] as const)('%s', (_name, s, expected) => {
    expect(renewalStep(s, now)).toBe(expected);
  });
});

describe('periodEndAfter', () => {
  it('adds a calendar month or year in UTC', () => {
    expect(periodEndAfter(now, 'month').toISOString()).toBe('2026-12-27T12:00:00.000Z');
    expect(periodEndAfter(now, 'year').toISOString()).toBe('2027-11-27T12:00:00.000Z');
  });
});

describe('the card that declines at renewal', () => {
  it('pays the checkout and is remembered as declining later', () => {
    expect(
      testCardOutcome({ cardNumber: testCards.declinesOnRenewal, expiry: '12/34', now }),
    ).toEqual({ kind: 'approved', declinesOnRenewal: true });
  });
});
