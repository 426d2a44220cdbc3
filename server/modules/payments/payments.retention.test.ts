/**
 * The payments' retention job (ARCHITECTURE rule 16): an applied provider event goes 30 days
 * after it was received; a newer one, and one never applied, stay — and the ledger rows an
 * event made are never touched.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, payments } from '../../db/schema/payments.js';
import { retention } from '../../retention.js';
import { runRetentionJob } from '../../test/retention-job.js';
import { deliver, events, scenario } from '../../test/payment-events.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const minute = 60_000;

describe('retention-payment-events', () => {
  it('removes applied events past 30 days, and nothing else', async () => {
    const user = await t.createUser();
    const s = scenario(user.id);
    const pi = `pi_${s.customerId}`;
    const applied = events.purchaseCompleted(s, t.clock.now(), pi, 700);
    expect((await deliver(t, applied)).statusCode).toBe(200);
    const at = (ms: number) => new Date(t.clock.now().getTime() - ms);
    const db = t.database.db;
    await db
      .update(paymentEvents)
      .set({ receivedAt: at(retention.appliedPaymentEventMs + minute) })
      .where(eq(paymentEvents.providerEventId, applied.id));
    await db.insert(paymentEvents).values([
      {
        provider: 'test',
        providerEventId: 'evt_recent',
        type: 'invoice.paid',
        eventCreatedAt: at(0),
        receivedAt: at(retention.appliedPaymentEventMs - minute),
        appliedAt: at(retention.appliedPaymentEventMs - minute),
      },
      {
        provider: 'test',
        providerEventId: 'evt_never_applied',
        type: 'invoice.paid',
        eventCreatedAt: at(0),
        receivedAt: at(retention.appliedPaymentEventMs + minute),
        appliedAt: null,
      },
    ]);
    await runRetentionJob(t, 'retention-payment-events');
    const left = await db.select({ id: paymentEvents.providerEventId }).from(paymentEvents);
    const ids = left.map((row) => row.id);
    expect(ids).not.toContain(applied.id);
    expect(ids).toEqual(expect.arrayContaining(['evt_recent', 'evt_never_applied']));
    expect(await db.select().from(payments).where(eq(payments.providerPaymentId, pi))).toHaveLength(
      1,
    );
  });
});
