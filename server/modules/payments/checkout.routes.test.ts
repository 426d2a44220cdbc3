/**
 * Plans and the built-in test checkout over HTTP (issue 12): the plans for anyone, a checkout
 * for members only, each of Stripe's test cards doing what Stripe documents, a decline charging
 * nothing, a member's checkout a 404 to anyone else, a paid checkout filling the ledger through
 * the webhook's own code, and no test checkout in production.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardMessages, checkoutMessages } from '../../../contracts/payments.js';
import { ledgerCounts } from '../../test/payment-ledger.js';
import { createTestApp, type TestApp, type TestMember } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const card = (cardNumber: string, extra: Record<string, string> = {}) => ({
  cardNumber,
  expiry: '12/34',
  cvc: '123',
  name: 'Ada Reader',
  ...extra,
});

/** A new member with an open checkout for Reader Plus, monthly. */
async function memberWithCheckout(
  plan = 'reader_plus',
  interval = 'month',
): Promise<{ member: TestMember; id: string }> {
  const member = await t.signedInMember();
  const response = await member.client.post('/api/payments/checkout', { plan, interval });
  expect(response.statusCode, response.body).toBe(200);
  const url = response.json().url as string;
  expect(url).toMatch(/^\/checkout\/test\/[0-9a-f-]{36}$/);
  return { member, id: url.split('/').at(-1)! };
}

const pay = (member: TestMember, id: string, body: object) =>
  member.client.post(`/api/payments/test-checkout/${id}/pay`, body);

describe('plans', () => {
  it('lists the three plans to anyone, in order, with their prices in cents', async () => {
    const response = await t.client().get('/api/payments/plans');
    expect(response.statusCode).toBe(200);
    const plans = response.json().plans as { code: string; monthlyPrice: number }[];
    expect(plans.map((p) => [p.code, p.monthlyPrice])).toEqual([
      ['reader', 0],
      ['reader_plus', 499],
      ['club_host', 999],
    ]);
    expect(plans[1]).toMatchObject({
      name: 'Reader Plus',
      yearlyPrice: 4990,
      currency: 'usd',
      benefits: expect.arrayContaining(['Everything in Reader']),
    });
  });
});

