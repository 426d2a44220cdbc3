/**
 * The subscription rules, pure: a table of single steps, and properties over random deliveries —
 * whatever order a subscription's events arrive in, it ends in the state the event with the latest
 * `created` implies.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hostShare,
  nextDisputeStatus,
  nextPayoutStatus,
  nextSubscriptionState,
  paymentStatusAfterRefunds,
  subscriptionStatusOf,
  testPayoutDue,
  type PayoutStatus,
  type SubscriptionEvent,
  type SubscriptionState,
  type SubscriptionStatus,
} from './payments.policy.js';

const t0 = Date.UTC(2026, 10, 1);
const at = (s: number) => new Date(t0 + s * 1000);
const periodEnd = at(30 * 86_400);

const state = (fields: Partial<SubscriptionState> = {}): SubscriptionState => ({
  status: 'active',
  currentPeriodEnd: periodEnd,
  cancelAtPeriodEnd: false,
  lastEventAt: at(100),
  ...fields,
});

describe('nextSubscriptionState, step by step', () => {
  const cases: [string, SubscriptionState | null, SubscriptionEvent, Partial<SubscriptionState>][] =
    [
      [
        'a first renewal makes it active',
        null,
        { kind: 'renewed', at: at(1), periodEnd },
        { status: 'active', currentPeriodEnd: periodEnd, lastEventAt: at(1) },
      ],
      [
        'a first failure makes it past due',
        null,
        { kind: 'paymentFailed', at: at(1) },
        { status: 'past_due', currentPeriodEnd: null },
      ],
      [
        'a failed payment makes it past due',
        state(),
        { kind: 'paymentFailed', at: at(200) },
        { status: 'past_due', currentPeriodEnd: periodEnd },
      ],
      [
        'a renewal after a failure makes it active, the period extended',
        state({ status: 'past_due' }),
        { kind: 'renewed', at: at(200), periodEnd: at(60 * 86_400) },
        { status: 'active', currentPeriodEnd: at(60 * 86_400) },
      ],
      [
        'a renewal never shortens the period',
        state(),
        { kind: 'renewed', at: at(200), periodEnd: at(5) },
        { currentPeriodEnd: periodEnd },
      ],
      [
        'a snapshot says it all',
        state(),
        {
          kind: 'snapshot',
          at: at(200),
          status: 'canceled',
          currentPeriodEnd: at(7),
          cancelAtPeriodEnd: true,
        },
        { status: 'canceled', currentPeriodEnd: at(7), cancelAtPeriodEnd: true },
      ],
      [
        'an older event is ignored',
        state({ status: 'canceled' }),
        { kind: 'renewed', at: at(99), periodEnd },
        { status: 'canceled', lastEventAt: at(100) },
      ],
      [
        'an event of the same second is applied',
        state(),
        { kind: 'paymentFailed', at: at(100) },
        { status: 'past_due' },
      ],
    ];
  it.each(cases)('%s', (_name, current, event, expected) => {
    expect(nextSubscriptionState(current, event)).toMatchObject(expected);
  });

  it("maps Stripe's statuses onto ours", () => {
    expect(
      [
        'active',
        'trialing',
        'past_due',
        'unpaid',
        'canceled',
        'incomplete_expired',
        'incomplete',
        'paused',
      ].map(subscriptionStatusOf),
    ).toEqual([
      'active',
      'active',
      'past_due',
      'past_due',
      'canceled',
      'canceled',
      'incomplete',
      'incomplete',
    ]);
  });
});

const statusImplied = (event: SubscriptionEvent): SubscriptionStatus =>
  event.kind === 'snapshot' ? event.status : event.kind === 'renewed' ? 'active' : 'past_due';

/** The kinds of event one subscription meets: created, renewed, failed, cancelled. */
const eventAt = (kind: number, second: number, cancel: boolean): SubscriptionEvent => {
  const when = at(second);
  switch (kind) {
    case 0:
      return {
        kind: 'snapshot',
        at: when,
        status: 'active',
        currentPeriodEnd: at(second + 86_400),
        cancelAtPeriodEnd: cancel,
      };
    case 1:
      return { kind: 'renewed', at: when, periodEnd: at(second + 30 * 86_400) };
    case 2:
      return { kind: 'paymentFailed', at: when };
    default:
      return {
        kind: 'snapshot',
        at: when,
        status: 'canceled',
        currentPeriodEnd: at(second),
        cancelAtPeriodEnd: false,
      };
  }
};

/** Events at distinct seconds, and the order they are delivered in. */
const deliveries = fc
  .uniqueArray(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 12 })
  .chain((seconds) =>
    fc
      .tuple(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.boolean()), {
          minLength: seconds.length,
          maxLength: seconds.length,
        }),
        fc.shuffledSubarray(
          seconds.map((_, i) => i),
          { minLength: seconds.length },
        ),
      )
      .map(([kinds, order]) => {
        const made = seconds.map((second, i) => eventAt(kinds[i]![0], second, kinds[i]![1]));
        return { made, delivered: order.map((i) => made[i]!) };
      }),
  );

const fold = (list: SubscriptionEvent[]) =>
  list.reduce<SubscriptionState | null>(
    (current, event) => nextSubscriptionState(current, event),
    null,
  );

