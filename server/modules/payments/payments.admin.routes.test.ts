/**
 * The financial back-office over HTTP (issue 12): who may read, edit plans and refund (admin
 * lacks financial_refunds: 403 and nothing changes), refunds in full and in part through the
 * test provider and the member's plan after each (the terms' refund policy), a refund over
 * what is left refused with a clear message, the figures, the search, disputes shown and the
 * member told, and an audit row for every staff action.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundMessages } from '../../../contracts/payments-admin.js';
import { paymentRefundRequests, paymentTestSubscriptions } from '../../db/schema/payments.js';
import { auditRowsForTarget } from '../../test/db-access.js';
import { ledgerCounts } from '../../test/payment-ledger.js';
import { deliver, events } from '../../test/payment-events.js';
import { approvedCard, paidMember } from '../../test/paid-member.js';
import { createTestApp, type TestApp, type TestMember } from '../../test/test-app.js';

let t: TestApp;
let financial: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  financial = await t.signedInMember('financial_admin');
});
afterAll(() => t.close());

const base = '/api/admin/financial';

/** The member's only payment, as staff see it. */
async function paymentOf(member: TestMember) {
  const response = await financial.client.get(
    `${base}/payments?q=${encodeURIComponent(member.email)}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  const { payments } = response.json() as { payments: { id: string; amount: number }[] };
  expect(payments).toHaveLength(1);
  return payments[0]!;
}

const planOf = async (member: TestMember) =>
  (await t.app.services.entitlements.planOf(member.id)) as string;

describe('permissions', () => {
  it('lets financial_view read, and refuses members and staff without it', async () => {
    const member = await t.signedInMember();
    const content = await t.signedInMember('content_admin');
    for (const path of ['overview', 'payments', 'disputes', 'plans']) {
      expect((await financial.client.get(`${base}/${path}`)).statusCode).toBe(200);
      expect((await member.client.get(`${base}/${path}`)).statusCode).toBe(403);
      expect((await content.client.get(`${base}/${path}`)).statusCode).toBe(403);
      expect((await t.client().get(`${base}/${path}`)).statusCode).toBe(401);
    }
    const affiliate = await t.signedInMember('affiliate_admin');
    expect((await affiliate.client.get(`${base}/overview`)).statusCode).toBe(200);
  });

  it('refuses a refund by an admin (who lacks financial_refunds) and changes nothing', async () => {
    const member = await paidMember(t);
    const payment = await paymentOf(member);
    const before = await ledgerCounts(t.database);
    for (const role of ['admin', 'affiliate_admin'] as const) {
      const staff = await t.signedInMember(role);
      const response = await staff.client.post(`${base}/payments/${payment.id}/refunds`, {
        reason: 'Asked for it back',
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await ledgerCounts(t.database)).toEqual(before);
    expect(await auditRowsForTarget(t.database, payment.id)).toEqual([]);
    expect(await planOf(member)).toBe('reader_plus');
  });

  it('lets only financial_edit change a plan', async () => {
    const affiliate = await t.signedInMember('affiliate_admin');
    const plans = (await financial.client.get(`${base}/plans`)).json().plans as {
      code: string;
    }[];
    const plan = plans.find((p) => p.code === 'club_host')!;
    const response = await affiliate.client.put(`${base}/plans/club_host`, plan);
    expect(response.statusCode).toBe(403);
  });
});

describe('refunds through the test provider', () => {
  it('refunds in part: the ledger says partially refunded and the plan stays', async () => {
    const member = await paidMember(t);
    const payment = await paymentOf(member);
    const response = await financial.client.post(`${base}/payments/${payment.id}/refunds`, {
      amount: 200,
      reason: 'A week of downtime',
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json();
    expect(detail.payment).toMatchObject({ status: 'partially_refunded', amountRefunded: 200 });
    expect(detail.refunds).toEqual([expect.objectContaining({ amount: 200 })]);
    expect(detail.refundRequests).toEqual([
      expect.objectContaining({ amount: 200, status: 'succeeded', reason: 'A week of downtime' }),
    ]);
    expect(detail.refundable).toBe(payment.amount - 200);
    expect(detail.subscription).toMatchObject({ status: 'active' });
    expect(await planOf(member)).toBe('reader_plus');

    const audit = await auditRowsForTarget(t.database, payment.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'payment.refund',
        actorId: financial.id,
        after: expect.objectContaining({ amount: 200, full: false }),
      }),
    ]);
  });

  it('refunds in full: the payment is refunded and the plan ends at once', async () => {
    const member = await paidMember(t, 'club_host', 'year');
    const payment = await paymentOf(member);
    expect(await planOf(member)).toBe('club_host');
    const response = await financial.client.post(`${base}/payments/${payment.id}/refunds`, {
      reason: 'Charged twice',
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json();
    expect(detail.payment).toMatchObject({ status: 'refunded', amountRefunded: payment.amount });
    expect(detail.subscription).toMatchObject({ status: 'canceled' });
    expect(detail.refundable).toBe(0);
    expect(await planOf(member)).toBe('reader');
    expect((await member.client.get('/api/payments/me')).json()).toEqual({ subscription: null });

    const actions = (await auditRowsForTarget(t.database, payment.id)).map((row) => row.action);
    expect(actions.sort()).toEqual(['payment.refund', 'payment.subscription_ended_by_refund']);

    // The test provider ended its own side too: its renewals never bill the ended plan again.
    const [own] = await t.database.db
      .select({ status: paymentTestSubscriptions.status })
      .from(paymentTestSubscriptions)
      .where(eq(paymentTestSubscriptions.userId, member.id));
    expect(own).toEqual({ status: 'canceled' });
  });

  it('refunds the rest after a part: the plan ends then', async () => {
    const member = await paidMember(t);
    const payment = await paymentOf(member);
    const url = `${base}/payments/${payment.id}/refunds`;
    await financial.client.post(url, { amount: 100, reason: 'First part' });
    expect(await planOf(member)).toBe('reader_plus');
    const rest = await financial.client.post(url, {
      amount: payment.amount - 100,
      reason: 'The rest',
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().payment).toMatchObject({ status: 'refunded' });
    expect(rest.json().refunds).toHaveLength(2);
    expect(await planOf(member)).toBe('reader');
  });

  it('refuses more than what is left with a clear message, and refunds nothing', async () => {
    const member = await paidMember(t);
    const payment = await paymentOf(member);
    const url = `${base}/payments/${payment.id}/refunds`;
    await financial.client.post(url, { amount: 400, reason: 'Part' });
    const before = await ledgerCounts(t.database);
    const response = await financial.client.post(url, { amount: 100, reason: 'Too much' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(refundMessages.tooMuch('$0.99'));
    expect(await ledgerCounts(t.database)).toEqual(before);

    await financial.client.post(url, { reason: 'The rest' });
    const again = await financial.client.post(url, { reason: 'Once more' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(refundMessages.nothingLeft);
  });

  it('stops holding the amount of a refund whose asking was abandoned an hour ago', async () => {
    const member = await paidMember(t);
    const payment = await paymentOf(member);
    // A refund promised, then the process died before the provider answered.
    await t.database.db.insert(paymentRefundRequests).values({
      paymentId: payment.id,
      amount: payment.amount,
      currency: 'usd',
      reason: 'Lost',
      requestedBy: financial.id,
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
    });
    const url = `${base}/payments/${payment.id}/refunds`;
    expect((await financial.client.post(url, { reason: 'Again' })).statusCode).toBe(409);
    t.clock.advanceMinutes(61);
    const response = await financial.client.post(url, { reason: 'Again, later' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payment).toMatchObject({ status: 'refunded' });
  });

  it('asks for a reason and a positive amount, and answers 404 for an unknown payment', async () => {
    const member = await paidMember(t);
    const payment = await paymentOf(member);
    const url = `${base}/payments/${payment.id}/refunds`;
    expect((await financial.client.post(url, { reason: '' })).statusCode).toBe(400);
    expect((await financial.client.post(url, { amount: 0, reason: 'Zero' })).statusCode).toBe(400);
    expect((await financial.client.post(url, { amount: 1.5, reason: 'Half' })).statusCode).toBe(
      400,
    );
    const unknown = `${base}/payments/00000000-0000-4000-8000-000000000000/refunds`;
    expect((await financial.client.post(unknown, { reason: 'Nobody' })).statusCode).toBe(404);
  });
});

describe('payments, figures and disputes', () => {
  it('finds a payment by the member’s username or e-mail, or by its provider id', async () => {
    const member = await paidMember(t);
    const payment = await paymentOf(member);
    const detail = (await financial.client.get(`${base}/payments/${payment.id}`)).json();
    expect(detail.payment.member).toMatchObject({ username: member.username, email: member.email });
    const byUsername = await financial.client.get(`${base}/payments?q=${member.username}`);
    expect(byUsername.json().payments.map((p: { id: string }) => p.id)).toEqual([payment.id]);
    const providerId = detail.payment.providerPaymentId as string;
    const byProvider = await financial.client.get(`${base}/payments?q=${providerId.slice(4)}`);
    expect(byProvider.json().payments.map((p: { id: string }) => p.id)).toEqual([payment.id]);
    const nobody = await financial.client.get(`${base}/payments?q=no-such-member-anywhere`);
    expect(nobody.json()).toMatchObject({ payments: [], total: 0 });
  });

  it('counts paid clubs apart: paying members, their money, the platform fee, hosts’ payouts', async () => {
    const figures = async () => (await financial.client.get(`${base}/overview`)).json();
    const usd = (list: { amount: number; currency: string }[]) =>
      list.find((m) => m.currency === 'usd')?.amount ?? 0;
    const before = await figures();
    const host = await paidMember(t, 'club_host');
    expect((await host.client.post('/api/payments/payouts', { returnPath: '/' })).statusCode).toBe(
      200,
    );
    const created = await host.client.post('/api/clubs', {
      name: `Figures club ${Date.now()}`,
      category: 'History',
      monthlyPrice: 1500,
    });
    expect(created.statusCode, created.body).toBe(201);
    const reader = await t.signedInMember();
    const started = await reader.client.post(`/api/clubs/${created.json().club.id}/checkout`);
    const id = (started.json().url as string).split('/').at(-1)!;
    const paid = await reader.client.post(`/api/payments/test-checkout/${id}/pay`, approvedCard);
    expect(paid.json()).toMatchObject({ status: 'paid' });

    const after = await figures();
    const clubs = after.paidClubs;
    expect(clubs.activeMemberships - before.paidClubs.activeMemberships).toBe(1);
    expect(usd(clubs.monthlyRevenue) - usd(before.paidClubs.monthlyRevenue)).toBe(1500);
    expect(usd(clubs.revenueThisMonth) - usd(before.paidClubs.revenueThisMonth)).toBe(1500);
    const fee = Math.round((1500 * clubs.platformFeePercent) / 100);
    expect(usd(clubs.platformFeesThisMonth) - usd(before.paidClubs.platformFeesThisMonth)).toBe(
      fee,
    );
    expect(clubs.hostsWithPayouts - before.paidClubs.hostsWithPayouts).toBe(1);
    // A club membership is no plan: the plans' figures do not count it.
    expect(after.activeSubscriptions.map((s: { plan: string }) => s.plan)).not.toContain('club');
  });

  it('counts revenue net of refunds, MRR and active subscriptions', async () => {
    const figures = async () => (await financial.client.get(`${base}/overview`)).json();
    const before = await figures();
    const usd = (list: { amount: number; currency: string }[]) =>
      list.find((m) => m.currency === 'usd')?.amount ?? 0;
    const member = await paidMember(t, 'reader_plus', 'year');
    const payment = await paymentOf(member);
    await financial.client.post(`${base}/payments/${payment.id}/refunds`, {
      amount: 990,
      reason: 'Goodwill',
    });
    const after = await figures();
    expect(usd(after.revenueThisMonth) - usd(before.revenueThisMonth)).toBe(4990 - 990);
    expect(usd(after.monthlyRecurringRevenue) - usd(before.monthlyRecurringRevenue)).toBe(416);
    const count = (f: { activeSubscriptions: { plan: string; count: number }[] }) =>
      f.activeSubscriptions.find((s) => s.plan === 'reader_plus')?.count ?? 0;
    expect(count(after) - count(before)).toBe(1);
    expect(after.revenueByMonth.at(-1)).toMatchObject({
      month: expect.stringMatching(/^\d{4}-\d{2}$/),
    });
  });

  it('shows a dispute from the webhook and tells the member, once', async () => {
    const member = await paidMember(t);
    const payment = await paymentOf(member);
    const detail = (await financial.client.get(`${base}/payments/${payment.id}`)).json();
    const dispute = events.disputeCreated(t.clock.now(), {
      paymentIntent: detail.payment.providerPaymentId,
      amount: payment.amount,
    });
    expect((await deliver(t, dispute)).statusCode).toBe(200);
    expect((await deliver(t, dispute)).json()).toMatchObject({ duplicate: true });

    const listed = (await financial.client.get(`${base}/disputes`)).json().disputes;
    expect(listed[0]).toMatchObject({
      paymentId: payment.id,
      reason: 'fraudulent',
      status: 'needs_response',
      member: expect.objectContaining({ username: member.username }),
    });
    expect(
      (await financial.client.get(`${base}/payments/${payment.id}`)).json().disputes,
    ).toHaveLength(1);
    expect((await financial.client.get(`${base}/overview`)).json().openDisputes).toBeGreaterThan(0);

    const notices = (await member.client.get('/api/notifications')).json();
    const disputed = JSON.stringify(notices).match(/A payment of yours was disputed/g) ?? [];
    expect(disputed).toHaveLength(1);
  });
});

describe('plans', () => {
  it('edits a plan’s prices and benefits (audited), shown on the pricing view', async () => {
    const plans = (await financial.client.get(`${base}/plans`)).json().plans;
    const plus = plans.find((p: { code: string }) => p.code === 'reader_plus');
    const change = {
      name: 'Reader Plus',
      blurb: plus.blurb,
      monthlyPrice: 599,
      yearlyPrice: 5990,
      benefits: [...plus.benefits, 'Early access to new features'],
      active: true,
    };
    const response = await financial.client.put(`${base}/plans/reader_plus`, change);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ monthlyPrice: 599, yearlyPrice: 5990 });
    const onSale = (await t.client().get('/api/payments/plans')).json().plans;
    expect(onSale.find((p: { code: string }) => p.code === 'reader_plus')).toMatchObject({
      monthlyPrice: 599,
      benefits: expect.arrayContaining(['Early access to new features']),
    });
    const audit = await auditRowsForTarget(t.database, 'reader_plus');
    expect(audit.at(-1)).toMatchObject({
      action: 'payment.plan_edited',
      before: expect.objectContaining({ monthlyPrice: 499 }),
      after: expect.objectContaining({ monthlyPrice: 599 }),
    });
    // Put back for the other tests' prices.
    await financial.client.put(`${base}/plans/reader_plus`, {
      ...change,
      monthlyPrice: 499,
      yearlyPrice: 4990,
      benefits: plus.benefits,
    });
  });

  it('keeps the plans’ words plain text', async () => {
    const plans = (await financial.client.get(`${base}/plans`)).json().plans;
    const host = plans.find((p: { code: string }) => p.code === 'club_host');
    const { code: _code, currency: _currency, ...editable } = host;
    const response = await financial.client.put(`${base}/plans/club_host`, {
      ...editable,
      blurb: '<img src=x onerror=alert(1)>Run <b>paid</b> clubs',
      benefits: [...host.benefits, '<script>alert(1)</script>'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().blurb).toBe('Run paid clubs');
    expect(response.json().benefits).toEqual(host.benefits);
    await financial.client.put(`${base}/plans/club_host`, editable);
  });

  it('keeps the free plan free and paid plans paid', async () => {
    const plans = (await financial.client.get(`${base}/plans`)).json().plans;
    const reader = plans.find((p: { code: string }) => p.code === 'reader');
    const { code: _code, currency: _currency, ...editable } = reader;
    const response = await financial.client.put(`${base}/plans/reader`, {
      ...editable,
      monthlyPrice: 100,
    });
    expect(response.statusCode).toBe(400);
    const host = plans.find((p: { code: string }) => p.code === 'club_host');
    const { code: _c, currency: _cu, ...hostEditable } = host;
    const free = await financial.client.put(`${base}/plans/club_host`, {
      ...hostEditable,
      yearlyPrice: 0,
    });
    expect(free.statusCode).toBe(400);
  });
});
