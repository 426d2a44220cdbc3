/**
 * Managing a Stripe subscription (issue 12), against a local stand-in for Stripe's API: cancel
 * and resume set cancel_at_period_end, a change moves the subscription's item to the new price
 * with proration and the plan in the metadata, the portal opens for the member's customer — and
 * our ledger changes only when Stripe's webhook tells it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentPlans } from '../../db/schema/payments.js';
import { deliver, events, scenario, type Scenario } from '../../test/payment-events.js';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in.js';
import { createTestApp, type TestApp, type TestMember } from '../../test/test-app.js';

let stripeStandIn: StripeStandIn;
let t: TestApp;
const webhookSecret = 'whsec_standin_billing';

beforeAll(async () => {
  stripeStandIn = await startStripeStandIn(({ path }) => {
    const subscription = /^\/v1\/subscriptions\/([\w]+)$/.exec(path)?.[1];
    return {
      json: path.startsWith('/v1/billing_portal/sessions')
        ? {
            id: 'bps_1',
            object: 'billing_portal.session',
            url: 'https://billing.stripe.com/p/session/test_1',
          }
        : {
            id: subscription,
            object: 'subscription',
            items: { object: 'list', data: [{ id: 'si_standin', object: 'subscription_item' }] },
          },
    };
  });
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_standin123',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    ...stripeStandIn.apiEnv,
  });
  await t.database.db
    .update(paymentPlans)
    .set({ stripeMonthlyPriceId: 'price_club_host_monthly' })
    .where(eq(paymentPlans.code, 'club_host'));
});
afterAll(async () => {
  // The plans are shared reference data: leave them as the migration made them.
  await t.database.db.update(paymentPlans).set({ stripeMonthlyPriceId: null });
  await t.close();
  await stripeStandIn.close();
});

/** The calls made to the stand-in so far: method, path and form. */
const sent = () => stripeStandIn.calls.map(({ method, path, form }) => ({ method, path, form }));
const later = (ms: number) => new Date(t.clock.now().getTime() + ms);
const periodEnd = () => later(30 * 86_400_000);
const fromStripe = (event: Parameters<typeof deliver>[1]) =>
  deliver(t, event, { provider: 'stripe' });

/** A member whose Reader Plus subscription Stripe's webhooks told us of. */
async function stripeSubscriber(): Promise<{ member: TestMember; s: Scenario }> {
  const member = await t.signedInMember();
  const s = { ...scenario(member.id), interval: 'month' as const };
  await fromStripe(events.checkoutCompleted(s, later(-3_000)));
  await fromStripe(
    events.subscription('created', s, later(-2_000), { status: 'active', periodEnd: periodEnd() }),
  );
  return { member, s };
}

describe('managing a Stripe subscription', () => {
  it('asks Stripe to cancel at the period end; the ledger follows the webhook', async () => {
    const { member, s } = await stripeSubscriber();
    const manage = await member.client.get('/api/payments/subscription');
    expect(manage.json().abilities).toEqual({
      cancel: true,
      resume: false,
      change: true,
      manageCards: true,
    });

    const cancelled = await member.client.post('/api/payments/subscription/cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(sent().at(-1)).toEqual({
      method: 'POST',
      path: `/v1/subscriptions/${s.subscriptionId}`,
      form: { cancel_at_period_end: 'true' },
    });
    // Not yet: Stripe has not told us.
    expect(cancelled.json().subscription.cancelAtPeriodEnd).toBe(false);
    await fromStripe(
      events.subscription('updated', s, later(-1_000), {
        status: 'active',
        periodEnd: periodEnd(),
        cancelAtPeriodEnd: true,
      }),
    );
    const now = (await member.client.get('/api/payments/subscription')).json();
    expect(now.subscription.cancelAtPeriodEnd).toBe(true);

    expect((await member.client.post('/api/payments/subscription/resume')).statusCode).toBe(200);
    expect(sent().at(-1)!.form).toEqual({ cancel_at_period_end: 'false' });
  });

  it('moves the subscription to the new price with proration; the plan changes on the webhook', async () => {
    const { member, s } = await stripeSubscriber();
    const changed = await member.client.post('/api/payments/subscription/change', {
      plan: 'club_host',
      interval: 'month',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [read, update] = sent().slice(-2);
    expect(read).toMatchObject({ method: 'GET', path: `/v1/subscriptions/${s.subscriptionId}` });
    expect(update!.form).toEqual({
      'items[0][id]': 'si_standin',
      'items[0][price]': 'price_club_host_monthly',
      proration_behavior: 'create_prorations',
      'metadata[userId]': member.id,
      'metadata[planCode]': 'club_host',
      'metadata[interval]': 'month',
    });
    expect(changed.json().subscription.plan).toBe('reader_plus');
    await fromStripe(
      events.subscription('updated', { ...s, planCode: 'club_host' }, later(-1_000), {
        status: 'active',
        periodEnd: periodEnd(),
      }),
    );
    const now = (await member.client.get('/api/payments/subscription')).json();
    expect(now.subscription).toMatchObject({ plan: 'club_host', planName: 'Club Host' });

    // A period without a Stripe price is not sold.
    const yearly = await member.client.post('/api/payments/subscription/change', {
      plan: 'club_host',
      interval: 'year',
    });
    expect(yearly.statusCode).toBe(503);
  });

  it("opens Stripe's customer portal for the member's customer", async () => {
    const { member, s } = await stripeSubscriber();
    const portal = await member.client.post('/api/payments/subscription/portal');
    expect(portal.statusCode, portal.body).toBe(200);
    expect(portal.json()).toEqual({ url: 'https://billing.stripe.com/p/session/test_1' });
    expect(sent().at(-1)).toEqual({
      method: 'POST',
      path: '/v1/billing_portal/sessions',
      form: {
        customer: s.customerId,
        return_url: 'http://localhost:3000/settings?showPricing=1',
      },
    });
  });
});