describe('nextSubscriptionState over random deliveries', () => {
  it('ends in the status the latest event implies, whatever the order', () => {
    fc.assert(
      fc.property(deliveries, ({ made, delivered }) => {
        const latest = made.reduce((a, b) => (b.at > a.at ? b : a));
        const final = fold(delivered)!;
        expect(final.status).toBe(statusImplied(latest));
        expect(final.lastEventAt).toEqual(latest.at);
        if (latest.kind === 'snapshot') {
          expect(final.cancelAtPeriodEnd).toBe(latest.cancelAtPeriodEnd);
          expect(final.currentPeriodEnd).toEqual(latest.currentPeriodEnd);
        }
      }),
      { numRuns: 1_000 },
    );
  });

  it('gives the same status and last event for every order of the same events', () => {
    fc.assert(
      fc.property(deliveries, ({ made, delivered }) => {
        const inOrder = fold([...made].sort((a, b) => a.at.getTime() - b.at.getTime()))!;
        const shuffled = fold(delivered)!;
        expect({ status: shuffled.status, last: shuffled.lastEventAt }).toEqual({
          status: inOrder.status,
          last: inOrder.lastEventAt,
        });
      }),
      { numRuns: 1_000 },
    );
  });

  it('never lets an event older than the last one applied change anything', () => {
    fc.assert(
      fc.property(deliveries, fc.integer({ min: 1, max: 1_000 }), ({ delivered }, back) => {
        const current = fold(delivered)!;
        const stale = eventAt(back % 4, (current.lastEventAt.getTime() - t0) / 1000 - back, false);
        expect(nextSubscriptionState(current, stale)).toBe(current);
      }),
      { numRuns: 500 },
    );
  });
});

describe('paymentStatusAfterRefunds', () => {
  it('is succeeded with nothing back, refunded with all back, partially between', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (amount, back) => {
          const refunded = Math.min(amount, back);
          const status = paymentStatusAfterRefunds(amount, refunded);
          expect(status).toBe(
            refunded === 0 ? 'succeeded' : refunded === amount ? 'refunded' : 'partially_refunded',
          );
        },
      ),
    );
  });
});

describe('nextDisputeStatus', () => {
  it.each([
    ['needs_response', 'under_review', 'under_review'],
    ['under_review', 'won', 'won'],
    ['needs_response', 'lost', 'lost'],
    // Decided stays decided: a late word from before the decision changes nothing.
    ['won', 'needs_response', 'won'],
    ['lost', 'under_review', 'lost'],
    ['warning_closed', 'warning_needs_response', 'warning_closed'],
    // A decision told again (or corrected) is taken.
    ['won', 'lost', 'lost'],
  ])('%s, then told %s: %s', (current, incoming, next) => {
    expect(nextDisputeStatus(current, incoming)).toBe(next);
  });
});

describe('payouts', () => {
  it.each([
    ['pending', 'in_transit', 'in_transit'],
    ['in_transit', 'paid', 'paid'],
    ['paid', 'in_transit', 'paid'],
    ['paid', 'pending', 'paid'],
    // The bank sends it back days after Stripe called it paid.
    ['paid', 'failed', 'failed'],
    ['failed', 'paid', 'failed'],
    ['canceled', 'failed', 'canceled'],
    ['failed', 'in_transit', 'failed'],
  ] as const)('moves a %s payout told %s to %s', (current, incoming, next) => {
    expect(nextPayoutStatus(current, incoming)).toBe(next);
  });

  it('ends a payout in its furthest status whatever order its events come in', () => {
    const statuses: PayoutStatus[] = ['pending', 'in_transit', 'paid', 'failed'];
    fc.assert(
      fc.property(fc.shuffledSubarray(statuses, { minLength: 1 }), (told) => {
        const end = told.slice(1).reduce(nextPayoutStatus, told[0]!);
        const furthest = [...told].sort((a, b) => statuses.indexOf(b) - statuses.indexOf(a))[0];
        expect(end).toBe(furthest);
      }),
    );
  });

  it('pays a test account out once a day, only with a balance', () => {
    const now = new Date('2026-11-27T09:00:00Z');
    expect(testPayoutDue({ balance: 100, lastPayoutAt: null }, now)).toBe(true);
    expect(testPayoutDue({ balance: 0, lastPayoutAt: null }, now)).toBe(false);
    expect(testPayoutDue({ balance: -50, lastPayoutAt: null }, now)).toBe(false);
    expect(
      testPayoutDue({ balance: 100, lastPayoutAt: new Date('2026-11-27T00:10:00Z') }, now),
    ).toBe(false);
    expect(
      testPayoutDue({ balance: 100, lastPayoutAt: new Date('2026-11-26T23:59:00Z') }, now),
    ).toBe(true);
  });

  it('owes a host what was kept of a payment, less the platform fee on it', () => {
    expect(hostShare({ amount: 1500, amountRefunded: 0 }, 10)).toBe(1350);
    expect(hostShare({ amount: 1500, amountRefunded: 500 }, 10)).toBe(900);
    expect(hostShare({ amount: 1500, amountRefunded: 1500 }, 10)).toBe(0);
    expect(hostShare({ amount: 999, amountRefunded: 0 }, 12.5)).toBe(874);
  });
});
