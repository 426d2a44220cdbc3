/**
 * Payouts with the built-in test provider (issue 12): a paid club's payments go to its host's
 * payout account when it was ready at checkout; once a day the provider pays each account what
 * it is owed (after refunds and the platform's fee, of money at least two days old) as Stripe's
 * signed payout.paid; the ledger records each payout once, never moves one back, and tells the
 * host; staff see every payout in /admin/financial.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentPayouts, paymentSubscriptions } from '../../db/schema/payments.js';
import { deliver } from '../../test/payment-events.js';
import { createPaidClub, paidMember, payTestCheckout } from '../../test/paid-member.js';
import { createTestApp, type TestApp, type TestMember } from '../../test/test-app.js';
import { stripeShapedEvents } from './stripe-shaped-events.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const day = 86_400_000;

/** A Club Host with a $15 paid club; payouts set up first unless told otherwise. */
async function hostWithClub(options: { payoutsFirst: boolean } = { payoutsFirst: true }) {
  const host = await paidMember(t, 'club_host');
  const setUp = () => host.client.post('/api/payments/payouts', { returnPath: '/dashboard' });
  if (options.payoutsFirst) expect((await setUp()).statusCode).toBe(200);
  const club = await createPaidClub(host, 1500);
  return { host, club, setUp, account: `acct_test_${host.id.replaceAll('-', '')}` };
}

async function join(club: { id: string }) {
  const member = await t.signedInMember();
  const started = await member.client.post(`/api/clubs/${club.id}/checkout`);
  expect(started.statusCode, started.body).toBe(200);
  const paid = await payTestCheckout(member, started.json().url as string);
  expect(paid.json(), paid.body).toMatchObject({ status: 'paid' });
  return member;
}

/** The host's payouts as they see them (signed in again: the clock has moved on). */
const payoutsOf = async (host: TestMember) =>
  (await (await t.signInAgain(host)).client.get('/api/payments/payouts')).json().payouts as {
    id: string;
    amount: number;
    status: string;
    failureMessage: string | null;
  }[];

const rowsOf = (account: string) =>
  t.database.db.select().from(paymentPayouts).where(eq(paymentPayouts.providerAccountId, account));

const noticesOf = async (member: TestMember) =>
  JSON.stringify((await (await t.signInAgain(member)).client.get('/api/notifications')).json());

/** Moves the app's clock on, keeping the members signed in (sessions outlive a few days). */
const after = (days: number) => t.clock.advance(days * day + 60_000);

