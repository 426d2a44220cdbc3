/**
 * Paid clubs with Stripe configured (issue 12), against a local stand-in for Stripe's API: the
 * host's Connect Express account and its onboarding link, a member sent to Stripe Checkout at
 * the club's own monthly price with the platform's fee and the host as destination, the
 * membership made by Stripe's event, and leaving cancelling the subscription at period end.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSubscriptions } from '../../db/schema/payments.js';
import { deliver, events, providerEvent } from '../../test/payment-events.js';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in.js';
import { createTestApp, type TestApp, type TestMember } from '../../test/test-app.js';

let stripeStandIn: StripeStandIn;
let t: TestApp;

function answer(method: string, path: string): object {
  if (path === '/v1/checkout/sessions')
    return {
      id: `cs_test_${sent().length}`,
      object: 'checkout.session',
      url: `https://checkout.stripe.com/c/cs_test_${sent().length}`,
    };
  if (path === '/v1/accounts' && method === 'POST')
    return { id: `acct_standin_${sent().length}`, object: 'account' };
  if (path === '/v1/account_links')
    return { object: 'account_link', url: 'https://connect.stripe.com/setup/e/acct_standin/x' };
  if (path.startsWith('/v1/accounts/acct_standin'))
    return { id: path.split('/').at(-1), object: 'account', payouts_enabled: true };
  if (path.startsWith('/v1/subscriptions/'))
    return { id: path.split('/').at(-1), object: 'subscription', cancel_at_period_end: true };
  return { error: { message: `No stand-in for ${method} ${path}` } };
}

beforeAll(async () => {
  stripeStandIn = await startStripeStandIn(({ method, path }) => {
    const json = answer(method, path);
    return { status: 'error' in json ? 404 : 200, json };
  });
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_standin123',
    STRIPE_WEBHOOK_SECRET: 'whsec_standin123',
    STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect123',
    ...stripeStandIn.apiEnv,
    PLATFORM_FEE_PERCENT: '12.5',
  });
});
afterAll(async () => {
  await t.close();
  await stripeStandIn.close();
});

/** Every call made to the stand-in so far. */
const sent = () => stripeStandIn.calls;
const tag = () => randomUUID().replaceAll('-', '').slice(0, 14);

/** A member on the Club Host plan, as Stripe's events made them. */
async function clubHost(): Promise<TestMember> {
  const host = await t.signedInMember();
  const s = {
    userId: host.id,
    planCode: 'club_host',
    customerId: `cus_${tag()}`,
    subscriptionId: `sub_${tag()}`,
  };
  const periodEnd = new Date(t.clock.now().getTime() + 30 * 86_400_000);
  const created = events.subscription('created', s, t.clock.now(), { status: 'active', periodEnd });
  expect((await deliver(t, created, { provider: 'stripe' })).statusCode).toBe(200);
  return host;
}

