/**
 * The payments webhook over HTTP (issue 12): a request whose signature is missing, wrong, over
 * another body or older than five minutes is refused with 400 and writes nothing; a signed event
 * is applied once, whichever provider signed it, and without the CSRF header a browser sends.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  paymentCustomers,
  paymentDisputes,
  paymentRefunds,
  payments,
  paymentSubscriptions,
} from '../../db/schema/payments.js';
import { ledgerCounts } from '../../test/payment-ledger.js';
import { deliver, deliverRaw, events, scenario } from '../../test/payment-events.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signEvent } from './test-provider.js';

const stripeSecret = 'whsec_stripe0000000000000000000000';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ STRIPE_WEBHOOK_SECRET: stripeSecret });
});
afterAll(() => t.close());

const minute = 60_000;
const later = (ms: number) => new Date(t.clock.now().getTime() + ms);
const errorOf = (response: { json(): unknown }) =>
  (response.json() as { error: { code: string; message: string } }).error;

describe('webhook refusals', () => {
  async function refused(send: () => Promise<{ statusCode: number; json(): unknown }>) {
    const before = await ledgerCounts(t.database);
    const response = await send();
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('SIGNATURE_INVALID');
    expect(await ledgerCounts(t.database)).toEqual(before);
    return errorOf(response).message;
  }

  it('refuses an event without a signature', async () => {
    const user = await t.createUser();
    const event = events.checkoutCompleted(scenario(user.id), t.clock.now());
    const message = await refused(() => deliverRaw(t, 'test', JSON.stringify(event), null));
    expect(message).toMatch(/Stripe-Signature header is missing/);
  });

  it('refuses an event signed with another secret', async () => {
    const user = await t.createUser();
    const event = events.checkoutCompleted(scenario(user.id), t.clock.now());
    await refused(() => deliver(t, event, { secret: 'whsec_not_ours_at_all_0000000000' }));
    // Each provider its own secret: Stripe's does not open the test provider, nor the reverse.
    await refused(() => deliver(t, event, { provider: 'test', secret: stripeSecret }));
    await refused(() =>
      deliver(t, event, { provider: 'stripe', secret: t.config.payments.testProviderSecret! }),
    );
  });

  it('refuses a body changed after signing', async () => {
    const user = await t.createUser();
    const event = events.purchaseCompleted(scenario(user.id), t.clock.now(), 'pi_tampered1', 500);
    const signed = signEvent(event, t.config.payments.testProviderSecret!, t.clock.now());
    const tampered = signed.payload.replace('"amount_total":500', '"amount_total":5');
    expect(tampered).not.toBe(signed.payload);
    await refused(() => deliverRaw(t, 'test', tampered, signed.signature));
  });

  it('refuses a signature older than five minutes, and takes one just inside', async () => {
    const user = await t.createUser();
    const s = scenario(user.id);
    const old = new Date(t.clock.now().getTime() - 5 * minute - 1_000);
    const message = await refused(() =>
      deliver(t, events.checkoutCompleted(s, old), { signedAt: old }),
    );
    expect(message).toMatch(/tolerance/i);
    const recent = new Date(t.clock.now().getTime() - 4 * minute);
    const taken = await deliver(t, events.checkoutCompleted(s, recent), { signedAt: recent });
    expect(taken.statusCode, taken.body).toBe(200);
  });

  it('refuses the garbage a signature check meets first: a header of nonsense, an empty body', async () => {
    await refused(() => deliverRaw(t, 'test', '{"id":"evt_1"}', 'nonsense'));
    await refused(() => deliverRaw(t, 'test', '', 't=1,v1=abc'));
  });

  it('answers a signed event it cannot read with 400, and records nothing of it', async () => {
    const before = await ledgerCounts(t.database);
    const event = events.purchaseCompleted(scenario(crypto.randomUUID()), t.clock.now(), 'pi_x', 1);
    (event.data.object as Record<string, unknown>).mode = 'barter';
    const response = await deliver(t, event);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    expect(await ledgerCounts(t.database)).toEqual(before);
  });
});

describe('applying events', () => {
  it('follows a subscription from checkout to renewal, once per event however often it comes', async () => {
    const user = await t.createUser();
    const s = scenario(user.id);
    const periodEnd = later(30 * 24 * 60 * minute);
    const sequence = [
      events.checkoutCompleted(s, later(-3_000)),
      events.subscription('created', s, later(-2_000), { status: 'incomplete', periodEnd }),
      events.invoice('paid', s, later(-1_000), {
        invoiceId: 'in_first',
        paymentIntent: `pi_${s.subscriptionId}`,
        amount: 499,
        periodEnd,
      }),
    ];
    for (const event of sequence) {
      const response = await deliver(t, event);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ received: true, duplicate: false });
    }
    const before = await ledgerCounts(t.database);
    for (const event of sequence) {
      const again = await deliver(t, event);
      expect(again.json()).toEqual({ received: true, duplicate: true });
    }
    expect(await ledgerCounts(t.database)).toEqual(before);

    const db = t.database.db;
    const [subscription] = await db
      .select()
      .from(paymentSubscriptions)
      .where(eq(paymentSubscriptions.providerSubscriptionId, s.subscriptionId));
    expect(subscription).toMatchObject({
      provider: 'test',
      userId: user.id,
      planCode: 'reader_plus',
      status: 'active',
      currentPeriodEnd: new Date(Math.floor(periodEnd.getTime() / 1000) * 1000),
    });
    const paid = await db.select().from(payments).where(eq(payments.userId, user.id));
    expect(paid).toEqual([
      expect.objectContaining({
        providerPaymentId: `pi_${s.subscriptionId}`,
        subscriptionId: subscription!.id,
        purpose: 'subscription',
        amount: 499,
        currency: 'usd',
        status: 'succeeded',
      }),
    ]);
    const customers = await db
      .select()
      .from(paymentCustomers)
      .where(eq(paymentCustomers.userId, user.id));
    expect(customers.map((c) => c.providerCustomerId)).toEqual([s.customerId]);
  });

  it('marks a subscription past due when its invoice fails, and canceled when it ends', async () => {
    const user = await t.createUser();
    const s = scenario(user.id);
    const periodEnd = later(30 * 24 * 60 * minute);
    await deliver(
      t,
      events.subscription('created', s, later(-3_000), { status: 'active', periodEnd }),
    );
    const fields = { invoiceId: 'in_fail', paymentIntent: 'pi_fail', amount: 499, periodEnd };
    await deliver(t, events.invoice('payment_failed', s, later(-2_000), fields));
    const status = async () =>
      (
        await t.database.db
          .select({ status: paymentSubscriptions.status })
          .from(paymentSubscriptions)
          .where(eq(paymentSubscriptions.providerSubscriptionId, s.subscriptionId))
      )[0]?.status;
    expect(await status()).toBe('past_due');
    await deliver(
      t,
      events.subscription('deleted', s, later(-1_000), { status: 'canceled', periodEnd }),
    );
    expect(await status()).toBe('canceled');
  });

  it('records a one-off purchase, its refunds (partial, then whole) and a dispute', async () => {
    const user = await t.createUser();
    const s = scenario(user.id);
    const pi = `pi_${s.customerId}`;
    const ok = await deliver(t, events.purchaseCompleted(s, later(-4_000), pi, 1_250));
    expect(ok.statusCode, ok.body).toBe(200);
    const payment = async () =>
      (await t.database.db.select().from(payments).where(eq(payments.providerPaymentId, pi)))[0];
    expect(await payment()).toMatchObject({
      purpose: 'purchase',
      amount: 1_250,
      currency: 'eur',
      status: 'succeeded',
    });

    const first = { id: `re_${s.customerId}_1`, amount: 250 };
    const second = { id: `re_${s.customerId}_2`, amount: 1_000 };
    const refund = (at: Date, refunds: { id: string; amount: number }[]) =>
      events.chargeRefunded(s, at, { paymentIntent: pi, amount: 1_250, currency: 'eur', refunds });
    await deliver(t, refund(later(-3_000), [first]));
    expect(await payment()).toMatchObject({ status: 'partially_refunded', amountRefunded: 250 });
    await deliver(t, refund(later(-2_000), [first, second]));
    expect(await payment()).toMatchObject({ status: 'refunded', amountRefunded: 1_250 });
    const refunds = await t.database.db
      .select({ id: paymentRefunds.providerRefundId, amount: paymentRefunds.amount })
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, (await payment())!.id));
    expect(refunds.sort((a, b) => a.amount - b.amount)).toEqual([first, second]);

    await deliver(t, events.disputeCreated(later(-1_000), { paymentIntent: pi, amount: 1_250 }));
    const disputes = await t.database.db
      .select()
      .from(paymentDisputes)
      .where(eq(paymentDisputes.providerPaymentId, pi));
    expect(disputes).toEqual([
      expect.objectContaining({ amount: 1_250, reason: 'fraudulent', status: 'needs_response' }),
    ]);
  });

  it("takes Stripe's events at the Stripe webhook, signed with Stripe's secret", async () => {
    const user = await t.createUser();
    const s = scenario(user.id);
    const response = await deliver(
      t,
      events.purchaseCompleted(s, t.clock.now(), `pi_${s.customerId}`, 900),
      {
        provider: 'stripe',
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(row).toMatchObject({ provider: 'stripe', amount: 900 });
  });

  it('records a payment of a member who has closed their account since, without them', async () => {
    const goneId = crypto.randomUUID();
    const s = scenario(goneId);
    const pi = `pi_${s.customerId}`;
    const response = await deliver(t, events.purchaseCompleted(s, t.clock.now(), pi, 300));
    expect(response.statusCode, response.body).toBe(200);
    const db = t.database.db;
    expect(await db.select().from(payments).where(eq(payments.providerPaymentId, pi))).toEqual([
      expect.objectContaining({ userId: null, amount: 300, status: 'succeeded' }),
    ]);
    expect(
      await db
        .select()
        .from(paymentCustomers)
        .where(eq(paymentCustomers.providerCustomerId, s.customerId)),
    ).toEqual([]);
  });

  it('records an event it does not act on, so its redelivery is a no-op too', async () => {
    const event = events.disputeCreated(t.clock.now(), { paymentIntent: 'pi_other', amount: 1 });
    event.type = 'customer.created';
    const first = await deliver(t, event);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect((await deliver(t, event)).json()).toEqual({ received: true, duplicate: true });
  });
});
