/**
 * A member's own paid club memberships with Stripe configured (issue 12), against a local
 * stand-in for Stripe's API: a failed renewal's notice offers Stripe's customer portal, opened
 * for the member's customer and coming back to the club's page; Settings offers the portal to
 * every Stripe customer, a member who pays only for clubs included.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionMessages } from '../../../contracts/payments.js';
import { deliver, events } from '../../test/payment-events.js';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in.js';
import { createTestApp, type TestApp, type TestMember } from '../../test/test-app.js';

let stripeStandIn: StripeStandIn;
let t: TestApp;
const portalUrl = 'https://billing.stripe.com/p/session/test_club';

beforeAll(async () => {
  stripeStandIn = await startStripeStandIn(({ path }) =>
    path.startsWith('/v1/billing_portal/sessions')
      ? { json: { id: 'bps_1', object: 'billing_portal.session', url: portalUrl } }
      : { status: 404, json: { error: { message: `No stand-in for ${path}` } } },
  );
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_standin123',
    STRIPE_WEBHOOK_SECRET: 'whsec_standin123',
    ...stripeStandIn.apiEnv,
  });
});
afterAll(async () => {
  await t.close();
  await stripeStandIn.close();
});
const sent = () => stripeStandIn.calls;

const tag = () => randomUUID().replaceAll('-', '').slice(0, 14);
const month = () => new Date(t.clock.now().getTime() + 30 * 86_400_000);

/** Stripe's events for a paid checkout of `planCode` (a club's: `clubId`). */
async function paidOnStripe(member: TestMember, planCode: string, clubId?: string) {
  const s = {
    userId: member.id,
    planCode,
    interval: 'month' as const,
    ...(clubId ? { clubId } : {}),
    customerId: `cus_${tag()}`,
    subscriptionId: `sub_${tag()}`,
  };
  for (const event of [
    events.checkoutCompleted(s, t.clock.now()),
    events.subscription('created', s, t.clock.now(), { status: 'active', periodEnd: month() }),
  ])
    expect((await deliver(t, event, { provider: 'stripe' })).statusCode).toBe(200);
  return s;
}

describe('a failed club renewal with Stripe', () => {
  it('offers the member Stripe’s portal, back to the club’s page; Settings offers it too', async () => {
    const host = await t.signedInMember();
    await paidOnStripe(host, 'club_host');
    const created = await host.client.post('/api/clubs', {
      name: 'Stripe billing club',
      category: 'History',
      monthlyPrice: 1500,
    });
    expect(created.statusCode, created.body).toBe(201);
    const club = created.json().club as { id: string; slug: string };

    const member = await t.signedInMember();
    const s = await paidOnStripe(member, 'club', club.id);
    const failed = events.invoice('payment_failed', s, t.clock.now(), {
      invoiceId: `in_${tag()}`,
      paymentIntent: `pi_${tag()}`,
      amount: 1500,
      periodEnd: month(),
    });
    expect((await deliver(t, failed, { provider: 'stripe' })).statusCode).toBe(200);

    const page = (await member.client.get(`/api/clubs/by-slug/${club.slug}`)).json();
    expect(page.payment).toMatchObject({ standing: 'grace', fix: 'portal' });
    expect((await t.client().get(`/api/clubs/by-slug/${club.slug}`)).json().payment).toBeNull();

    const fix = await member.client.post(`/api/clubs/${club.id}/payment/fix`);
    expect(fix.statusCode, fix.body).toBe(200);
    expect(fix.json()).toEqual({ url: portalUrl });
    expect(sent().at(-1)).toMatchObject({
      path: '/v1/billing_portal/sessions',
      form: { customer: s.customerId, return_url: `http://localhost:3000/b/${club.slug}` },
    });

    // A member who pays only for clubs: Settings lists the club and offers the portal.
    const mine = (await member.client.get('/api/clubs/mine/paid')).json();
    expect(mine.manageCards).toBe(true);
    expect(mine.memberships[0]).toMatchObject({
      status: 'grace',
      abilities: { fixPayment: true },
    });
    const portal = await member.client.post('/api/payments/subscription/portal');
    expect(portal.statusCode, portal.body).toBe(200);
    expect(portal.json()).toEqual({ url: portalUrl });
    expect(sent().at(-1)!.form).toMatchObject({ customer: s.customerId });
  });

  it('offers no portal to a member who never paid on Stripe', async () => {
    const member = await t.signedInMember();
    expect((await member.client.get('/api/clubs/mine/paid')).json()).toEqual({
      memberships: [],
      manageCards: false,
    });
    const portal = await member.client.post('/api/payments/subscription/portal');
    expect(portal.statusCode).toBe(409);
    expect(portal.json().error.message).toBe(subscriptionMessages.noPortal);
  });
});
