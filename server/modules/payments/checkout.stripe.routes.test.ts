/**
 * Checkout with Stripe configured (issue 12), against a local stand-in for Stripe's API: the
 * member is sent to Stripe Checkout for the plan's Stripe price, with the member, plan and
 * period in the metadata the webhooks read back; no test checkout is opened; a plan without a
 * Stripe price is not sold.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutMessages } from '../../../contracts/payments.js';
import { paymentPlans } from '../../db/schema/payments.js';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let stripeStandIn: StripeStandIn;
let t: TestApp;

beforeAll(async () => {
  stripeStandIn = await startStripeStandIn(() => {
    const id = `cs_test_${stripeStandIn.calls.length}`;
    return { json: { id, object: 'checkout.session', url: `https://checkout.stripe.com/c/${id}` } };
  });
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_standin123',
    ...stripeStandIn.apiEnv,
  });
  await t.database.db
    .update(paymentPlans)
    .set({ stripeYearlyPriceId: 'price_reader_plus_yearly' })
    .where(eq(paymentPlans.code, 'reader_plus'));
});
afterAll(async () => {
  // The plans are shared reference data: leave them as the migration made them.
  await t.database.db.update(paymentPlans).set({ stripeYearlyPriceId: null });
  await t.close();
  await stripeStandIn.close();
});

/** The forms of the calls made to the stand-in so far. */
const sent = () => stripeStandIn.calls.map((call) => call.params);

const checkoutCount = async () =>
  (
    (await t.database.db.execute(
      sql`select count(*)::int as n from payment_checkouts`,
    )) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

describe('checkout with Stripe', () => {
  it("sends the member to Stripe Checkout for the plan's price", async () => {
    const member = await t.signedInMember();
    const before = await checkoutCount();
    const response = await member.client.post('/api/payments/checkout', {
      plan: 'reader_plus',
      interval: 'year',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      url: `https://checkout.stripe.com/c/cs_test_${sent().length}`,
    });
    const form = Object.fromEntries(sent().at(-1)!);
    expect(form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_reader_plus_yearly',
      client_reference_id: member.id,
      'metadata[userId]': member.id,
      'metadata[planCode]': 'reader_plus',
      'metadata[interval]': 'year',
      'subscription_data[metadata][interval]': 'year',
      success_url: 'http://localhost:3000/settings?showPricing=1&checkout=done',
      cancel_url: 'http://localhost:3000/settings?showPricing=1',
    });
    expect(await checkoutCount()).toBe(before);
  });

  it('does not sell a plan that has no Stripe price for the period', async () => {
    const member = await t.signedInMember();
    const calls = sent().length;
    const response = await member.client.post('/api/payments/checkout', {
      plan: 'reader_plus',
      interval: 'month',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.message).toBe(checkoutMessages.planUnavailable);
    expect(sent().length).toBe(calls);
  });
});
