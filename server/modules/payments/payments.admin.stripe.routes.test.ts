/**
 * Staff refunds with Stripe configured (issue 12), against a local stand-in for Stripe's API: the
 * refund is asked of Stripe (the payment intent, the amount, an idempotency key), a full refund
 * of a plan's payment cancels the subscription at Stripe, and the ledger changes only when
 * Stripe's charge.refunded and customer.subscription.deleted webhooks come — while they are on
 * their way, the refund already counts against what is left. A refund Stripe did not answer
 * (a 5xx, a timeout) may have been made: asking again reuses its idempotency key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundMessages } from '../../../contracts/payments-admin.js';
import type { Scenario } from '../../test/payment-events.js';
import { deliver, events, scenario } from '../../test/payment-events.js';
import {
  startStripeStandIn,
  type StripeCall,
  type StripeStandIn,
} from '../../test/stripe-stand-in.js';
import { createTestApp, type TestApp, type TestMember } from '../../test/test-app.js';

let stripeStandIn: StripeStandIn;
let t: TestApp;
let financial: TestMember;
/** Every call made to the stand-in (its own list, growing). */
let calls: StripeCall[] = [];
/** Whether the stand-in refuses to cancel subscriptions (Stripe down halfway). */
let cancelFails = false;
/** Whether the stand-in answers refunds with a 500 (the outcome unknown, as after a timeout). */
let refundUnanswered = false;

beforeAll(async () => {
  stripeStandIn = await startStripeStandIn(({ method, path }) => {
    if (refundUnanswered && path.startsWith('/v1/refunds'))
      return { status: 500, json: { error: { type: 'api_error', message: 'Try again' } } };
    if (cancelFails && method === 'DELETE')
      return { status: 400, json: { error: { type: 'invalid_request_error', message: 'No' } } };
    return {
      json: path.startsWith('/v1/refunds')
        ? { id: `re_${calls.length}`, object: 'refund', status: 'succeeded' }
        : { id: path.split('/').at(-1), object: 'subscription', status: 'canceled' },
    };
  });
  calls = stripeStandIn.calls;
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_standin123',
    STRIPE_WEBHOOK_SECRET: 'whsec_standin123',
    ...stripeStandIn.apiEnv,
  });
  financial = await t.signedInMember('financial_admin');
});
afterAll(async () => {
  await t.close();
  await stripeStandIn.close();
});

/** A member's Reader Plus paid through Stripe's webhooks; our payment's id. */
async function paidThroughStripe(s: Scenario): Promise<string> {
  const periodEnd = new Date(t.clock.now().getTime() + 30 * 86_400_000);
  const pi = `pi_${s.customerId}`;
  for (const event of [
    events.checkoutCompleted(s, t.clock.now()),
    events.subscription('created', s, t.clock.now(), { status: 'active', periodEnd }),
    events.invoice('paid', s, t.clock.now(), {
      invoiceId: `in_${s.customerId}`,
      paymentIntent: pi,
      amount: 499,
      periodEnd,
    }),
  ])
    expect((await deliver(t, event, { provider: 'stripe' })).statusCode).toBe(200);
  const listed = await financial.client.get(`/api/admin/financial/payments?q=${pi}`);
  return listed.json().payments[0].id as string;
}

