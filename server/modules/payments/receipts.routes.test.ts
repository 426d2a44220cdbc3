/**
 * Receipts by e-mail and §9's critical analytics events, both told by the ledger's facts: one
 * receipt and one `purchase_completed` per payment, one `subscription_created` per new
 * subscription, a refund notice when money goes back — and nothing again on a redelivery.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema/analytics.js';
import { deliver, events, scenario } from '../../test/payment-events.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const later = (ms: number) => new Date(t.clock.now().getTime() + ms);
const eventsOf = (userId: string) =>
  t.database.db
    .select()
    .from(analyticsEvents)
    .where(eq(analyticsEvents.userId, userId))
    .orderBy(analyticsEvents.id);
const mailTo = (to: string) => t.mail.messages.filter((m) => m.to === to);
/** Long enough for a queued mail job to have been delivered, were there one. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));

describe('a paid subscription', () => {
  it('records the purchase and the new subscription at once, and e-mails one receipt', async () => {
    const user = await t.createUser();
    const s = scenario(user.id);
    const periodEnd = later(30 * 86_400_000);
    const created = events.subscription('created', s, later(-3_000), {
      status: 'active',
      periodEnd,
    });
    const paid = events.invoice('paid', s, later(-2_000), {
      invoiceId: `in_${s.subscriptionId}`,
      paymentIntent: `pi_${s.subscriptionId}`,
      amount: 499,
      periodEnd,
    });
    await deliver(t, events.checkoutCompleted(s, later(-4_000)));
    await deliver(t, created);
    await deliver(t, paid);

    // Recorded with the event itself: no job, no wait.
    const recorded = await eventsOf(user.id);
    expect(recorded.map((e) => e.name)).toEqual(['subscription_created', 'purchase_completed']);
    expect(recorded[0]!.properties).toMatchObject({ plan: 'reader_plus', status: 'active' });
    expect(recorded[1]!.properties).toMatchObject({ amount: 499, currency: 'usd' });

    const receipt = await t.mail.waitFor((m) => m.to === user.email);
    expect(receipt.subject).toBe('Your Bookhive receipt for $4.99');
    expect(receipt.text).toContain('We received $4.99 for Reader Plus');
    expect(receipt.link).toBe('http://localhost:3000/settings?showPricing=1');

    // Redelivered, and sent again under new ids with nothing new: no second record or receipt.
    for (const event of [created, paid]) {
      expect((await deliver(t, event)).json()).toMatchObject({ duplicate: true });
    }
    await deliver(t, { ...created, id: `${created.id}_again` });
    await settle();
    expect(await eventsOf(user.id)).toHaveLength(2);
    expect(mailTo(user.email)).toHaveLength(1);
  });

  it('sends a receipt after a test checkout is paid, and a refund notice', async () => {
    const member = await t.signedInMember();
    const started = await member.client.post('/api/payments/checkout', {
      plan: 'club_host',
      interval: 'year',
    });
    const id = (started.json().url as string).split('/').at(-1)!;
    await member.client.post(`/api/payments/test-checkout/${id}/pay`, {
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
      name: 'Ada Reader',
    });
    const receipt = await t.mail.waitFor((m) => m.to === member.email);
    expect(receipt.subject).toBe('Your Bookhive receipt for $99.90');
    expect(receipt.text).toContain('Club Host (yearly)');
    expect((await eventsOf(member.id)).map((e) => e.name)).toEqual([
      'subscription_created',
      'purchase_completed',
    ]);

    const s = {
      ...scenario(member.id),
      customerId: `cus_test_${id.replaceAll('-', '').slice(0, 14)}`,
    };
    const refund = events.chargeRefunded(s, later(1_000), {
      paymentIntent: `pi_test_${id.replaceAll('-', '')}`,
      amount: 9_990,
      refunds: [{ id: `re_${id}`, amount: 2_000 }],
    });
    await deliver(t, refund);
    await deliver(t, refund);
    const notice = await t.mail.waitFor((m) => m.to === member.email && /refund/.test(m.subject));
    expect(notice.subject).toBe('Your Bookhive refund of $20.00');
    expect(notice.text).toContain('$20.00 of your payment of $99.90 has been refunded');
    await settle();
    expect(mailTo(member.email)).toHaveLength(2);
  });

  it('sends no receipt to an address not yet verified, but records the purchase', async () => {
    const user = await t.createUser({ verified: false });
    const s = scenario(user.id);
    await deliver(t, events.purchaseCompleted(s, later(-1_000), `pi_${s.customerId}`, 1_500));
    expect((await eventsOf(user.id)).map((e) => e.name)).toEqual(['purchase_completed']);
    await settle();
    expect(mailTo(user.email)).toHaveLength(0);
  });
});
