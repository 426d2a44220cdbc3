/** SQL of the refund policy's follow-ups: the subscription a refund ends, and who refunded. */
import { and, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { paymentRefundRequests, paymentSubscriptions } from '../../db/schema/payments.js';
import type { Db } from '../../platform/db/database.js';

export type SubscriptionRow = typeof paymentSubscriptions.$inferSelect;

/** A subscription locked until the transaction ends: one refund at a time decides its end. */
export async function lockSubscriptionById(tx: Db, id: string): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(paymentSubscriptions)
    .where(eq(paymentSubscriptions.id, id))
    .for('update');
  return row ?? null;
}

/**
 * Whether a refund made from our back-office (staff, or the automatic refund of a club seat
 * that could not be given) is among those `refundIds` the provider just told, or is still being
 * asked (not yet answered, not abandoned before `abandonedBefore`): that path ends the plan itself.
 */
export async function backOfficeRefundUnderWay(
  db: Db,
  paymentId: string,
  refundIds: string[],
  abandonedBefore: Date,
): Promise<boolean> {
  const r = paymentRefundRequests;
  const [row] = await db
    .select({ id: r.id })
    .from(r)
    .where(
      and(
        eq(r.paymentId, paymentId),
        ne(r.status, 'failed'),
        or(
          refundIds.length > 0 ? inArray(r.providerRefundId, refundIds) : sql`false`,
          and(
            inArray(r.status, ['pending', 'unanswered']),
            isNull(r.providerRefundId),
            gte(r.createdAt, abandonedBefore),
          ),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}
