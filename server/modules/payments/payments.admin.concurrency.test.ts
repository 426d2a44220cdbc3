/**
 * Staff refunds under concurrency (issue 12): refunds of one payment asked at the same moment
 * never promise, nor refund, more than the payment — the payment's row lock lets one at a time
 * count what is left.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentRefundRequests, payments } from '../../db/schema/payments.js';
import { paidMember } from '../../test/paid-member.js';
import { createTestApp, type TestApp, type TestMember } from '../../test/test-app.js';

let t: TestApp;
let financial: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  financial = await t.signedInMember('financial_admin');
});
afterAll(() => t.close());

async function paymentIdOf(member: TestMember): Promise<string> {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.userId, member.id));
  return row!.id;
}

const refund = (id: string, body: object) =>
  financial.client.post(`/api/admin/financial/payments/${id}/refunds`, body);

// PGlite runs one statement at a time on one connection: the race needs PostgreSQL's pool.
describe.skipIf(!process.env.TEST_DATABASE_URL)('refunds under concurrency on PostgreSQL', () => {
  it('never refunds more than the payment when parts are asked at once', async () => {
    const member = await paidMember(t);
    const id = await paymentIdOf(member);
    // $4.99: two refunds of $2.00 fit, the other eight must be refused.
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => refund(id, { amount: 200, reason: `Part ${i}` })),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(2);
    expect(codes.filter((c) => c === 400)).toHaveLength(8);
    const db = t.database.db;
    const [payment] = await db.select().from(payments).where(eq(payments.id, id));
    expect(payment).toMatchObject({ amountRefunded: 400, status: 'partially_refunded' });
    const requests = await db
      .select()
      .from(paymentRefundRequests)
      .where(eq(paymentRefundRequests.paymentId, id));
    expect(requests.map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
  }, 60_000);

  it('refunds in full once when five staff refund the whole at once', async () => {
    const member = await paidMember(t);
    const id = await paymentIdOf(member);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => refund(id, { reason: 'Whole' })),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(4);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, id));
    expect(payment).toMatchObject({ amountRefunded: 499, status: 'refunded' });
    expect(await t.app.services.entitlements.planOf(member.id)).toBe('reader');
  }, 60_000);
});