describe('test provider payouts', () => {
  it('pays a host what their club earned, once a day, after the two-day delay', async () => {
    const { host, club, account } = await hostWithClub();
    const member = await join(club);
    const [sub] = await t.database.db
      .select({ destination: paymentSubscriptions.payoutDestination })
      .from(paymentSubscriptions)
      .where(eq(paymentSubscriptions.userId, member.id));
    expect(sub?.destination).toBe(account);

    // Two days' delay, as Stripe's rolling payouts.
    await t.app.services.testPayouts.run();
    expect(await payoutsOf(host)).toEqual([]);

    after(2);
    expect(await t.app.services.testPayouts.run()).toBeGreaterThanOrEqual(1);
    const [payout] = await payoutsOf(host);
    // $15 less the 10% platform fee.
    expect(payout).toMatchObject({ amount: 1350, status: 'paid', currency: 'usd' });
    expect(await noticesOf(host)).toContain('A payout is on its way to your bank');

    // Once a day, and nothing twice: runs side by side make one payout.
    await Promise.all([t.app.services.testPayouts.run(), t.app.services.testPayouts.run()]);
    expect(await rowsOf(account)).toHaveLength(1);

    // A second member's money, the next day, is paid on its own (the first is not paid again).
    await join(club);
    after(3);
    await Promise.all([t.app.services.testPayouts.run(), t.app.services.testPayouts.run()]);
    const rows = await rowsOf(account);
    expect(rows.map((r) => r.amount).sort()).toEqual([1350, 1350]);
  });

  it('keeps money paid before the host could be paid out with Bookhive', async () => {
    const { host, club, account, setUp } = await hostWithClub({ payoutsFirst: false });
    await join(club);
    expect((await setUp()).statusCode).toBe(200);
    after(3);
    await t.app.services.testPayouts.run();
    expect(await payoutsOf(host)).toEqual([]);
    expect(await rowsOf(account)).toEqual([]);
  });

  it('gives a failed payout back to the balance, tells the host, and pays it again', async () => {
    const { host, club, account } = await hostWithClub();
    await join(club);
    after(2);
    await t.app.services.testPayouts.run();
    const [first] = await rowsOf(account);
    expect(first).toBeDefined();
    const failed = stripeShapedEvents.payout('failed', t.clock.now(), {
      payoutId: first!.providerPayoutId,
      account,
      amount: first!.amount,
      currency: 'usd',
      status: 'failed',
      arrivalDate: t.clock.now(),
      failureMessage: 'The bank account has been closed.',
    });
    expect((await deliver(t, failed)).statusCode).toBe(200);
    expect((await deliver(t, failed)).json()).toMatchObject({ duplicate: true });
    expect((await payoutsOf(host))[0]).toMatchObject({
      status: 'failed',
      failureMessage: 'The bank account has been closed.',
    });
    const notices = await noticesOf(host);
    expect(notices.match(/A payout to your bank failed/g)).toHaveLength(1);

    after(1);
    await t.app.services.testPayouts.run();
    const statuses = (await payoutsOf(host)).map((p) => [p.status, p.amount]);
    expect(statuses).toEqual([
      ['paid', 1350],
      ['failed', 1350],
    ]);
  });

  it('never moves a payout back, whatever order its events come in', async () => {
    const { host, account } = await hostWithClub();
    const at = t.clock.now();
    const event = (type: 'created' | 'paid' | 'updated', status: string, seconds: number) => ({
      ...stripeShapedEvents.payout(type, new Date(at.getTime() + seconds * 1000), {
        payoutId: 'po_test_order',
        account,
        amount: 700,
        currency: 'usd',
        status: status as 'pending',
        arrivalDate: new Date(at.getTime() + 2 * day),
      }),
    });
    for (const e of [
      event('paid', 'paid', 20),
      event('created', 'pending', 0),
      event('updated', 'in_transit', 10),
    ])
      expect((await deliver(t, e)).statusCode).toBe(200);
    expect(await payoutsOf(host)).toEqual([expect.objectContaining({ status: 'paid' })]);
    expect((await noticesOf(host)).match(/A payout is on its way/g)).toHaveLength(1);
  });
});

describe('payouts in the back-office', () => {
  it('lists payouts with their host, and this month’s total, for financial_view only', async () => {
    const { host, club } = await hostWithClub();
    await join(club);
    after(2);
    await t.app.services.testPayouts.run();
    // Bookhive's own payout from its balance: no account, no host.
    const own = stripeShapedEvents.payout('paid', t.clock.now(), {
      payoutId: 'po_test_platform',
      account: null,
      amount: 5000,
      currency: 'usd',
      status: 'paid',
      arrivalDate: t.clock.now(),
    });
    expect((await deliver(t, own)).statusCode).toBe(200);

    const financial = await t.signedInMember('financial_admin');
    const listed = await financial.client.get('/api/admin/financial/payouts');
    expect(listed.statusCode, listed.body).toBe(200);
    const { payouts } = listed.json() as {
      payouts: { host: { username: string } | null; amount: number; providerPayoutId: string }[];
    };
    expect(payouts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          amount: 1350,
          host: expect.objectContaining({ username: host.username }),
        }),
        expect.objectContaining({ providerPayoutId: 'po_test_platform', host: null }),
      ]),
    );
    const overview = (await financial.client.get('/api/admin/financial/overview')).json();
    expect(overview.paidClubs.paidOutThisMonth).toEqual([
      { currency: 'usd', amount: expect.any(Number) },
    ]);
    expect(overview.paidClubs.paidOutThisMonth[0].amount).toBeGreaterThanOrEqual(1350);

    const hostNow = await t.signInAgain(host);
    expect((await hostNow.client.get('/api/admin/financial/payouts')).statusCode).toBe(403);
    expect((await t.client().get('/api/admin/financial/payouts')).statusCode).toBe(401);
  });
});
