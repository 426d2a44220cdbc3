/**
 * `member_count` under concurrent joins and leaves (issue 11, item 2): 200 joins at once to a
 * 50-seat club leave exactly 50 approved members and a count of 50; leaves and joins at once
 * keep the count equal to the approved memberships and never above the limit — and the club's
 * search postings (club_search_words), which /book-clubs orders by it, carry the same count.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { clubViewerOf } from './clubs.policy.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Accounts for the joiners, written directly: hashing 200 passwords would only slow this. */
async function accounts(count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, () => {
    const id = randomUUID();
    return { id, email: `joiner-${id}@example.com`, passwordHash: 'not-a-hash' };
  });
  await t.database.db.insert(users).values(rows);
  return rows.map((row) => row.id);
}

const asMember = (userId: string) => clubViewerOf(userId, new Set());

async function clubWithSeats(seats: number): Promise<string> {
  const { client } = await t.signedInClient();
  const response = await client.post('/api/clubs', {
    name: `Fifty seats ${randomUUID().slice(0, 8)}`,
    category: 'Fiction',
    memberLimit: seats,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().club.id;
}

/**
 * The count the club keeps, and the approved memberships it has; checks that every search
 * posting of the club carries the count kept.
 */
async function counts(clubId: string) {
  const result = (await t.database.db.execute(sql`
    select c.member_count as kept,
      (select count(*)::int from club_memberships m
        where m.club_id = c.id and m.status = 'approved') as approved,
      (select array_agg(distinct w.member_count) from club_search_words w
        where w.club_id = c.id) as listed
    from book_clubs c where c.id = ${clubId}`)) as unknown as {
    rows: { kept: number; approved: number; listed: number[] }[];
  };
  const { listed, ...row } = result.rows[0]!;
  expect(listed).toEqual([row.kept]);
  return row;
}

async function joinAll(clubId: string, joiners: string[]) {
  const { membership } = t.app.services.clubs;
  const results = await Promise.allSettled(
    joiners.map((id) => membership.join(asMember(id), clubId)),
  );
  const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as Error] : []));
  return { joined: results.length - refused.length, refused };
}

describe('member_count under concurrency', () => {
  // PGlite runs one statement at a time on one connection, so joins there never overlap inside
  // the database; the race needs a pool of connections, which only PostgreSQL gives.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    '200 concurrent joins to a 50-seat club on PostgreSQL: exactly 50 members (skipped without TEST_DATABASE_URL)',
    async () => {
      const clubId = await clubWithSeats(50);
      const { joined, refused } = await joinAll(clubId, await accounts(200));
      // The owner holds the first seat.
      expect(joined).toBe(49);
      expect(new Set(refused.map((error) => error.message))).toEqual(
        new Set(['Sorry, this club is full. Try again when a place opens up.']),
      );
      expect(await counts(clubId)).toEqual({ kept: 50, approved: 50 });
    },
    120_000,
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'concurrent leaves and joins on PostgreSQL keep the count right and within the limit',
    async () => {
      const clubId = await clubWithSeats(50);
      const members = await accounts(49);
      await joinAll(clubId, members);
      const { membership } = t.app.services.clubs;
      const leavers = members.slice(0, 30);
      const newcomers = await accounts(60);
      const outcomes = await Promise.allSettled([
        ...leavers.map((id) => membership.leave(asMember(id), clubId)),
        ...newcomers.map((id) => membership.join(asMember(id), clubId)),
      ]);
      const left = outcomes.slice(0, leavers.length);
      const joins = outcomes.slice(leavers.length);
      expect(left.every((outcome) => outcome.status === 'fulfilled')).toBe(true);
      const joined = joins.filter((outcome) => outcome.status === 'fulfilled').length;
      // How many newcomers got in depends on how the leaves and joins interleave; what must hold
      // is the count: the owner and 49 members, less 30 who left, plus those who joined — never
      // over the limit, and every refusal is the club being full.
      const after = await counts(clubId);
      expect(after?.kept).toBe(after?.approved);
      expect(after?.kept).toBe(50 - leavers.length + joined);
      expect(after?.kept).toBeLessThanOrEqual(50);
      for (const outcome of joins)
        if (outcome.status === 'rejected')
          expect((outcome.reason as Error).message).toBe(
            'Sorry, this club is full. Try again when a place opens up.',
          );
      // The seats the interleaving left open are still there to take.
      const { joined: late } = await joinAll(clubId, await accounts(60));
      expect(late).toBe(50 - (after?.kept ?? 0));
      expect(await counts(clubId)).toEqual({ kept: 50, approved: 50 });
      await Promise.all(members.slice(30).map((id) => membership.leave(asMember(id), clubId)));
      const emptied = await counts(clubId);
      expect(emptied?.kept).toBe(emptied?.approved);
    },
    120_000,
  );

  it('overlapping joins to a 5-seat club (any engine): 4 join, the rest are told it is full', async () => {
    const clubId = await clubWithSeats(5);
    const { joined } = await joinAll(clubId, await accounts(20));
    expect(joined).toBe(4);
    expect(await counts(clubId)).toEqual({ kept: 5, approved: 5 });
  });
});
