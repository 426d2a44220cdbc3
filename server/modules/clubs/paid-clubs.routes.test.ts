/**
 * Paid clubs over HTTP (issue 12): a price needs the Club Host plan; joining a paid club goes
 * through checkout and the membership exists only once the paid event arrives (never from the
 * checkout alone); redelivered and concurrent events make one membership; a failed renewal
 * gives a grace period with a notice, then the job suspends; the subscription's end lapses it;
 * leaving cancels at period end; the owner sees standing, earnings and payouts.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubMessages } from '../../../contracts/clubs.js';
import { clubGraceDays } from '../../../contracts/payments.js';
import { clubMemberships } from '../../db/schema/clubs.js';
import { paymentSubscriptions } from '../../db/schema/payments.js';
import { createPaidClub, paidMember, payTestCheckout } from '../../test/paid-member.js';
import { deliver, events } from '../../test/payment-events.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const day = 86_400_000;

const membershipOf = async (clubId: string, userId: string) => {
  const [row] = await t.database.db
    .select()
    .from(clubMemberships)
    .where(and(eq(clubMemberships.clubId, clubId), eq(clubMemberships.userId, userId)));
  return row ?? null;
};
const memberCount = async (slug: string) =>
  (await t.client().get(`/api/clubs/by-slug/${slug}`)).json().club.memberCount as number;

/** The test provider's ids for a paid checkout (test-provider.ts draws them from its id). */
function providerIdsOf(url: string) {
  const tag = url.split('/').at(-1)!.replaceAll('-', '');
  return { subscriptionId: `sub_test_${tag}`, customerId: `cus_test_${tag.slice(0, 14)}` };
}

/** A member who paid for the club; with the scenario to send its later events. */
async function payingMember(club: { id: string }) {
  const member = await t.signedInMember();
  const started = await member.client.post(`/api/clubs/${club.id}/checkout`);
  expect(started.statusCode, started.body).toBe(200);
  const url = started.json().url as string;
  expect((await payTestCheckout(member, url)).json()).toMatchObject({ status: 'paid' });
  const ids = providerIdsOf(url);
  const s = {
    userId: member.id,
    planCode: 'club',
    interval: 'month' as const,
    clubId: club.id,
    ...ids,
  };
  return { member, url, s };
}

