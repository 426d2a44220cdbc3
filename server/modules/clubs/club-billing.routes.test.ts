/**
 * A member's own paid club memberships over HTTP (issue 12), on the test provider: the club's
 * page tells a member whose renewal failed until when they keep access and how to pay (never
 * another member, never a visitor's kept page); paying what is due on the test checkout
 * settles the failed invoice and restores them; Settings lists each paid club with its
 * standing; cancelling keeps the membership to the end of the month paid for.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubBillingMessages } from '../../../contracts/club-billing.js';
import { clubGraceDays } from '../../../contracts/payments.js';
import { clubMemberships } from '../../db/schema/clubs.js';
import { paymentInvoices, payments, paymentSubscriptions } from '../../db/schema/payments.js';
import {
  approvedCard,
  createPaidClub,
  paidMember,
  payTestCheckout,
} from '../../test/paid-member.js';
import { createTestApp, type TestApp, type TestMember } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const declinesRenewals = '4000 0000 0000 0341';
const day = 86_400_000;

async function join(
  member: TestMember,
  club: { id: string },
  cardNumber = approvedCard.cardNumber,
) {
  const started = await member.client.post(`/api/clubs/${club.id}/checkout`);
  expect(started.statusCode, started.body).toBe(200);
  expect((await payTestCheckout(member, started.json().url, cardNumber)).json()).toMatchObject({
    status: 'paid',
  });
}

const subscriptionOf = async (userId: string, clubId: string) =>
  (
    await t.database.db
      .select()
      .from(paymentSubscriptions)
      .where(and(eq(paymentSubscriptions.userId, userId), eq(paymentSubscriptions.clubId, clubId)))
  )[0]!;

const membershipOf = async (clubId: string, userId: string) =>
  (
    await t.database.db
      .select()
      .from(clubMemberships)
      .where(and(eq(clubMemberships.clubId, clubId), eq(clubMemberships.userId, userId)))
  )[0] ?? null;

/** Moves the clock past the period's end and runs the test provider's renewals. */
async function renewAfter(periodEnd: Date) {
  t.clock.advance(periodEnd.getTime() - t.clock.now().getTime() + 60_000);
  await t.app.services.testRenewals.run();
}

/** A month on the clock ended every session: each member signs in again. */
async function signInAgain(...members: TestMember[]) {
  for (const member of members) await t.signInAgain(member);
}

