/**
 * The clubs' retention job (ARCHITECTURE rule 16): a declined request goes 90 days after it was
 * declined; a request just inside that, members, pending requests and bans stay.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubMemberships } from '../../db/schema/index.js';
import { retention } from '../../retention.js';
import { runRetentionJob } from '../../test/retention-job.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const minute = 60_000;

const runClubsRetention = () => runRetentionJob(t, 'retention-clubs');

describe('retention-clubs', () => {
  it('removes declined requests past 90 days, and nothing else', async () => {
    const { client } = await t.signedInClient();
    const created = await client.post('/api/clubs', { name: 'Kept Club', category: 'Health' });
    const clubId = created.json().club.id as string;
    const people = await Promise.all(Array.from({ length: 4 }, () => t.createUser()));
    const at = (ms: number) => new Date(t.clock.now().getTime() - ms);
    const old = retention.declinedClubRequestMs + minute;
    const recent = retention.declinedClubRequestMs - minute;
    await t.database.db.insert(clubMemberships).values(
      (
        [
          ['declined', old],
          ['declined', recent],
          ['pending', old],
          ['banned', old],
        ] as const
      ).map(([status, ago], i) => ({
        clubId,
        userId: people[i]!.id,
        status,
        createdAt: at(ago),
        updatedAt: at(ago),
      })),
    );
    await runClubsRetention();
    const left = await t.database.db
      .select({ userId: clubMemberships.userId, status: clubMemberships.status })
      .from(clubMemberships)
      .where(eq(clubMemberships.clubId, clubId));
    expect(left.map((row) => row.userId).sort()).toEqual(
      [people[1]!.id, people[2]!.id, people[3]!.id, created.json().club.owner.id].sort(),
    );
  });
});
