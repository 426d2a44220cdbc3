/**
 * The terms' refund policy follows the ledger (refund-policy.ts): a subscription payment
 * refunded in full from outside our back-office (Stripe's dashboard; here its charge.refunded
 * alone) ends the plan now, through the test provider's own record, with an audit entry that has
 * no actor — also when the provider tells the refund before the payment; a partial refund keeps
 * it; a redelivered or repeated event ends nothing again; a staff refund still ends the plan
 * once, with its actor.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, paymentTestSubscriptions } from '../../db/schema/payments.js';
import { auditRowsForTarget } from '../../test/db-access.js';
import { paidMember } from '../../test/paid-member.js';
import { deliver, events, scenario, type ProviderEvent } from '../../test/payment-events.js';
import { createTestApp, type TestApp, type TestMember } from '../../test/test-app.js';

let t: TestApp;
let financial: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  financial = await t.signedInMember('financial_admin');
});
afterAll(() => t.close());

async function paymentOf(member: TestMember) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.userId, member.id));
  return row!;
}

/** charge.refunded as Stripe sends it after a refund made in its dashboard. */
function refundedOutside(
  payment: { providerPaymentId: string; amount: number; currency: string },
  refunds: { id: string; amount: number }[],
): ProviderEvent {
  const charge = { userId: '', planCode: '', customerId: 'cus_dashboard', subscriptionId: '' };
  return events.chargeRefunded(charge, t.clock.now(), {
    paymentIntent: payment.providerPaymentId,
    amount: payment.amount,
    currency: payment.currency,
    refunds,
  });
}

const planOf = (member: TestMember) => t.app.services.entitlements.planOf(member.id);
const providerRecordOf = async (member: TestMember) =>
  (
    await t.database.db
      .select({ status: paymentTestSubscriptions.status })
      .from(paymentTestSubscriptions)
      .where(eq(paymentTestSubscriptions.userId, member.id))
  )[0]?.status;
const endedEntries = async (paymentId: string) =>
  (await auditRowsForTarget(t.database, paymentId)).filter(
    (row) => row.action === 'payment.subscription_ended_by_refund',
  );

describe('a refund made outside the back-office', () => {
  it('ends the plan when the provider tells the refund before the payment, e-mailing once', async () => {
    const user = await t.createUser();
    const s = scenario(user.id);
    const now = Math.floor(t.clock.now().getTime() / 1000) * 1000;
    const at = (seconds: number) => new Date(now - 100_000 + seconds * 1000);
    const periodEnd = new Date(now + 30 * 86_400_000);
    const paymentIntent = `pi_${s.subscriptionId}_first`;
    const created = events.subscription('created', s, at(1), { status: 'active', periodEnd });
    // Stripe sends the charge's refund ahead of the invoice that paid it.
    const refunded = events.chargeRefunded(s, at(3), {
      paymentIntent,
      amount: 499,
      refunds: [{ id: `re_${s.subscriptionId}`, amount: 499 }],
    });
    const paid = events.invoice('paid', s, at(2), {
      invoiceId: `in_${s.subscriptionId}_first`,
      paymentIntent,
      amount: 499,
      periodEnd,
    });
    for (const event of [created, refunded]) expect((await deliver(t, event)).statusCode).toBe(200);
    expect(await t.app.services.entitlements.planOf(user.id)).toBe('reader_plus');
    expect((await deliver(t, paid)).statusCode).toBe(200);
    expect(await t.app.services.entitlements.planOf(user.id)).toBe('reader');
    const [row] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, paymentIntent));
    expect(row).toMatchObject({ status: 'refunded', purpose: 'subscription' });
    expect(await endedEntries(row!.id)).toHaveLength(1);
    // The member was told of the refund when it came, and not again.
    await t.mail.waitFor((m) => m.to === user.email && /refund/.test(m.subject));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      t.mail.messages.filter((m) => m.to === user.email && /refund/.test(m.subject)),
    ).toHaveLength(1);
  });

  it('ends the plan now when it refunds the payment in full, once however often it is told', async () => {
    const member = await paidMember(t);
    const payment = await paymentOf(member);
    expect(await planOf(member)).toBe('reader_plus');

    const event = refundedOutside(payment, [{ id: 're_dashboard_1', amount: payment.amount }]);
    expect((await deliver(t, event)).statusCode).toBe(200);
    expect(await planOf(member)).toBe('reader');
    expect(await providerRecordOf(member)).toBe('canceled');
    expect((await member.client.get('/api/payments/me')).json()).toEqual({ subscription: null });
    expect(await endedEntries(payment.id)).toEqual([
      expect.objectContaining({
        actorId: null,
        after: { status: 'canceled', endedBy: 'refund_at_provider' },
      }),
    ]);

    // Redelivered, and told again by another event with the same running total: nothing more.
    expect((await deliver(t, event)).json()).toMatchObject({ duplicate: true });
    const again = { ...event, id: `${event.id}_again` };
    expect((await deliver(t, again)).json()).toMatchObject({ duplicate: false });
    expect(await endedEntries(payment.id)).toHaveLength(1);
    expect(await planOf(member)).toBe('reader');
  });

  it('keeps the plan when it refunds only a part', async () => {
    const member = await paidMember(t, 'club_host');
    const payment = await paymentOf(member);
    const event = refundedOutside(payment, [{ id: 're_dashboard_part', amount: 100 }]);
    expect((await deliver(t, event)).statusCode).toBe(200);
    const [after] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after).toMatchObject({ status: 'partially_refunded', amountRefunded: 100 });
    expect(await planOf(member)).toBe('club_host');
    expect(await providerRecordOf(member)).toBe('active');
    expect(await endedEntries(payment.id)).toEqual([]);
  });

  it('ends the plan when the rest of a staff part is refunded outside', async () => {
    const member = await paidMember(t);
    const payment = await paymentOf(member);
    const part = await financial.client.post(
      `/api/admin/financial/payments/${payment.id}/refunds`,
      {
        amount: 100,
        reason: 'A day down',
      },
    );
    expect(part.statusCode, part.body).toBe(200);
    const staffRefundId = part.json().refunds[0].id as string;
    const event = refundedOutside(payment, [
      { id: staffRefundId, amount: 100 },
      { id: 're_dashboard_rest', amount: payment.amount - 100 },
    ]);
    expect((await deliver(t, event)).statusCode).toBe(200);
    expect(await planOf(member)).toBe('reader');
    expect(await endedEntries(payment.id)).toEqual([expect.objectContaining({ actorId: null })]);
  });
});

describe('a staff refund in full', () => {
  it('still ends the plan once, audited with the staff member', async () => {
    const member = await paidMember(t);
    const payment = await paymentOf(member);
    const response = await financial.client.post(
      `/api/admin/financial/payments/${payment.id}/refunds`,
      { reason: 'Charged twice' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().subscription).toMatchObject({ status: 'canceled' });
    expect(await planOf(member)).toBe('reader');
    expect(await endedEntries(payment.id)).toEqual([
      expect.objectContaining({ actorId: financial.id }),
    ]);
  });
});
