/**
 * A paid club's payment that bought no membership (issue 12): the club filled up between the
 * checkout and the payment, or was deleted. The payment is refunded in full by the provider
 * (the test provider here), its subscription ends so it never renews, the member is told why,
 * and a redelivered or repeated payment event refunds nothing twice. Two members paying for the
 * last seat at once: one membership, one full refund.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubNotificationTitles } from '../../../contracts/clubs.js';
import { clubMemberships } from '../../db/schema/clubs.js';
import {
  paymentRefundRequests,
  payments,
  paymentSubscriptions,
  paymentTestSubscriptions,
} from '../../db/schema/payments.js';
import { auditRowsForTarget } from '../../test/db-access.js';
import { createPaidClub, paidMember, payTestCheckout } from '../../test/paid-member.js';
import { deliver, events } from '../../test/payment-events.js';
import { createTestApp, type TestApp, type TestMember } from '../../test/test-app.js';

let t: TestApp;
let host: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  host = await paidMember(t, 'club_host');
});
afterAll(() => t.close());

/** A paid club with room for `seats` members beside its host. */
const paidClub = (seats: number) => createPaidClub(host, 1500, { memberLimit: seats + 1 });

/** A member who started paying for the club (its checkout URL), while it had room. */
async function checkingOut(club: { id: string }) {
  const member = await t.signedInMember();
  const started = await member.client.post(`/api/clubs/${club.id}/checkout`);
  expect(started.statusCode, started.body).toBe(200);
  return { member, url: started.json().url as string };
}

const db = () => t.database.db;
const paymentOf = async (member: TestMember) =>
  (await db().select().from(payments).where(eq(payments.userId, member.id)))[0]!;
const membersOf = (clubId: string) =>
  db()
    .select()
    .from(clubMemberships)
    .where(and(eq(clubMemberships.clubId, clubId), eq(clubMemberships.role, 'member')));
const refundNotices = async (member: TestMember) =>
  (
    (await member.client.get('/api/notifications')).json().notifications as {
      title: string;
      content: string;
    }[]
  ).filter((n) => n.title === clubNotificationTitles.paidJoinRefunded);

describe('a paid club that filled up between checkout and payment', () => {
  it('refunds the payment in full, ends its subscription and tells the member why, once', async () => {
    const club = await paidClub(1);
    const first = await checkingOut(club);
    const late = await checkingOut(club);
    expect((await payTestCheckout(first.member, first.url)).json()).toMatchObject({
      status: 'paid',
    });
    expect((await payTestCheckout(late.member, late.url)).json()).toMatchObject({ status: 'paid' });

    expect((await membersOf(club.id)).map((m) => m.userId)).toEqual([first.member.id]);
    const payment = await paymentOf(late.member);
    expect(payment).toMatchObject({ status: 'refunded', amountRefunded: 1500 });
    expect((await paymentOf(first.member)).status).toBe('succeeded');
    const [subscription] = await db()
      .select()
      .from(paymentSubscriptions)
      .where(eq(paymentSubscriptions.id, payment.subscriptionId!));
    expect(subscription!.status).toBe('canceled');
    const [own] = await db()
      .select({ status: paymentTestSubscriptions.status })
      .from(paymentTestSubscriptions)
      .where(eq(paymentTestSubscriptions.userId, late.member.id));
    expect(own).toEqual({ status: 'canceled' });

    const requests = await db()
      .select()
      .from(paymentRefundRequests)
      .where(eq(paymentRefundRequests.paymentId, payment.id));
    expect(requests).toEqual([
      expect.objectContaining({
        amount: 1500,
        status: 'succeeded',
        requestedBy: null,
        providerRefundId: `re_test_unfulfilled_${payment.id.replaceAll('-', '')}`,
      }),
    ]);
    const actions = (await auditRowsForTarget(t.database, payment.id)).map((row) => row.action);
    expect(actions.sort()).toEqual([
      'payment.refund_unfulfilled',
      'payment.subscription_ended_by_refund',
    ]);
    expect(await refundNotices(late.member)).toEqual([
      expect.objectContaining({
        content: `“${club.name}” filled up before your payment arrived, so you could not join. We refunded your $15.00 in full and cancelled the subscription, so you will not be charged again.`,
      }),
    ]);
    expect(await refundNotices(first.member)).toEqual([]);

    // The invoice's event again — redelivered, and re-sent as a new event: nothing twice.
    const tag = late.url.split('/').at(-1)!.replaceAll('-', '');
    const s = {
      userId: late.member.id,
      planCode: 'club',
      interval: 'month' as const,
      clubId: club.id,
      customerId: `cus_test_${tag.slice(0, 14)}`,
      subscriptionId: `sub_test_${tag}`,
    };
    const invoice = events.invoice('paid', s, t.clock.now(), {
      invoiceId: `in_test_${tag}`,
      paymentIntent: `pi_test_${tag}`,
      amount: 1500,
      periodEnd: new Date(t.clock.now().getTime() + 30 * 86_400_000),
    });
    for (const id of [`evt_test_${tag}_3`, `evt_test_${tag}_again`])
      expect((await deliver(t, { ...invoice, id })).statusCode).toBe(200);
    expect(
      await db()
        .select()
        .from(paymentRefundRequests)
        .where(eq(paymentRefundRequests.paymentId, payment.id)),
    ).toHaveLength(1);
    expect(await refundNotices(late.member)).toHaveLength(1);
    expect(await membersOf(club.id)).toHaveLength(1);
  });

  it('refunds a payment for a club deleted meanwhile', async () => {
    const club = await paidClub(5);
    const late = await checkingOut(club);
    const deleted = await host.client.request({
      method: 'DELETE',
      url: `/api/clubs/${club.id}`,
      payload: { confirmName: club.name },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await payTestCheckout(late.member, late.url)).json()).toMatchObject({ status: 'paid' });
    expect(await paymentOf(late.member)).toMatchObject({ status: 'refunded' });
    expect(await refundNotices(late.member)).toEqual([
      expect.objectContaining({
        content: expect.stringMatching(/^The club you paid to join was deleted/),
      }),
    ]);
  });

  it('gives the last seat to one of two members paying at once, and refunds the other', async () => {
    const club = await paidClub(1);
    const racers = [await checkingOut(club), await checkingOut(club)];
    const paid = await Promise.all(racers.map((r) => payTestCheckout(r.member, r.url)));
    expect(paid.map((r) => r.json().status)).toEqual(['paid', 'paid']);

    const members = await membersOf(club.id);
    expect(members).toHaveLength(1);
    const ids = racers.map((r) => r.member.id);
    const rows = await db().select().from(payments).where(inArray(payments.userId, ids));
    expect(rows.map((p) => p.status).sort()).toEqual(['refunded', 'succeeded']);
    const refunded = rows.find((p) => p.status === 'refunded')!;
    expect(refunded.userId).not.toBe(members[0]!.userId);
    const requests = await db()
      .select()
      .from(paymentRefundRequests)
      .where(
        inArray(
          paymentRefundRequests.paymentId,
          rows.map((p) => p.id),
        ),
      );
    expect(requests).toEqual([expect.objectContaining({ paymentId: refunded.id, amount: 1500 })]);
    const loser = racers.find((r) => r.member.id === refunded.userId)!;
    expect(await refundNotices(loser.member)).toHaveLength(1);
  }, 60_000);
});
