/**
 * The retention of the test provider's side of a subscription (ARCHITECTURE rule 16): it goes 90
 * days after the subscription ended; one still running stays.
 */
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTestSubscriptions } from '../../db/schema/payments.js';
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

describe("retention of the test provider's subscriptions", () => {
  it('removes those that ended 90 days ago, and keeps running ones', async () => {
    const user = await t.createUser();
    const db = t.database.db;
    const row = (id: string, status: 'active' | 'canceled', updatedAt: Date) => ({
      providerSubscriptionId: id,
      providerCustomerId: `cus_${id}`,
      userId: user.id,
      planCode: 'reader_plus' as const,
      billingInterval: 'month' as const,
      amount: 499,
      currency: 'usd',
      status,
      currentPeriodEnd: updatedAt,
      updatedAt,
    });
    const old = ago(retention.endedTestSubscriptionMs + minute);
    await db
      .insert(paymentTestSubscriptions)
      .values([
        row('sub_ret_ended_old', 'canceled', old),
        row('sub_ret_ended_new', 'canceled', ago(retention.endedTestSubscriptionMs - minute)),
        row('sub_ret_running', 'active', old),
      ]);
    await runRetentionJob(t, 'retention-payment-events');
    const left = await db
      .select({ id: paymentTestSubscriptions.providerSubscriptionId })
      .from(paymentTestSubscriptions)
      .where(inArray(paymentTestSubscriptions.userId, [user.id]));
    expect(left.map((r) => r.id).sort()).toEqual(['sub_ret_ended_new', 'sub_ret_running']);
  });
});
