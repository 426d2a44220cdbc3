import { describe, expect, it } from 'vitest';
import { planEditMessages } from '../../../contracts/payments-admin.js';
import {
  accessAfterRefund,
  decideRefund,
  lastTwelveMonths,
  monthlyShare,
  planPriceRefusal,
  refundableOf,
  type RefundState,
} from './payments.admin.policy.js';

const paid = (over: Partial<RefundState> = {}): RefundState => ({
  status: 'succeeded',
  amount: 1000,
  amountRefunded: 0,
  unrecordedRequests: 0,
  ...over,
});

describe('refunds', () => {
  it.each([
    ['nothing refunded yet', paid(), 1000],
    ['part refunded', paid({ amountRefunded: 300, status: 'partially_refunded' }), 700],
    ['a staff refund under way', paid({ amountRefunded: 300, unrecordedRequests: 200 }), 500],
    ['all refunded', paid({ amountRefunded: 1000, status: 'refunded' }), 0],
    ['a failed payment', paid({ status: 'failed' }), 0],
  ])('refundable: %s', (_name, state, left) => {
    expect(refundableOf(state)).toBe(left);
  });

  it.each([
    ['the whole by default', paid(), undefined, { kind: 'refund', amount: 1000, full: true }],
    ['a part', paid(), 400, { kind: 'refund', amount: 400, full: false }],
    [
      'the rest after a part',
      paid({ amountRefunded: 400 }),
      600,
      { kind: 'refund', amount: 600, full: true },
    ],
    ['more than left', paid({ amountRefunded: 400 }), 601, { kind: 'tooMuch', left: 600 }],
    [
      'more than left with one under way',
      paid({ unrecordedRequests: 900 }),
      200,
      { kind: 'tooMuch', left: 100 },
    ],
    ['nothing left', paid({ amountRefunded: 1000 }), 1, { kind: 'nothingLeft' }],
    ['a failed payment', paid({ status: 'failed' }), 1, { kind: 'notPaid' }],
  ] as const)('decides %s', (_name, state, requested, decision) => {
    expect(decideRefund(state, requested)).toEqual(decision);
  });

  it.each([
    [true, 'subscription', 'active', 'endNow'],
    [true, 'subscription', 'past_due', 'endNow'],
    [false, 'subscription', 'active', 'keep'],
    [true, 'subscription', 'canceled', 'keep'],
    [true, 'subscription', null, 'keep'],
    [true, 'purchase', null, 'keep'],
  ] as const)('full %s of a %s (%s) → %s', (full, purpose, subscriptionStatus, access) => {
    expect(accessAfterRefund({ full, purpose, subscriptionStatus })).toBe(access);
  });
});

describe('plans', () => {
  it.each([
    ['reader', 0, 0, null],
    ['reader', 100, 0, planEditMessages.freePlan],
    ['reader_plus', 599, 5990, null],
    ['reader_plus', 0, 5990, planEditMessages.paidPlan],
    ['club_host', 999, 0, planEditMessages.paidPlan],
  ] as const)('%s at %i/%i', (code, monthlyPrice, yearlyPrice, refusal) => {
    expect(planPriceRefusal(code, { monthlyPrice, yearlyPrice })).toBe(refusal);
  });

  it('counts a yearly subscription as a twelfth of its price in MRR', () => {
    const prices = { monthlyPrice: 499, yearlyPrice: 4990 };
    expect(monthlyShare('month', prices)).toBe(499);
    expect(monthlyShare(null, prices)).toBe(499);
    expect(monthlyShare('year', prices)).toBe(416);
  });
});

it('names the last twelve months, this one last, across a year', () => {
  const months = lastTwelveMonths(new Date('2026-02-15T10:00:00Z'));
  expect(months).toHaveLength(12);
  expect(months[0]).toBe('2025-03');
  expect(months.at(-1)).toBe('2026-02');
});