describe('refunds through Stripe', () => {
  it('asks Stripe, ends the plan there, and the ledger follows the webhooks', async () => {
    const user = await t.createUser();
    const s = scenario(user.id);
    const periodEnd = new Date(t.clock.now().getTime() + 30 * 86_400_000);
    const pi = `pi_${s.customerId}`;
    for (const event of [
      events.checkoutCompleted(s, t.clock.now()),
      events.subscription('created', s, t.clock.now(), { status: 'active', periodEnd }),
      events.invoice('paid', s, t.clock.now(), {
        invoiceId: `in_${s.customerId}`,
        paymentIntent: pi,
        amount: 499,
        periodEnd,
      }),
    ])
      expect((await deliver(t, event, { provider: 'stripe' })).statusCode).toBe(200);
    const listed = await financial.client.get(`/api/admin/financial/payments?q=${pi}`);
    const id = listed.json().payments[0].id as string;

    const response = await financial.client.post(`/api/admin/financial/payments/${id}/refunds`, {
      reason: 'Charged twice',
    });
    expect(response.statusCode, response.body).toBe(200);
    const refund = calls.find((c) => c.path === '/v1/refunds')!;
    expect(refund.form).toMatchObject({ payment_intent: pi, amount: '499' });
    expect(refund.idempotencyKey).toMatch(/^refund-[0-9a-f-]{36}$/);
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(
      `/v1/subscriptions/${s.subscriptionId}`,
    );

    // Stripe's webhooks have not come yet: the ledger is unchanged, but nothing is left to refund.
    expect(response.json()).toMatchObject({
      payment: { status: 'succeeded', amountRefunded: 0 },
      refundable: 0,
      refundRequests: [expect.objectContaining({ status: 'succeeded', amount: 499 })],
    });
    const again = await financial.client.post(`/api/admin/financial/payments/${id}/refunds`, {
      reason: 'Twice',
    });
    expect(again.json().error.message).toBe(refundMessages.nothingLeft);

    await deliver(
      t,
      events.chargeRefunded(s, t.clock.now(), {
        paymentIntent: pi,
        amount: 499,
        refunds: [{ id: 're_1', amount: 499 }],
      }),
      { provider: 'stripe' },
    );
    await deliver(
      t,
      events.subscription('deleted', s, t.clock.now(), { status: 'canceled', periodEnd }),
      { provider: 'stripe' },
    );
    const after = (await financial.client.get(`/api/admin/financial/payments/${id}`)).json();
    expect(after).toMatchObject({
      payment: { status: 'refunded', amountRefunded: 499 },
      subscription: { status: 'canceled' },
      refundable: 0,
    });
    expect(await t.app.services.entitlements.planOf(user.id)).toBe('reader');
    // The refund's own webhook found the back-office's refund in it: Stripe was asked to cancel once.
    const cancels = calls.filter((c) => c.path === `/v1/subscriptions/${s.subscriptionId}`);
    expect(cancels).toHaveLength(1);
    expect(cancels[0]!.idempotencyKey).toBe(`end-after-refund-${id}`);
  });

  it('ends the plan at Stripe, once, when a refund made in its dashboard refunds it in full', async () => {
    const user = await t.createUser();
    const s = scenario(user.id);
    const id = await paidThroughStripe(s);
    const refunded = events.chargeRefunded(s, t.clock.now(), {
      paymentIntent: `pi_${s.customerId}`,
      amount: 499,
      refunds: [{ id: 're_dashboard', amount: 499 }],
    });
    expect((await deliver(t, refunded, { provider: 'stripe' })).statusCode).toBe(200);
    expect((await deliver(t, refunded, { provider: 'stripe' })).json()).toMatchObject({
      duplicate: true,
    });
    const cancels = calls.filter((c) => c.path === `/v1/subscriptions/${s.subscriptionId}`);
    expect(cancels).toEqual([
      expect.objectContaining({ method: 'DELETE', idempotencyKey: `end-after-refund-${id}` }),
    ]);
    // Stripe's word on it comes by its webhook, as for any other end.
    const periodEnd = new Date(t.clock.now().getTime() + 30 * 86_400_000);
    await deliver(
      t,
      events.subscription('deleted', s, t.clock.now(), { status: 'canceled', periodEnd }),
      { provider: 'stripe' },
    );
    expect(await t.app.services.entitlements.planOf(user.id)).toBe('reader');
  });

  it('says so when the refund was made but Stripe did not end the plan', async () => {
    const user = await t.createUser();
    const id = await paidThroughStripe(scenario(user.id));
    cancelFails = true;
    try {
      const response = await financial.client.post(`/api/admin/financial/payments/${id}/refunds`, {
        reason: 'Charged twice',
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toBe(refundMessages.planNotEnded);
    } finally {
      cancelFails = false;
    }
    const detail = (await financial.client.get(`/api/admin/financial/payments/${id}`)).json();
    expect(detail.refundRequests).toEqual([expect.objectContaining({ status: 'succeeded' })]);
    expect(detail.refundable).toBe(0);
  });

  it('asks again under the same key when Stripe did not answer, so a retry never refunds twice', async () => {
    const user = await t.createUser();
    const s = scenario(user.id);
    const id = await paidThroughStripe(s);
    const pi = `pi_${s.customerId}`;
    const url = `/api/admin/financial/payments/${id}/refunds`;
    refundUnanswered = true;
    try {
      const first = await financial.client.post(url, { amount: 200, reason: 'A week down' });
      expect(first.statusCode).toBe(503);
      expect(first.json().error.message).toBe(refundMessages.providerNoAnswer);
    } finally {
      refundUnanswered = false;
    }
    // It may have been made: it still holds its amount, shown as under way.
    const between = (await financial.client.get(`/api/admin/financial/payments/${id}`)).json();
    expect(between.refundable).toBe(299);
    expect(between.refundRequests).toEqual([
      expect.objectContaining({ amount: 200, status: 'pending' }),
    ]);

    const retry = await financial.client.post(url, { amount: 200, reason: 'A week down' });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().refundRequests).toEqual([
      expect.objectContaining({ amount: 200, status: 'succeeded' }),
    ]);
    expect(retry.json().refundable).toBe(299);
    const asked = calls.filter(
      (c) => c.path === '/v1/refunds' && c.params.get('payment_intent') === pi,
    );
    // The SDK's own retry and ours: three asks, one refund's key.
    expect(asked.length).toBeGreaterThanOrEqual(2);
    expect(new Set(asked.map((c) => c.idempotencyKey)).size).toBe(1);
    expect(asked[0]!.idempotencyKey).toMatch(/^refund-[0-9a-f-]{36}$/);
  });
});
