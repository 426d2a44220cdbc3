/** The retention of critical analytics events (ARCHITECTURE rule 16): two years after they happened. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema/analytics.js';
import { retention } from '../../retention.js';
import { runRetentionJob } from '../../test/retention-job.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const minute = 60_000;
const ago = (ms: number) => new Date(t.clock.now().getTime() - ms);

describe('retention-analytics-events', () => {
  it('removes events older than two years, and only those', async () => {
    const user = await t.createUser();
    const db = t.database.db;
    await db.insert(analyticsEvents).values([
      {
        name: 'purchase_completed',
        userId: user.id,
        properties: { tag: 'old' },
        occurredAt: ago(retention.analyticsEventMs + minute),
      },
      {
        name: 'purchase_completed',
        userId: user.id,
        properties: { tag: 'recent' },
        occurredAt: ago(retention.analyticsEventMs - minute),
      },
    ]);
    await runRetentionJob(t, 'retention-analytics-events');
    const left = await db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, user.id));
    expect(left.map((row) => row.properties)).toEqual([{ tag: 'recent' }]);
  });
});
