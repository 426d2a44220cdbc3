/**
 * A link's use limit under concurrent accepts (issue 11, item 3): 20 readers accepting a 5-use
 * link at once make exactly 5 memberships, a use count of 5 and a member count to match; the
 * rest are told the link is used up.
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

/** Accounts written directly: hashing 20 passwords would only slow this. */
async function accounts(count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, () => {
    const id = randomUUID();
    return { id, email: `invitee-${id}@example.com`, passwordHash: 'not-a-hash' };
  });
  await t.database.db.insert(users).values(rows);
  return rows.map((row) => row.id);
}

async function counts(clubId: string, invitationId: string) {
  const result = (await t.database.db.execute(sql`
    select c.member_count as kept,
      (select count(*)::int from club_memberships m
        where m.club_id = c.id and m.status = 'approved') as approved,
      (select use_count from club_invitations i where i.id = ${invitationId}) as uses
    from book_clubs c where c.id = ${clubId}`)) as unknown as {
    rows: { kept: number; approved: number; uses: number }[];
  };
  return result.rows[0];
}

async function race(seats: number | null) {
  const { client } = await t.signedInClient();
  const created = await client.post('/api/clubs', {
    name: `Race ${randomUUID().slice(0, 8)}`,
    category: 'Fantasy',
    visibility: 'private',
    memberLimit: seats,
  });
  expect(created.statusCode, created.body).toBe(201);
  const clubId = created.json().club.id as string;
  const made = await client.post(`/api/clubs/${clubId}/invitations`, { kind: 'link', maxUses: 5 });
  expect(made.statusCode, made.body).toBe(201);
  const token = new URL(made.json().url as string).pathname.split('/').pop()!;
  const { invitations } = t.app.services.clubs;
  const results = await Promise.allSettled(
    (await accounts(20)).map((id) => invitations.accept(clubViewerOf(id, new Set()), token)),
  );
  const refused = results.flatMap((r) =>
    r.status === 'rejected' ? [(r.reason as Error).message] : [],
  );
  return { clubId, invitationId: made.json().invitation.id as string, refused };
}

describe('a 5-use link accepted by 20 at once', () => {
  // Only PostgreSQL has a pool of connections for the accepts to overlap in the database;
  // PGlite runs them one after another, which the last test checks on any engine.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'on PostgreSQL: exactly 5 memberships, 5 uses, the count right',
    async () => {
      const { clubId, invitationId, refused } = await race(null);
      expect(refused).toHaveLength(15);
      expect(new Set(refused)).toEqual(
        new Set(['This invitation has already been used as many times as it allows.']),
      );
      expect(await counts(clubId, invitationId)).toEqual({ kept: 6, approved: 6, uses: 5 });
    },
    120_000,
  );

  it('on any engine: a 4-seat club fills at 4, the link counts only the uses that let someone in', async () => {
    const { clubId, invitationId, refused } = await race(4);
    expect(refused).toHaveLength(17);
    expect(new Set(refused)).toEqual(
      new Set(['Sorry, this club is full. Try again when a place opens up.']),
    );
    expect(await counts(clubId, invitationId)).toEqual({ kept: 4, approved: 4, uses: 3 });
  });
});