const pageOf = async (member: TestMember | null, slug: string) => {
  const response = await (member ? member.client : t.client()).get(`/api/clubs/by-slug/${slug}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('a failed renewal on the club’s page and in Settings', () => {
  it('shows the member alone their grace and how to pay; paying what is due restores them', async () => {
    const host = await paidMember(t, 'club_host');
    const club = await createPaidClub(host);
    const failing = await t.signedInMember();
    const paying = await t.signedInMember();
    await join(failing, club, declinesRenewals);
    await join(paying, club);

    // Before anything fails: a paying member's page says so, and asks payments nothing more.
    expect((await pageOf(failing, club.slug)).payment).toEqual({
      standing: 'active',
      graceEndsAt: null,
      fix: null,
    });
    // The visitor's page is made and kept now, before the failure.
    expect((await pageOf(null, club.slug)).payment).toBeNull();

    const firstEnd = (await subscriptionOf(failing.id, club.id)).currentPeriodEnd!;
    await renewAfter(firstEnd);
    await signInAgain(failing, paying, host);
    expect(await subscriptionOf(failing.id, club.id)).toMatchObject({ status: 'past_due' });
    const membership = await membershipOf(club.id, failing.id);
    expect(membership).toMatchObject({ status: 'approved', paymentStanding: 'grace' });

    const page = await pageOf(failing, club.slug);
    expect(page.payment).toEqual({
      standing: 'grace',
      graceEndsAt: membership!.graceEndsAt!.toISOString(),
      fix: 'payDue',
    });
    expect(page.abilities.viewInside).toBe(true);
    // No one else sees it: not another paying member, not the host, not a visitor's kept page.
    expect((await pageOf(paying, club.slug)).payment).toMatchObject({ standing: 'active' });
    expect((await pageOf(host, club.slug)).payment).toBeNull();
    expect((await pageOf(await t.signedInMember(), club.slug)).payment).toBeNull();
    const visitor = await pageOf(null, club.slug);
    expect(visitor.payment).toBeNull();
    expect(JSON.stringify(visitor)).not.toContain('grace');

    // Settings lists the club with its standing, for its member only.
    const mine = (await failing.client.get('/api/clubs/mine/paid')).json();
    expect(mine).toEqual({
      manageCards: false,
      memberships: [
        {
          club: { id: club.id, name: club.name, path: `/b/${club.slug}` },
          amount: 1500,
          currency: 'usd',
          status: 'grace',
          periodEnd: firstEnd.toISOString(),
          graceEndsAt: membership!.graceEndsAt!.toISOString(),
          abilities: { cancel: true, fixPayment: true },
        },
      ],
    });
    const others = (await paying.client.get('/api/clubs/mine/paid')).json().memberships;
    expect(others).toHaveLength(1);
    expect(others[0]).toMatchObject({ status: 'active', abilities: { fixPayment: false } });
    expect((await host.client.get('/api/clubs/mine/paid')).json().memberships).toEqual([]);
    expect((await t.client().get('/api/clubs/mine/paid')).statusCode).toBe(401);

    // Another member has nothing to pay here.
    const notTheirs = await paying.client.post(`/api/clubs/${club.id}/payment/fix`);
    expect(notTheirs.statusCode).toBe(409);
    expect(notTheirs.json().error.message).toBe(clubBillingMessages.nothingDue);

    // The test provider's way to pay what is due: a checkout of the club's price.
    const fix = await failing.client.post(`/api/clubs/${club.id}/payment/fix`);
    expect(fix.statusCode, fix.body).toBe(200);
    const url = fix.json().url as string;
    expect(url).toMatch(/^\/checkout\/test\/[\w-]+$/);
    const checkout = (
      await failing.client.get(`/api/payments/test-checkout/${url.split('/').at(-1)}`)
    ).json();
    // It says what it is for: what is due, not joining again.
    expect(checkout).toMatchObject({
      planName: club.name,
      amount: 1500,
      clubId: club.id,
      paysDue: true,
    });
    expect(
      (await paying.client.get(`/api/payments/test-checkout/${url.split('/').at(-1)}`)).statusCode,
    ).toBe(404);
    expect((await payTestCheckout(failing, url)).json()).toMatchObject({
      status: 'paid',
      paidDue: true,
    });

    // The failed invoice is the one paid; the subscription runs a month from where it failed.
    const settled = await subscriptionOf(failing.id, club.id);
    expect(settled.status).toBe('active');
    expect(settled.currentPeriodEnd!.getTime()).toBeGreaterThan(firstEnd.getTime() + 27 * day);
    const invoices = await t.database.db
      .select()
      .from(paymentInvoices)
      .where(eq(paymentInvoices.subscriptionId, settled.id));
    expect(invoices.map((invoice) => invoice.status).sort()).toEqual(['paid', 'paid']);
    expect(await membershipOf(club.id, failing.id)).toMatchObject({
      status: 'approved',
      paymentStanding: 'active',
      graceEndsAt: null,
    });
    expect((await pageOf(failing, club.slug)).payment).toMatchObject({ standing: 'active' });
    expect((await failing.client.post(`/api/clubs/${club.id}/payment/fix`)).statusCode).toBe(409);

    // The new card renews: the next month goes through.
    await renewAfter(settled.currentPeriodEnd!);
    expect(await subscriptionOf(failing.id, club.id)).toMatchObject({ status: 'active' });
  });

  it('shows a suspended member their suspension, and paying what is due brings them back', async () => {
    const host = await paidMember(t, 'club_host');
    const club = await createPaidClub(host);
    const member = await t.signedInMember();
    await join(member, club, declinesRenewals);
    await renewAfter((await subscriptionOf(member.id, club.id)).currentPeriodEnd!);
    // The club's grace job runs before the test provider's next renewal run ends it.
    t.clock.advance(clubGraceDays * day + 60_000);
    expect(await t.app.services.clubs.paid.suspendOverdue()).toBeGreaterThanOrEqual(1);
    await signInAgain(member);

    const page = await pageOf(member, club.slug);
    expect(page.payment).toEqual({ standing: 'suspended', graceEndsAt: null, fix: 'payDue' });
    const listed = (await member.client.get('/api/clubs/mine/paid')).json().memberships[0];
    expect(listed).toMatchObject({ status: 'suspended', abilities: { fixPayment: true } });

    const url = (await member.client.post(`/api/clubs/${club.id}/payment/fix`)).json().url;
    expect((await payTestCheckout(member, url)).json()).toMatchObject({ status: 'paid' });
    expect(await membershipOf(club.id, member.id)).toMatchObject({
      status: 'approved',
      paymentStanding: 'active',
    });
    // What they paid bought the membership back: nothing is refunded as if it bought nothing.
    const paid = await t.database.db.select().from(payments).where(eq(payments.userId, member.id));
    expect(paid.map((p) => [p.status, p.amountRefunded])).toEqual(paid.map(() => ['succeeded', 0]));
  });
});

describe('cancelling a paid membership from Settings', () => {
  it('keeps the member in until the month paid for ends; only their own', async () => {
    const host = await paidMember(t, 'club_host');
    const club = await createPaidClub(host);
    const member = await t.signedInMember();
    const stranger = await t.signedInMember();
    await join(member, club);

    const notPaying = await stranger.client.post(`/api/clubs/${club.id}/payment/cancel`);
    expect(notPaying.statusCode).toBe(409);
    expect(notPaying.json().error.message).toBe(clubBillingMessages.notPaying);

    const cancelled = await member.client.post(`/api/clubs/${club.id}/payment/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    const sub = await subscriptionOf(member.id, club.id);
    expect(sub).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(await membershipOf(club.id, member.id)).toMatchObject({ status: 'approved' });
    const listed = (await member.client.get('/api/clubs/mine/paid')).json().memberships[0];
    expect(listed).toMatchObject({
      status: 'ending',
      periodEnd: sub.currentPeriodEnd!.toISOString(),
      abilities: { cancel: false, fixPayment: false },
    });
    const again = await member.client.post(`/api/clubs/${club.id}/payment/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(clubBillingMessages.alreadyEnding);

    // At the period's end the subscription ends and the membership lapses.
    await renewAfter(sub.currentPeriodEnd!);
    expect(await membershipOf(club.id, member.id)).toBeNull();
    await signInAgain(member);
    expect((await member.client.get('/api/clubs/mine/paid')).json().memberships).toEqual([]);
  });
});