describe('pricing a club', () => {
  it('needs the Club Host plan', async () => {
    const reader = await t.signedInMember();
    const response = await reader.client.post('/api/clubs', {
      name: 'Priced without a plan',
      category: 'History',
      monthlyPrice: 1500,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(clubMessages.paidClubsNeedClubHost);
    // A free club needs no plan.
    const free = await reader.client.post('/api/clubs', {
      name: 'Free for all',
      category: 'History',
    });
    expect(free.statusCode).toBe(201);
    const edit = await reader.client.patch(`/api/clubs/${free.json().club.id}`, {
      monthlyPrice: 500,
    });
    expect(edit.statusCode).toBe(403);
  });

  it('refuses a price out of range', async () => {
    const host = await paidMember(t, 'club_host');
    for (const monthlyPrice of [50, 100_001, 15.5]) {
      const response = await host.client.post('/api/clubs', {
        name: 'Oddly priced',
        category: 'History',
        monthlyPrice,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('shows a Club Host’s price as the landing cards do, on the page and in search', async () => {
    const host = await paidMember(t, 'club_host');
    const club = await createPaidClub(host, 1500);
    const page = (await t.client().get(`/api/clubs/by-slug/${club.slug}`)).json();
    expect(page.club).toMatchObject({ clubType: 'paid', pricePerMonth: '15.00' });
    expect(page.abilities).toMatchObject({ join: false, payToJoin: false });
    const found = (await t.client().get(`/api/clubs?q=${encodeURIComponent(club.name)}`)).json();
    expect(found.clubs[0]).toMatchObject({ id: club.id, pricePerMonth: '15.00' });
  });
});

describe('joining a paid club', () => {
  it('makes no membership without a paid event, even when the checkout comes back', async () => {
    const host = await paidMember(t, 'club_host');
    const club = await createPaidClub(host);
    const member = await t.signedInMember();
    const page = (await member.client.get(`/api/clubs/by-slug/${club.slug}`)).json();
    expect(page.abilities).toMatchObject({ join: false, request: false, payToJoin: true });

    const direct = await member.client.post(`/api/clubs/${club.id}/membership`);
    expect(direct.statusCode).toBe(409);
    expect(direct.json().error.message).toBe(clubMessages.payToJoin);

    const started = await member.client.post(`/api/clubs/${club.id}/checkout`);
    expect(started.statusCode).toBe(200);
    const url = started.json().url as string;
    const checkout = await member.client.get(
      `/api/payments/test-checkout/${url.split('/').at(-1)}`,
    );
    expect(checkout.json()).toMatchObject({
      plan: null,
      planName: club.name,
      amount: 1500,
      clubId: club.id,
      paysDue: false,
      returnPath: `/b/${club.slug}`,
    });
    // Declined: nothing paid, no member.
    const declined = await payTestCheckout(member, url, '4000 0000 0000 0002');
    expect(declined.json().status).toBe('declined');
    expect(await membershipOf(club.id, member.id)).toBeNull();
    expect(await memberCount(club.slug)).toBe(1);

    const paid = await payTestCheckout(member, url);
    expect(paid.json()).toEqual({
      status: 'paid',
      planName: club.name,
      returnPath: `/b/${club.slug}`,
      paidDue: false,
    });
    expect(await membershipOf(club.id, member.id)).toMatchObject({
      status: 'approved',
      role: 'member',
      paymentStanding: 'active',
    });
    expect(await memberCount(club.slug)).toBe(2);
    // A club's subscription is not the member's plan.
    expect((await member.client.get('/api/payments/me')).json()).toEqual({ subscription: null });
    expect(await t.app.services.entitlements.planOf(member.id)).toBe('reader');
    // Paying again is refused while they pay.
    const again = await member.client.post(`/api/clubs/${club.id}/checkout`);
    expect(again.statusCode).toBe(409);
  });

  it('makes one membership of redelivered and concurrent paid events', async () => {
    const host = await paidMember(t, 'club_host');
    const club = await createPaidClub(host);
    const member = await t.createUser();
    const s = {
      userId: member.id,
      planCode: 'club',
      interval: 'month' as const,
      clubId: club.id,
      customerId: `cus_conc_${club.id}`,
      subscriptionId: `sub_conc_${club.id}`,
    };
    const now = t.clock.now();
    const periodEnd = new Date(now.getTime() + 30 * day);
    const created = events.subscription('created', s, now, { status: 'active', periodEnd });
    const responses = await Promise.all([
      deliver(t, created),
      deliver(t, created),
      deliver(t, { ...created, id: `${created.id}_other` }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    await deliver(t, created);
    const rows = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(clubMemberships)
      .where(eq(clubMemberships.clubId, club.id));
    expect(rows[0]!.n).toBe(2);
    expect(await memberCount(club.slug)).toBe(2);
  });
});

describe('a paid membership over time', () => {
  it('keeps a past-due member in for the grace period with a notice, then suspends them', async () => {
    const host = await paidMember(t, 'club_host');
    const club = await createPaidClub(host);
    const { member, s } = await payingMember(club);
    const failedAt = t.clock.now();
    const failed = events.invoice('payment_failed', s, failedAt, {
      invoiceId: `in_failed_${club.id}`,
      paymentIntent: `pi_failed_${club.id}`,
      amount: 1500,
      periodEnd: new Date(failedAt.getTime() + 30 * day),
    });
    expect((await deliver(t, failed)).statusCode).toBe(200);
    const inGrace = await membershipOf(club.id, member.id);
    expect(inGrace).toMatchObject({ status: 'approved', paymentStanding: 'grace' });
    expect(inGrace!.graceEndsAt!.getTime()).toBe(
      new Date(failedAt.getTime()).setMilliseconds(0) + clubGraceDays * day,
    );
    const notices = (await member.client.get('/api/notifications')).json().notifications as {
      title: string;
      content: string;
    }[];
    expect(notices[0]).toMatchObject({ title: 'Your club membership payment failed' });
    expect(notices[0]!.content).toContain('Update your card');

    // The job before the grace ends changes nothing; after, it suspends.
    t.clock.advance(clubGraceDays * day - 60_000);
    expect(await t.app.services.clubs.paid.suspendOverdue()).toBe(0);
    t.clock.advance(2 * 60_000);
    expect(await t.app.services.clubs.paid.suspendOverdue()).toBeGreaterThanOrEqual(1);
    expect(await membershipOf(club.id, member.id)).toMatchObject({
      status: 'suspended',
      paymentStanding: 'suspended',
    });
    expect(await memberCount(club.slug)).toBe(1);
    // A week on, the member's session has lapsed too; clubs.paid.policy.test.ts shows that a
    // suspended member may pay again.

    // Paid at last: restored.
    const renewed = events.invoice('paid', s, t.clock.now(), {
      invoiceId: `in_renewed_${club.id}`,
      paymentIntent: `pi_renewed_${club.id}`,
      amount: 1500,
      periodEnd: new Date(t.clock.now().getTime() + 30 * day),
    });
    expect((await deliver(t, renewed)).statusCode).toBe(200);
    expect(await membershipOf(club.id, member.id)).toMatchObject({
      status: 'approved',
      paymentStanding: 'active',
      graceEndsAt: null,
    });
  });

  it('lapses the membership when the subscription ends', async () => {
    const host = await paidMember(t, 'club_host');
    const club = await createPaidClub(host);
    const { member, s } = await payingMember(club);
    const ended = events.subscription('deleted', s, t.clock.now(), {
      status: 'canceled',
      periodEnd: t.clock.now(),
    });
    expect((await deliver(t, ended)).statusCode).toBe(200);
    expect(await membershipOf(club.id, member.id)).toBeNull();
    expect(await memberCount(club.slug)).toBe(1);
  });

  it('cancels the subscription at period end when the member leaves', async () => {
    const host = await paidMember(t, 'club_host');
    const club = await createPaidClub(host);
    const { member, s } = await payingMember(club);
    const left = await member.client.delete(`/api/clubs/${club.id}/membership`);
    expect(left.statusCode, left.body).toBe(200);
    expect(await membershipOf(club.id, member.id)).toBeNull();
    const [sub] = await t.database.db
      .select()
      .from(paymentSubscriptions)
      .where(eq(paymentSubscriptions.providerSubscriptionId, s.subscriptionId));
    expect(sub).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, clubId: club.id });
  });
});

describe('renewals of a paid club on the test provider', () => {
  it('renews the membership month by month, and ends it at the period end after leaving', async () => {
    const host = await paidMember(t, 'club_host');
    const club = await createPaidClub(host);
    const { member, s } = await payingMember(club);
    const subscription = async () =>
      (
        await t.database.db
          .select()
          .from(paymentSubscriptions)
          .where(eq(paymentSubscriptions.providerSubscriptionId, s.subscriptionId))
      )[0]!;
    const firstEnd = (await subscription()).currentPeriodEnd!;
    t.clock.advance(firstEnd.getTime() - t.clock.now().getTime() + 60_000);
    expect(await t.app.services.testRenewals.run()).toBeGreaterThanOrEqual(1);
    const renewed = await subscription();
    expect(renewed).toMatchObject({ status: 'active', clubId: club.id });
    expect(renewed.currentPeriodEnd!.getTime()).toBeGreaterThan(firstEnd.getTime());
    expect(await membershipOf(club.id, member.id)).toMatchObject({ status: 'approved' });

    // Leaving stops the test provider's renewals: at the period's end the subscription ends.
    // (A month on the clock ended the member's session: they sign in again.)
    await t.signInAgain(member);
    expect((await member.client.delete(`/api/clubs/${club.id}/membership`)).statusCode).toBe(200);
    expect(await subscription()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    t.clock.advance(renewed.currentPeriodEnd!.getTime() - t.clock.now().getTime() + 60_000);
    await t.app.services.testRenewals.run();
    expect(await subscription()).toMatchObject({ status: 'canceled' });
    expect(await membershipOf(club.id, member.id)).toBeNull();
  });
});

describe('the host’s members and payments', () => {
  it('shows the owner each paying member’s standing and the earnings; no one else', async () => {
    const host = await paidMember(t, 'club_host');
    const club = await createPaidClub(host, 1500);
    const { member } = await payingMember(club);
    const view = await host.client.get(`/api/clubs/${club.id}/payments`);
    expect(view.statusCode, view.body).toBe(200);
    const body = view.json();
    expect(body.members).toEqual([
      expect.objectContaining({
        person: expect.objectContaining({ id: member.id }),
        standing: 'active',
        graceEndsAt: null,
      }),
    ]);
    expect(body.earnings).toEqual([
      expect.objectContaining({ gross: 1500, platformFee: 150, net: 1350, currency: 'usd' }),
    ]);
    expect(body.payouts).toEqual({ account: null, platformFeePercent: 10, payouts: [] });
    expect((await member.client.get(`/api/clubs/${club.id}/payments`)).statusCode).toBe(403);
    expect((await t.client().get(`/api/clubs/${club.id}/payments`)).statusCode).toBe(401);
  });

  it('sets up a test payout account for a Club Host only', async () => {
    const reader = await t.signedInMember();
    const refused = await reader.client.post('/api/payments/payouts', { returnPath: '/settings' });
    expect(refused.statusCode).toBe(403);
    const host = await paidMember(t, 'club_host');
    const made = await host.client.post('/api/payments/payouts', { returnPath: '/b/somewhere' });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toEqual({ url: '/b/somewhere' });
    expect((await host.client.get('/api/payments/payouts')).json()).toEqual({
      account: { provider: 'test', ready: true },
      platformFeePercent: 10,
      payouts: [],
    });
    const offsite = await host.client.post('/api/payments/payouts', {
      returnPath: '//evil.example',
    });
    expect(offsite.statusCode).toBe(400);
  });

  it('keeps a paid club’s owner, since its members pay them', async () => {
    const host = await paidMember(t, 'club_host');
    const club = await createPaidClub(host);
    const { member } = await payingMember(club);
    const handed = await host.client.put(`/api/clubs/${club.id}/owner`, { newOwnerId: member.id });
    expect(handed.statusCode).toBe(409);
    expect(handed.json().error.message).toBe(clubMessages.paidClubTransfer);
    const listed = (await host.client.get(`/api/clubs/${club.id}/members`)).json();
    const them = listed.members.find((m: { person: { id: string } }) => m.person.id === member.id);
    expect(them.abilities.makeOwner).toBe(false);
    expect(await membershipOf(club.id, member.id)).toMatchObject({ role: 'member' });
  });

  it('makes a paid club free only once no one pays', async () => {
    const host = await paidMember(t, 'club_host');
    const club = await createPaidClub(host);
    await payingMember(club);
    const free = await host.client.patch(`/api/clubs/${club.id}`, { monthlyPrice: null });
    expect(free.statusCode).toBe(409);
    const cheaper = await host.client.patch(`/api/clubs/${club.id}`, { monthlyPrice: 900 });
    expect(cheaper.statusCode).toBe(200);
    expect(cheaper.json().club.pricePerMonth).toBe('9.00');
  });
});