describe('checkout', () => {
  it('is for members only', async () => {
    const response = await t.client().post('/api/payments/checkout', {
      plan: 'reader_plus',
      interval: 'month',
    });
    expect(response.statusCode).toBe(401);
    expect((await t.client().get('/api/payments/me')).statusCode).toBe(401);
  });

  it('refuses the free plan and unknown intervals', async () => {
    const member = await t.signedInMember();
    for (const body of [
      { plan: 'reader', interval: 'month' },
      { plan: 'reader_plus', interval: 'week' },
    ]) {
      expect((await member.client.post('/api/payments/checkout', body)).statusCode).toBe(400);
    }
  });

  it("opens a test checkout of the plan's price for its member only", async () => {
    const { member, id } = await memberWithCheckout('club_host', 'year');
    const own = await member.client.get(`/api/payments/test-checkout/${id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      id,
      plan: 'club_host',
      planName: 'Club Host',
      interval: 'year',
      amount: 9990,
      currency: 'usd',
      status: 'open',
      lastError: null,
    });
    const stranger = await t.signedInMember();
    const before = await ledgerCounts(t.database);
    expect((await stranger.client.get(`/api/payments/test-checkout/${id}`)).statusCode).toBe(404);
    const paid = await pay(stranger, id, card('4242 4242 4242 4242'));
    expect(paid.statusCode).toBe(404);
    expect(await ledgerCounts(t.database)).toEqual(before);
    expect((await member.client.get(`/api/payments/test-checkout/${id}`)).json().status).toBe(
      'open',
    );
  });
});

describe('paying the test checkout', () => {
  it.each([
    ['4000 0000 0000 0002', cardMessages.declined],
    ['4000 0000 0000 9995', cardMessages.insufficientFunds],
    ['4111 1111 1111 1111', cardMessages.incorrectNumber],
  ])('declines %s with "%s" and charges nothing', async (number, message) => {
    const { member, id } = await memberWithCheckout();
    const before = await ledgerCounts(t.database);
    const response = await pay(member, id, card(number));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'declined', message });
    expect(await ledgerCounts(t.database)).toEqual(before);
    const checkout = (await member.client.get(`/api/payments/test-checkout/${id}`)).json();
    expect(checkout).toMatchObject({ status: 'open', lastError: message });
    expect((await member.client.get('/api/payments/me')).json()).toEqual({ subscription: null });
  });

  it('refuses a card whose expiry has passed', async () => {
    const { member, id } = await memberWithCheckout();
    const response = await pay(member, id, card('4242 4242 4242 4242', { expiry: '01/20' }));
    expect(response.json()).toEqual({ status: 'declined', message: cardMessages.expiry });
  });

  it('asks for 3-D Secure, then follows the answer', async () => {
    const { member, id } = await memberWithCheckout();
    const before = await ledgerCounts(t.database);
    const asked = await pay(member, id, card('4000 0025 0000 3155'));
    expect(asked.json()).toEqual({ status: 'requires_action', requiresAction: true });
    const failed = await pay(member, id, card('4000 0025 0000 3155', { authentication: 'fail' }));
    expect(failed.json()).toEqual({
      status: 'declined',
      message: cardMessages.authenticationFailed,
    });
    expect(await ledgerCounts(t.database)).toEqual(before);
    const approved = await pay(
      member,
      id,
      card('4000 0025 0000 3155', { authentication: 'approve' }),
    );
    expect(approved.json()).toEqual({
      status: 'paid',
      planName: 'Reader Plus',
      returnPath: null,
      paidDue: false,
    });
  });

  it('leaves one active subscription, one payment and one customer, and refuses a second payment', async () => {
    const { member, id } = await memberWithCheckout();
    const before = await ledgerCounts(t.database);
    const response = await pay(member, id, card('4242 4242 4242 4242'));
    expect(response.json()).toEqual({
      status: 'paid',
      planName: 'Reader Plus',
      returnPath: null,
      paidDue: false,
    });
    const after = await ledgerCounts(t.database);
    expect(after).toEqual({
      ...before,
      payment_events: before.payment_events + 3,
      payment_customers: before.payment_customers + 1,
      payment_subscriptions: before.payment_subscriptions + 1,
      payments: before.payments + 1,
      payment_invoices: before.payment_invoices + 1,
    });

    const mine = (await member.client.get('/api/payments/me')).json();
    const periodEnd = new Date(t.clock.now());
    periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 1);
    expect(mine).toEqual({
      subscription: {
        plan: 'reader_plus',
        planName: 'Reader Plus',
        interval: 'month',
        status: 'active',
        currentPeriodEnd: new Date(Math.floor(periodEnd.getTime() / 1000) * 1000).toISOString(),
        cancelAtPeriodEnd: false,
      },
    });
    const checkout = (await member.client.get(`/api/payments/test-checkout/${id}`)).json();
    expect(checkout).toMatchObject({ status: 'paid', lastError: null });

    const again = await pay(member, id, card('4242 4242 4242 4242'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(checkoutMessages.alreadyPaid);
    expect(await ledgerCounts(t.database)).toEqual(after);

    // The plan they have is not sold to them again, nor another: that is a change, in Settings.
    const same = await member.client.post('/api/payments/checkout', {
      plan: 'reader_plus',
      interval: 'year',
    });
    expect(same.statusCode).toBe(409);
    expect(same.json().error.message).toBe(checkoutMessages.alreadySubscribed('Reader Plus'));
    const other = await member.client.post('/api/payments/checkout', {
      plan: 'club_host',
      interval: 'month',
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toBe(checkoutMessages.changeInstead('Reader Plus'));
  });

  it('refuses an expired checkout', async () => {
    const { member, id } = await memberWithCheckout();
    t.clock.advance(61 * 60_000);
    const before = await ledgerCounts(t.database);
    const response = await pay(member, id, card('4242 4242 4242 4242'));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(checkoutMessages.expired);
    expect(await ledgerCounts(t.database)).toEqual(before);
    expect((await member.client.get(`/api/payments/test-checkout/${id}`)).json().status).toBe(
      'expired',
    );
  });

  it('holds a member to ten attempts in 15 minutes', async () => {
    const { member, id } = await memberWithCheckout();
    for (let i = 0; i < 10; i++)
      expect((await pay(member, id, card('4000 0000 0000 0002'))).statusCode).toBe(200);
    const refused = await pay(member, id, card('4242 4242 4242 4242'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      'Too many payment attempts. Try again in 15 minutes.',
    );
  });
});

describe('the test checkout in production', () => {
  it('is not offered: checkout is unavailable and no test checkout is found', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      const member = await prod.signedInMember();
      const response = await member.client.post('/api/payments/checkout', {
        plan: 'reader_plus',
        interval: 'month',
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toBe(checkoutMessages.unavailable);
      const id = '9a3c1d2e-4b5f-4a6b-8c7d-0e1f2a3b4c5d';
      expect((await member.client.get(`/api/payments/test-checkout/${id}`)).statusCode).toBe(404);
      const paid = await member.client.post(
        `/api/payments/test-checkout/${id}/pay`,
        card('4242424242424242'),
      );
      expect(paid.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
