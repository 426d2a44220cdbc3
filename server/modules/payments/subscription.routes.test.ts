/**
 * Managing a subscription over HTTP with the built-in test provider (issue 12): cancel at the
 * period's end, resume, change plan and period — each through the provider's signed events —
 * and the provider's renewals on the app's clock: renewed, ended when set to end, and a card
 * that declines at renewal going past due.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionMessages } from '../../../contracts/payments.js';
import { paymentSubscriptions, payments } from '../../db/schema/payments.js';
import { createTestApp, type TestApp, type TestMember } from '../../test/test-app.js';
import { testCards } from './payments.policy.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const day = 86_400_000;

/** A new member who paid for `plan` with `card` at the test checkout. */
async function subscriber(
  plan = 'reader_plus',
  interval = 'month',
  cardNumber: string = testCards.succeeds,
): Promise<TestMember> {
  const member = await t.signedInMember();
  const started = await member.client.post('/api/payments/checkout', { plan, interval });
  expect(started.statusCode, started.body).toBe(200);
  const id = (started.json().url as string).split('/').at(-1)!;
  const paid = await member.client.post(`/api/payments/test-checkout/${id}/pay`, {
    cardNumber,
    expiry: '12/34',
    cvc: '123',
    name: 'Ada Reader',
  });
  expect(paid.json()).toMatchObject({ status: 'paid' });
  return member;
}

const manage = async (member: TestMember) =>
  (await member.client.get('/api/payments/subscription')).json();

const subscriptionsOf = (userId: string) =>
  t.database.db.select().from(paymentSubscriptions).where(eq(paymentSubscriptions.userId, userId));

describe('managing a subscription', () => {
  it('is for members only, and a free member has nothing to manage', async () => {
    expect((await t.client().get('/api/payments/subscription')).statusCode).toBe(401);
    expect((await t.client().post('/api/payments/subscription/cancel')).statusCode).toBe(401);
    const member = await t.signedInMember();
    expect(await manage(member)).toEqual({
      subscription: null,
      abilities: { cancel: false, resume: false, change: false, manageCards: false },
    });
    const cancel = await member.client.post('/api/payments/subscription/cancel');
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.message).toBe(subscriptionMessages.none);
  });

  it('cancels at the period end, then resumes, through the ledger', async () => {
    const member = await subscriber();
    const before = await manage(member);
    expect(before).toMatchObject({
      subscription: { plan: 'reader_plus', interval: 'month', cancelAtPeriodEnd: false },
      abilities: { cancel: true, resume: false, change: true, manageCards: false },
    });

    const cancelled = await member.client.post('/api/payments/subscription/cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      subscription: { status: 'active', cancelAtPeriodEnd: true },
      abilities: { cancel: false, resume: true, change: false },
    });
    // The member keeps the plan until the period ends.
    expect(cancelled.json().subscription.currentPeriodEnd).toBe(
      before.subscription.currentPeriodEnd,
    );
    expect(await t.app.services.entitlements.planOf(member.id)).toBe('reader_plus');
    const again = await member.client.post('/api/payments/subscription/cancel');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(subscriptionMessages.alreadyCancelling);
    const change = await member.client.post('/api/payments/subscription/change', {
      plan: 'club_host',
      interval: 'month',
    });
    expect(change.json().error.message).toBe(subscriptionMessages.resumeFirst);

    const resumed = await member.client.post('/api/payments/subscription/resume');
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toMatchObject({ subscription: { cancelAtPeriodEnd: false } });
    const resumeAgain = await member.client.post('/api/payments/subscription/resume');
    expect(resumeAgain.json().error.message).toBe(subscriptionMessages.notCancelling);
    expect(await subscriptionsOf(member.id)).toHaveLength(1);
  });

  it('changes plan and period, keeping one subscription, and refuses a non-change', async () => {
    const member = await subscriber();
    const same = await member.client.post('/api/payments/subscription/change', {
      plan: 'reader_plus',
      interval: 'month',
    });
    expect(same.statusCode).toBe(409);
    expect(same.json().error.message).toBe(subscriptionMessages.samePlan);
    expect(
      (await member.client.post('/api/payments/subscription/change', { plan: 'reader' }))
        .statusCode,
    ).toBe(400);

    const changed = await member.client.post('/api/payments/subscription/change', {
      plan: 'club_host',
      interval: 'year',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      subscription: { plan: 'club_host', planName: 'Club Host', interval: 'year' },
    });
    expect(await t.app.services.entitlements.has(member.id, 'paid_clubs')).toBe(true);
    const rows = await subscriptionsOf(member.id);
    expect(rows.map((r) => [r.planCode, r.billingInterval, r.status])).toEqual([
      ['club_host', 'year', 'active'],
    ]);
  });

  it('offers no card portal without Stripe', async () => {
    const member = await subscriber();
    const portal = await member.client.post('/api/payments/subscription/portal');
    expect(portal.statusCode).toBe(409);
    expect(portal.json().error.message).toBe(subscriptionMessages.noPortal);
  });
});

