/**
 * Out-of-order and repeated delivery over HTTP (issue 12): after the checkout, a subscription's
 * events — created, renewed (invoice.paid), failed, cancelled, refunded — arrive in a random
 * order, some twice. The subscription ends in the state the latest event implies — where the
 * full refund of a payment of a running subscription is one such event, told before or after
 * the payment: the terms' refund policy ends it then — each renewal is one payment, the refunded one is refunded, and each event is
 * recorded once.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, payments, paymentSubscriptions } from '../../db/schema/payments.js';
import {
  deliver,
  events,
  scenario,
  type ProviderEvent,
  type Scenario,
} from '../../test/payment-events.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Kind = 'created' | 'renewed' | 'failed' | 'cancelled' | 'refunded';
const kinds: Kind[] = ['created', 'renewed', 'failed', 'cancelled', 'refunded'];
const implied = {
  created: 'active',
  renewed: 'active',
  failed: 'past_due',
  cancelled: 'canceled',
} as const;

interface Told {
  event: ProviderEvent;
  kind: Kind;
  second: number;
}

/** The events of one subscription, each at its own second, the refund of the first renewal. */
function history(s: Scenario, plan: { kind: Kind; second: number }[], base: number): Told[] {
  const when = (second: number) => new Date(base + second * 1000);
  const periodEnd = (second: number) => new Date(base + (second + 30 * 86_400) * 1000);
  const renewals = plan.filter((step) => step.kind === 'renewed');
  const refundOf = renewals[0] ? `pi_${s.subscriptionId}_${renewals[0].second}` : null;
  const eventsOf = ({ kind, second }: { kind: Kind; second: number }): ProviderEvent[] => {
    const fields = {
      invoiceId: `in_${s.subscriptionId}_${second}`,
      paymentIntent: `pi_${s.subscriptionId}_${second}`,
      amount: 499,
      periodEnd: periodEnd(second),
    };
    switch (kind) {
      case 'created':
        return [
          events.subscription('created', s, when(second), {
            status: 'active',
            periodEnd: periodEnd(second),
          }),
        ];
      case 'renewed':
        return [events.invoice('paid', s, when(second), fields)];
      case 'failed':
        return [events.invoice('payment_failed', s, when(second), fields)];
      case 'cancelled':
        return [
          events.subscription('deleted', s, when(second), {
            status: 'canceled',
            periodEnd: periodEnd(second),
          }),
        ];
      case 'refunded':
        return refundOf
          ? [
              events.chargeRefunded(s, when(second), {
                paymentIntent: refundOf,
                amount: 499,
                refunds: [{ id: `re_${second}`, amount: 499 }],
              }),
            ]
          : [];
    }
  };
  return plan.flatMap((step) => eventsOf(step).map((event) => ({ event, ...step })));
}

/**
 * The terms' refund policy, as the ledger meets the events: the full refund of the first
 * renewal ends the subscription once both are known — a refund and that renewal, whichever
 * came first — if the subscription, by the latest event told by then, is not canceled. The
 * provider then ends it now, after every event of the plan. A plan may refund the renewal
 * more than once (each refund in full): the first told is the one that counts.
 */
function endedByRefund(made: Told[], delivered: Told[]): boolean {
  const seen = new Set<string>();
  let latest: Told | null = null;
  // The renewal `history` refunds: the plan's first.
  const firstRenewal = made.find((told) => told.kind === 'renewed');
  const refunds = made.filter((told) => told.kind === 'refunded');
  if (!firstRenewal || refunds.length === 0) return false;
  for (const told of delivered) {
    if (seen.has(told.event.id)) continue;
    seen.add(told.event.id);
    if (told.kind !== 'refunded' && (!latest || told.second > latest.second)) latest = told;
    if (seen.has(firstRenewal.event.id) && refunds.some((refund) => seen.has(refund.event.id)))
      return implied[latest!.kind as keyof typeof implied] !== 'canceled';
  }
  return false;
}

const plans = fc
  .uniqueArray(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 8 })
  .chain((seconds) =>
    fc
      .tuple(
        fc.array(fc.constantFrom(...kinds), {
          minLength: seconds.length,
          maxLength: seconds.length,
        }),
        fc.func(fc.integer()),
        fc.array(fc.nat(), { maxLength: 3 }),
      )
      .map(([chosen, order, repeats]) => ({
        plan: seconds.map((second, i) => ({ kind: chosen[i]!, second })),
        order,
        repeats,
      })),
  );

describe('random delivery orders over HTTP', () => {
  it('end in the state the latest event implies, each event applied once', async () => {
    await fc.assert(
      fc.asyncProperty(plans, async ({ plan, order, repeats }) => {
        const user = await t.createUser();
        const s = scenario(user.id);
        // Whole seconds, as providers count time.
        const base = (Math.floor(t.clock.now().getTime() / 1000) - 200_000) * 1000;
        const made = history(s, plan, base);
        const shuffled = made
          .map((told, i) => ({ told, key: order(i) }))
          .sort((a, b) => a.key - b.key)
          .map(({ told }) => told);
        const told = [
          ...shuffled,
          ...repeats.flatMap((r) => (made.length ? [made[r % made.length]!] : [])),
        ];
        const delivered = [
          events.checkoutCompleted(s, new Date(base)),
          ...told.map((x) => x.event),
        ];
        for (const event of delivered) {
          const response = await deliver(t, event);
          expect(response.statusCode, `${event.type}: ${response.body}`).toBe(200);
        }

        const db = t.database.db;
        const [subscription] = await db
          .select()
          .from(paymentSubscriptions)
          .where(eq(paymentSubscriptions.providerSubscriptionId, s.subscriptionId));
        const steps = plan.filter((step) => step.kind !== 'refunded');
        if (steps.length === 0) expect(subscription).toBeUndefined();
        else if (endedByRefund(made, told)) {
          // Refunded in full while it ran: ended by the provider after all the plan's events.
          expect(subscription?.status).toBe('canceled');
          expect(subscription!.lastEventAt.getTime()).toBeGreaterThan(base + 100_000 * 1000);
        } else {
          const latest = steps.reduce((a, b) => (b.second > a.second ? b : a));
          expect(subscription?.status).toBe(implied[latest.kind as keyof typeof implied]);
          expect(subscription?.lastEventAt).toEqual(new Date(base + latest.second * 1000));
        }

        const rows = await db.select().from(payments).where(eq(payments.userId, user.id));
        const renewals = plan.filter((step) => step.kind === 'renewed');
        expect(rows.length).toBe(renewals.length);
        for (const row of rows) {
          expect(row).toMatchObject({
            purpose: 'subscription',
            subscriptionId: subscription!.id,
            amount: 499,
          });
          const refunded =
            plan.some((step) => step.kind === 'refunded') &&
            row.providerPaymentId.endsWith(`_${renewals[0]!.second}`);
          expect(row.status).toBe(refunded ? 'refunded' : 'succeeded');
        }

        const recorded = await db.select({ id: paymentEvents.providerEventId }).from(paymentEvents);
        const ids = new Set(recorded.map((row) => row.id));
        expect(delivered.every((event) => ids.has(event.id))).toBe(true);
        expect(recorded.length).toBe(ids.size);
      }),
      { numRuns: 30 },
    );
  }, 180_000);
});
