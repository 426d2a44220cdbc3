/**
 * The member's billing history (issue 12, the ledger's invoices): each period's bill as the
 * provider told it — open while a failed charge is retried, paid once paid, never reopened by a
 * failure told late — shown to its member alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliver, events, scenario } from '../../test/payment-events.js';
import { paidMember } from '../../test/paid-member.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const later = (ms: number) => new Date(t.clock.now().getTime() + ms);
const day = 86_400_000;

describe('invoices', () => {
  it('keeps each bill: open while retried, paid once paid, never reopened by a late failure', async () => {
    const member = await t.signedInMember();
    const s = scenario(member.id);
    const periodEnd = later(30 * day);
    const bill = (invoiceId: string, end: Date) => ({
      invoiceId,
      paymentIntent: `pi_${invoiceId}`,
      amount: 499,
      periodEnd: end,
    });
    await deliver(t, events.checkoutCompleted(s, later(-10_000)));
    await deliver(
      t,
      events.subscription('created', s, later(-9_000), { status: 'active', periodEnd }),
    );
    const failed = events.invoice('payment_failed', s, later(-8_000), bill('in_a1', periodEnd));
    await deliver(t, failed);
    const mine = async () => (await member.client.get('/api/payments/invoices')).json().invoices;
    expect(await mine()).toEqual([
      expect.objectContaining({
        // This scenario's checkout named no period: the plan alone.
        description: 'Reader Plus',
        amountDue: 499,
        amountPaid: 0,
        status: 'open',
      }),
    ]);
    await deliver(t, events.invoice('paid', s, later(-7_000), bill('in_a1', periodEnd)));
    // The failure again, told late (a redelivery would be a duplicate; this is a new event).
    await deliver(t, { ...failed, id: `${failed.id}_late` });
    await deliver(t, events.invoice('paid', s, later(-1_000), bill('in_a2', later(60 * day))));
    const invoices = await mine();
    expect(
      invoices.map((i: { status: string; amountPaid: number }) => [i.status, i.amountPaid]),
    ).toEqual([
      ['paid', 499],
      ['paid', 499],
    ]);
    expect(new Date(invoices[0].issuedAt).getTime()).toBeGreaterThan(
      new Date(invoices[1].issuedAt).getTime(),
    );
  });

  it('bills a test checkout, and shows a member only their own', async () => {
    const member = await paidMember(t, 'club_host', 'year');
    const mine = (await member.client.get('/api/payments/invoices')).json().invoices;
    expect(mine).toEqual([
      expect.objectContaining({
        description: 'Club Host, yearly',
        amountPaid: 9990,
        status: 'paid',
      }),
    ]);
    const other = await t.signedInMember();
    expect((await other.client.get('/api/payments/invoices')).json()).toEqual({ invoices: [] });
    expect((await t.client().get('/api/payments/invoices')).statusCode).toBe(401);
  });
});
