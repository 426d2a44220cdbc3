/**
 * The facts the ledger tells other modules (ledger-facts.ts): each once, in the event's
 * transaction; nothing for a redelivery or an event older than the subscription's last.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentDisputes } from '../../db/schema/payments.js';
import { deliver, events, scenario } from '../../test/payment-events.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { LedgerFact } from './ledger-facts.js';

let t: TestApp;
const told: LedgerFact[] = [];

beforeAll(async () => {
  t = await createTestApp();
  t.app.services.payments.onLedgerFact(async (_tx, fact) => {
    told.push(fact);
  });
});
afterAll(() => t.close());

const later = (ms: number) => new Date(t.clock.now().getTime() + ms);
const kinds = () => told.map((fact) => fact.kind);

describe('ledger facts', () => {
  it('tells a new subscription, its payment and its moves once each', async () => {
    told.length = 0;
    const user = await t.createUser();
    const s = scenario(user.id);
    const periodEnd = later(30 * 24 * 3_600_000);
    const created = events.subscription('created', s, later(-3_000), {
      status: 'incomplete',
      periodEnd,
    });
    const paid = events.invoice('paid', s, later(-2_000), {
      invoiceId: 'in_facts',
      paymentIntent: `pi_${s.subscriptionId}`,
      amount: 499,
      periodEnd,
    });
    await deliver(t, events.checkoutCompleted(s, later(-4_000)));
    for (const event of [created, paid, created, paid]) await deliver(t, event);
    expect(kinds()).toEqual(['subscription', 'subscription', 'payment']);
    expect(told[0]).toMatchObject({
      userId: user.id,
      planCode: 'reader_plus',
      previousStatus: null,
    });
    expect(told[1]).toMatchObject({ status: 'active', previousStatus: 'incomplete' });
    expect(told[2]).toMatchObject({ userId: user.id, amount: 499, purpose: 'subscription' });

    // Older than the last event applied: the subscription stays, and nothing is told.
    const stale = events.subscription('updated', s, later(-10_000), {
      status: 'past_due',
      periodEnd,
    });
    expect((await deliver(t, stale)).statusCode).toBe(200);
    expect(told).toHaveLength(3);
  });

  it('tells a refund only when more money went back, and a dispute once', async () => {
    told.length = 0;
    const user = await t.createUser();
    const s = scenario(user.id);
    const pi = `pi_${s.customerId}`;
    await deliver(t, events.purchaseCompleted(s, later(-4_000), pi, 1_000));
    const refund = events.chargeRefunded(s, later(-3_000), {
      paymentIntent: pi,
      amount: 1_000,
      refunds: [{ id: `re_${s.customerId}`, amount: 400 }],
    });
    await deliver(t, refund);
    // The same running total in a new event: no more money went back.
    await deliver(t, { ...refund, id: `evt_again_${s.customerId}` });
    const dispute = events.disputeCreated(later(-2_000), { paymentIntent: pi, amount: 1_000 });
    await deliver(t, dispute);
    await deliver(t, { ...dispute, id: `evt_dispute_again_${s.customerId}` });
    expect(kinds()).toEqual(['payment', 'refund', 'dispute']);
    expect(told[1]).toMatchObject({ userId: user.id, amount: 1_000, amountRefunded: 400 });
    expect(told[2]).toMatchObject({ userId: user.id, amount: 1_000, reason: 'fraudulent' });
  });
});

describe('disputes', () => {
  const statusOf = async (id: string) =>
    (
      await t.database.db
        .select({ status: paymentDisputes.status })
        .from(paymentDisputes)
        .where(eq(paymentDisputes.providerDisputeId, id))
    ).map((row) => row.status);

  it('moves a dispute on as the bank decides, never reopens a decided one, and tells it once', async () => {
    told.length = 0;
    const user = await t.createUser();
    const s = scenario(user.id);
    const pi = `pi_${s.customerId}`;
    await deliver(t, events.purchaseCompleted(s, later(-10_000), pi, 2_000));
    const fields = { id: `dp_${s.customerId}`, paymentIntent: pi, amount: 2_000 };
    await deliver(t, events.dispute('created', later(-9_000), fields));
    await deliver(
      t,
      events.dispute('updated', later(-8_000), { ...fields, status: 'under_review' }),
    );
    expect(await statusOf(fields.id)).toEqual(['under_review']);
    await deliver(t, events.dispute('closed', later(-7_000), { ...fields, status: 'won' }));
    // A late update from before the decision: the dispute stays won.
    await deliver(
      t,
      events.dispute('updated', later(-8_500), { ...fields, status: 'needs_response' }),
    );
    expect(await statusOf(fields.id)).toEqual(['won']);
    expect(kinds()).toEqual(['payment', 'dispute']);
  });

  it('records a dispute first heard of by its closing, and tells it then, once', async () => {
    told.length = 0;
    const user = await t.createUser();
    const s = scenario(user.id);
    const pi = `pi_${s.customerId}`;
    await deliver(t, events.purchaseCompleted(s, later(-10_000), pi, 700));
    const fields = { id: `dp_${s.customerId}`, paymentIntent: pi, amount: 700 };
    await deliver(t, events.dispute('closed', later(-5_000), { ...fields, status: 'lost' }));
    await deliver(t, events.dispute('created', later(-9_000), fields));
    expect(await statusOf(fields.id)).toEqual(['lost']);
    expect(kinds()).toEqual(['payment', 'dispute']);
    expect(told[1]).toMatchObject({ userId: user.id, status: 'lost' });
  });
});

describe('entitlements', () => {
  it('gives a plan’s features while its subscription is active or past due, and none after', async () => {
    const { entitlements } = t.app.services;
    const user = await t.createUser();
    const s = scenario(user.id, 'club_host');
    const periodEnd = later(30 * 24 * 3_600_000);
    expect(await entitlements.planOf(user.id)).toBe('reader');
    expect(await entitlements.has(user.id, 'reading_statistics')).toBe(false);
    await deliver(
      t,
      events.subscription('created', s, later(-3_000), { status: 'active', periodEnd }),
    );
    expect(await entitlements.planOf(user.id)).toBe('club_host');
    expect(await entitlements.has(user.id, 'paid_clubs')).toBe(true);
    expect(await entitlements.has(user.id, 'reading_statistics')).toBe(true);
    await deliver(
      t,
      events.subscription('updated', s, later(-2_000), { status: 'past_due', periodEnd }),
    );
    expect(await entitlements.has(user.id, 'paid_clubs')).toBe(true);
    await deliver(
      t,
      events.subscription('deleted', s, later(-1_000), { status: 'canceled', periodEnd }),
    );
    expect(await entitlements.planOf(user.id)).toBe('reader');
    expect(await entitlements.has(user.id, 'paid_clubs')).toBe(false);
  });
});