describe("the test provider's renewals", () => {
  it('renews a due subscription with a new payment, period by period', async () => {
    const member = await subscriber();
    const [sub] = await subscriptionsOf(member.id);
    const firstEnd = sub!.currentPeriodEnd!;
    // Not due yet: nothing happens.
    await t.app.services.testRenewals.run();
    expect((await subscriptionsOf(member.id))[0]!.currentPeriodEnd).toEqual(firstEnd);

    t.clock.advance(firstEnd.getTime() - t.clock.now().getTime() + 60_000);
    expect(await t.app.services.testRenewals.run()).toBeGreaterThanOrEqual(1);
    const [renewed] = await subscriptionsOf(member.id);
    expect(renewed).toMatchObject({ status: 'active', planCode: 'reader_plus' });
    expect(renewed!.currentPeriodEnd!.getTime()).toBeGreaterThan(firstEnd.getTime() + 27 * day);
    const paid = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.subscriptionId, renewed!.id));
    expect(paid.map((p) => p.amount)).toEqual([499, 499]);
    // A second run finds nothing due.
    await t.app.services.testRenewals.run();
    expect(
      await t.database.db.select().from(payments).where(eq(payments.subscriptionId, renewed!.id)),
    ).toHaveLength(2);
  });

  it('renews once when two runs take the same subscription at once', async () => {
    const member = await subscriber();
    const [sub] = await subscriptionsOf(member.id);
    t.clock.advance(sub!.currentPeriodEnd!.getTime() - t.clock.now().getTime() + 60_000);
    await Promise.all([t.app.services.testRenewals.run(), t.app.services.testRenewals.run()]);
    const paid = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.subscriptionId, sub!.id));
    expect(paid).toHaveLength(2);
    const [renewed] = await subscriptionsOf(member.id);
    expect(renewed!.currentPeriodEnd!.getTime()).toBeGreaterThan(sub!.currentPeriodEnd!.getTime());
    // One receipt for the checkout, one for the renewal.
    const receipts = () => t.mail.messages.filter((m) => m.to === member.email);
    await t.mail.waitFor(() => receipts().length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(receipts()).toHaveLength(2);
  });

  it('ends a subscription set to end once its period is over', async () => {
    const member = await subscriber('club_host');
    await member.client.post('/api/payments/subscription/cancel');
    const [sub] = await subscriptionsOf(member.id);
    t.clock.advance(sub!.currentPeriodEnd!.getTime() - t.clock.now().getTime() + 60_000);
    await t.app.services.testRenewals.run();
    expect((await subscriptionsOf(member.id))[0]).toMatchObject({ status: 'canceled' });
    expect(await t.app.services.entitlements.planOf(member.id)).toBe('reader');
    expect(await manage(await t.signInAgain(member))).toMatchObject({ subscription: null });
  });

  it('puts a subscription whose card declines at renewal past due, then ends it after the grace', async () => {
    const member = await subscriber('reader_plus', 'month', testCards.declinesOnRenewal);
    const [sub] = await subscriptionsOf(member.id);
    t.clock.advance(sub!.currentPeriodEnd!.getTime() - t.clock.now().getTime() + 60_000);
    await t.app.services.testRenewals.run();
    const [pastDue] = await subscriptionsOf(member.id);
    expect(pastDue).toMatchObject({ status: 'past_due' });
    expect(pastDue!.currentPeriodEnd).toEqual(sub!.currentPeriodEnd);
    // Past due still holds the plan while the card is retried; no money came.
    expect(await t.app.services.entitlements.planOf(member.id)).toBe('reader_plus');
    expect(
      await t.database.db.select().from(payments).where(eq(payments.subscriptionId, sub!.id)),
    ).toHaveLength(1);
    expect(await manage(await t.signInAgain(member))).toMatchObject({
      subscription: { status: 'past_due' },
      abilities: { cancel: true, change: false },
    });

    t.clock.advance(8 * day);
    await t.app.services.testRenewals.run();
    expect((await subscriptionsOf(member.id))[0]).toMatchObject({ status: 'canceled' });
  });
});