describe('paid clubs with Stripe', () => {
  it('sets up a Connect Express account and sends the host to its onboarding', async () => {
    const host = await clubHost();
    const response = await host.client.post('/api/payments/payouts', { returnPath: '/b/club' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ url: 'https://connect.stripe.com/setup/e/acct_standin/x' });
    const account = sent().find((call) => call.path === '/v1/accounts')!;
    const accountId = `acct_standin_${sent().indexOf(account) + 1}`;
    expect(account.form).toMatchObject({
      type: 'express',
      'metadata[userId]': host.id,
      'capabilities[transfers][requested]': 'true',
    });
    const link = sent().find((call) => call.path === '/v1/account_links')!;
    expect(link.form).toMatchObject({
      account: accountId,
      type: 'account_onboarding',
      return_url: 'http://localhost:3000/b/club',
    });
    expect((await host.client.get('/api/payments/payouts')).json()).toEqual({
      account: { provider: 'stripe', ready: false },
      platformFeePercent: 12.5,
      payouts: [],
    });
    // Back from onboarding, asked again: Stripe says payouts are enabled, so it is ready.
    const again = await host.client.post('/api/payments/payouts', { returnPath: '/b/club' });
    expect(again.json()).toEqual({ url: '/b/club' });
    expect((await host.client.get('/api/payments/payouts')).json()).toEqual({
      account: { provider: 'stripe', ready: true },
      platformFeePercent: 12.5,
      payouts: [],
    });
  });

  it('marks a host ready when Stripe says the account may be paid out to, and not before', async () => {
    const host = await clubHost();
    await host.client.post('/api/payments/payouts', { returnPath: '/b/club' });
    const accountId = `acct_standin_${sent().findLastIndex((call) => call.path === '/v1/accounts') + 1}`;
    const payouts = async () =>
      (await host.client.get('/api/payments/payouts')).json().account as { ready: boolean };
    const updated = (payoutsEnabled: boolean, at: Date) =>
      providerEvent(
        'account.updated',
        { id: accountId, object: 'account', payouts_enabled: payoutsEnabled },
        at,
      );
    expect(await payouts()).toMatchObject({ ready: false });
    const response = await deliver(t, updated(true, t.clock.now()), { provider: 'stripe' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await payouts()).toMatchObject({ ready: true });
    // Stripe takes payouts away (say, a document expired): so do we.
    t.clock.advance(1000);
    await deliver(t, updated(false, t.clock.now()), { provider: 'stripe' });
    expect(await payouts()).toMatchObject({ ready: false });
    // Stripe does not keep order: a "ready" made before that, delivered late, changes nothing.
    const late = await deliver(t, updated(true, new Date(t.clock.now().getTime() - 5000)), {
      provider: 'stripe',
    });
    expect(late.statusCode).toBe(200);
    expect(await payouts()).toMatchObject({ ready: false });
  });

  it('records a host’s payouts from the Connect endpoint’s events, and tells the host', async () => {
    const host = await clubHost();
    await host.client.post('/api/payments/payouts', { returnPath: '/b/club' });
    const accountId = `acct_standin_${sent().findLastIndex((call) => call.path === '/v1/accounts') + 1}`;
    const payout = (type: 'paid' | 'failed', failureMessage?: string) => ({
      ...events.payout(type, t.clock.now(), {
        payoutId: `po_${tag()}`,
        account: accountId,
        amount: 4200,
        currency: 'usd',
        status: type,
        arrivalDate: new Date(t.clock.now().getTime() + 86_400_000),
        ...(failureMessage ? { failureMessage } : {}),
      }),
    });
    // Signed with the Connect endpoint's secret, on the same URL.
    const paid = payout('paid');
    const response = await deliver(t, paid, { provider: 'stripe', secret: 'whsec_connect123' });
    expect(response.statusCode, response.body).toBe(200);
    // Neither secret: refused.
    const forged = await deliver(t, payout('paid'), { provider: 'stripe', secret: 'whsec_other' });
    expect(forged.statusCode).toBe(400);
    const seen = (await host.client.get('/api/payments/payouts')).json().payouts;
    expect(seen).toEqual([
      expect.objectContaining({ amount: 4200, currency: 'usd', status: 'paid' }),
    ]);
    const notices = JSON.stringify((await host.client.get('/api/notifications')).json());
    expect(notices).toContain('A payout is on its way to your bank');
  });

  it('keeps the host’s account a subscription pays, as Stripe’s subscription names it', async () => {
    const member = await t.signedInMember();
    const s = {
      userId: member.id,
      planCode: 'club',
      interval: 'month' as const,
      clubId: randomUUID(),
      customerId: `cus_${tag()}`,
      subscriptionId: `sub_${tag()}`,
      payoutDestination: 'acct_host123',
    };
    const periodEnd = new Date(t.clock.now().getTime() + 30 * 86_400_000);
    const created = events.subscription('created', s, t.clock.now(), {
      status: 'active',
      periodEnd,
    });
    expect((await deliver(t, created, { provider: 'stripe' })).statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ destination: paymentSubscriptions.payoutDestination })
      .from(paymentSubscriptions)
      .where(eq(paymentSubscriptions.providerSubscriptionId, s.subscriptionId));
    expect(row?.destination).toBe('acct_host123');
  });

  it('sends a member to Checkout at the club’s price, the fee and the host’s account set', async () => {
    const host = await clubHost();
    expect(
      (await host.client.post('/api/payments/payouts', { returnPath: '/b/club' })).statusCode,
    ).toBe(200);
    const accountId = `acct_standin_${sent().findLastIndex((call) => call.path === '/v1/accounts') + 1}`;
    await host.client.post('/api/payments/payouts', { returnPath: '/b/club' });
    const created = await host.client.post('/api/clubs', {
      name: 'Stripe paid club',
      category: 'History',
      monthlyPrice: 1500,
    });
    expect(created.statusCode, created.body).toBe(201);
    const club = created.json().club as { id: string; slug: string };

    const member = await t.signedInMember();
    const started = await member.client.post(`/api/clubs/${club.id}/checkout`);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\//);
    const session = sent()
      .filter((call) => call.path === '/v1/checkout/sessions')
      .at(-1)!;
    expect(session.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '1500',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][product_data][name]': 'Stripe paid club',
      'metadata[clubId]': club.id,
      'subscription_data[metadata][clubId]': club.id,
      'subscription_data[metadata][userId]': member.id,
      'subscription_data[application_fee_percent]': '12.5',
      'subscription_data[transfer_data][destination]': accountId,
      success_url: `http://localhost:3000/b/${club.slug}?checkout=done`,
    });

    // Nothing yet: Stripe's event makes the membership.
    const page = async () =>
      (await member.client.get(`/api/clubs/by-slug/${club.slug}`)).json().club.membership;
    expect(await page()).toBeNull();
    const s = {
      userId: member.id,
      planCode: 'club',
      interval: 'month' as const,
      clubId: club.id,
      customerId: `cus_${tag()}`,
      subscriptionId: `sub_${tag()}`,
    };
    const periodEnd = new Date(t.clock.now().getTime() + 30 * 86_400_000);
    const paid = events.subscription('created', s, t.clock.now(), { status: 'active', periodEnd });
    expect((await deliver(t, paid, { provider: 'stripe' })).statusCode).toBe(200);
    expect(await page()).toMatchObject({ status: 'approved', role: 'member' });

    // Leaving stops the subscription renewing, on Stripe.
    const left = await member.client.delete(`/api/clubs/${club.id}/membership`);
    expect(left.statusCode, left.body).toBe(200);
    const cancel = sent().at(-1)!;
    expect(cancel).toMatchObject({
      method: 'POST',
      path: `/v1/subscriptions/${s.subscriptionId}`,
      form: { cancel_at_period_end: 'true' },
    });
  });
});
