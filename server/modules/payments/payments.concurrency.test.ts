/**
 * Exactly once under concurrency (issue 12): one event delivered 20 times at once is applied
 * once — one event row, one payment — and 20 renewals of a subscription nobody has seen yet,
 * arriving together, make one subscription and 20 payments; an invoice paid and failed at once
 * ends paid, and a payout told paid and failed at once is one row that ends failed.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  paymentEvents,
  paymentInvoices,
  paymentPayouts,
  payments,
  paymentSubscriptions,
} from '../../db/schema/payments.js';
import { deliver, events, scenario } from '../../test/payment-events.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// PGlite runs one statement at a time on one connection, so deliveries there never overlap
// inside the database; the race needs a pool of connections, which only PostgreSQL gives.
describe.skipIf(!process.env.TEST_DATABASE_URL)('webhooks under concurrency on PostgreSQL', () => {
  it('applies one event delivered 20 times at once exactly once', async () => {
    const user = await t.createUser();
    const s = scenario(user.id);
    const pi = `pi_${s.customerId}`;
    const event = events.purchaseCompleted(s, t.clock.now(), pi, 2_000);
    const responses = await Promise.all(Array.from({ length: 20 }, () => deliver(t, event)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(responses.filter((r) => r.json().duplicate === false)).toHaveLength(1);
    const db = t.database.db;
    expect(
      await db.select().from(paymentEvents).where(eq(paymentEvents.providerEventId, event.id)),
    ).toHaveLength(1);
    expect(await db.select().from(payments).where(eq(payments.providerPaymentId, pi))).toEqual([
      expect.objectContaining({ amount: 2_000, status: 'succeeded', userId: user.id }),
    ]);
  }, 60_000);

  it('makes one subscription of 20 first renewals arriving together', async () => {
    const user = await t.createUser();
    const s = scenario(user.id);
    const now = Math.floor(t.clock.now().getTime() / 1000) * 1000;
    const renewals = Array.from({ length: 20 }, (_, i) =>
      events.invoice('paid', s, new Date(now - (20 - i) * 1000), {
        invoiceId: `in_${s.subscriptionId}_${i}`,
        paymentIntent: `pi_${s.subscriptionId}_${i}`,
        amount: 499,
        periodEnd: new Date(now + (i + 1) * 86_400_000),
      }),
    );
    const responses = await Promise.all(renewals.map((event) => deliver(t, event)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const db = t.database.db;
    const subscriptions = await db
      .select()
      .from(paymentSubscriptions)
      .where(eq(paymentSubscriptions.providerSubscriptionId, s.subscriptionId));
    expect(subscriptions).toHaveLength(1);
    // The newest renewal's time and the furthest period, whatever order the locks gave.
    expect(subscriptions[0]).toMatchObject({
      status: 'active',
      lastEventAt: new Date(now - 1000),
      currentPeriodEnd: new Date(now + 20 * 86_400_000),
    });
    const paid = await db.select().from(payments).where(eq(payments.userId, user.id));
    expect(paid).toHaveLength(20);
    expect(new Set(paid.map((p) => p.subscriptionId))).toEqual(new Set([subscriptions[0]!.id]));
  }, 60_000);

  it('ends an invoice told paid and failed at once as paid, one row and one payment', async () => {
    const user = await t.createUser();
    const s = scenario(user.id);
    const now = Math.floor(t.clock.now().getTime() / 1000) * 1000;
    const fields = {
      invoiceId: `in_${s.subscriptionId}_race`,
      paymentIntent: `pi_${s.subscriptionId}_race`,
      amount: 499,
      periodEnd: new Date(now + 30 * 86_400_000),
    };
    // Stripe retries a failed charge, and the retry succeeds: both events race here.
    const told = Array.from({ length: 10 }, (_, i) =>
      events.invoice(i % 2 ? 'paid' : 'payment_failed', s, new Date(now - (10 - i) * 1000), fields),
    );
    const responses = await Promise.all(told.map((event) => deliver(t, event)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const db = t.database.db;
    expect(
      await db.select().from(paymentInvoices).where(eq(paymentInvoices.userId, user.id)),
    ).toEqual([expect.objectContaining({ status: 'paid', amountPaid: 499, amountDue: 499 })]);
    expect(await db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(1);
  }, 60_000);

  it('records a payout told paid and failed at once once, ending failed', async () => {
    const payoutId = `po_race_${randomUUID()}`;
    const at = t.clock.now();
    const told = Array.from({ length: 10 }, (_, i) =>
      events.payout(i % 2 ? 'paid' : 'failed', new Date(at.getTime() + i * 1000), {
        payoutId,
        account: null,
        amount: 2_500,
        currency: 'usd',
        status: i % 2 ? 'paid' : 'failed',
        arrivalDate: at,
        ...(i % 2 ? {} : { failureMessage: 'No such account.' }),
      }),
    );
    const responses = await Promise.all(told.map((event) => deliver(t, event)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(
      await t.database.db
        .select()
        .from(paymentPayouts)
        .where(eq(paymentPayouts.providerPayoutId, payoutId)),
    ).toEqual([expect.objectContaining({ status: 'failed', failureMessage: 'No such account.' })]);
  }, 60_000);
});
