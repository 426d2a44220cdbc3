/**
 * Paid memberships under concurrency (issue 12), on PostgreSQL: one club subscription's paid
 * event delivered 20 times at once (each a distinct event) makes one membership; more paid
 * members than seats arriving together fill the seats exactly (the club's row lock), every event
 * is taken, and those who found it full are told so.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubMemberships } from '../../db/schema/clubs.js';
import { deliver, events, scenario } from '../../test/payment-events.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const day = 86_400_000;

async function paidClub(memberLimit: number | null) {
  const host = await t.signedInMember();
  const periodEnd = new Date(t.clock.now().getTime() + 30 * day);
  const plan = events.subscription('created', scenario(host.id, 'club_host'), t.clock.now(), {
    status: 'active',
    periodEnd,
  });
  expect((await deliver(t, plan)).statusCode).toBe(200);
  const created = await host.client.post('/api/clubs', {
    name: `Crowded paid club ${Date.now()}`,
    category: 'History',
    monthlyPrice: 1500,
    memberLimit,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().club as { id: string; slug: string };
}

function joined(userId: string, clubId: string) {
  const s = { ...scenario(userId, 'club'), interval: 'month' as const, clubId };
  return events.subscription('created', s, t.clock.now(), {
    status: 'active',
    periodEnd: new Date(t.clock.now().getTime() + 30 * day),
  });
}

const membersOf = (clubId: string) =>
  t.database.db
    .select()
    .from(clubMemberships)
    .where(and(eq(clubMemberships.clubId, clubId), eq(clubMemberships.role, 'member')));

// PGlite runs one statement at a time on one connection, so deliveries there never overlap.
describe.skipIf(!process.env.TEST_DATABASE_URL)('paid memberships on PostgreSQL', () => {
  it('makes one membership of one paid event delivered 20 times at once', async () => {
    const club = await paidClub(null);
    const member = await t.createUser();
    const event = joined(member.id, club.id);
    const copies = Array.from({ length: 20 }, (_, i) => ({ ...event, id: `${event.id}_${i}` }));
    const responses = await Promise.all(copies.map((copy) => deliver(t, copy)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(await membersOf(club.id)).toEqual([
      expect.objectContaining({ userId: member.id, status: 'approved', paymentStanding: 'active' }),
    ]);
  }, 60_000);

  it('fills a paid club’s seats exactly when more pay at once than there are seats', async () => {
    const club = await paidClub(5);
    const readers = await Promise.all(Array.from({ length: 10 }, () => t.createUser()));
    const responses = await Promise.all(
      readers.map((reader) => deliver(t, joined(reader.id, club.id))),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await membersOf(club.id)).toHaveLength(4);
    const page = (await t.client().get(`/api/clubs/by-slug/${club.slug}`)).json();
    expect(page.club.memberCount).toBe(5);
  }, 60_000);
});
