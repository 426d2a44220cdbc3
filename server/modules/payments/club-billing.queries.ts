/** SQL of a member's own paid club subscriptions: the list in Settings, settling a failed renewal. */
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { paymentSubscriptions, paymentTestSubscriptions } from '../../db/schema/payments.js';
import type { Db } from '../../platform/db/database.js';
import type { TestSubscriptionRow } from './subscription.queries.js';

/** How many live club subscriptions one member's list shows at most. */
const shownAtMost = 200;

/** The member's live (active or past due) club subscriptions, newest first. */
export async function listLiveClubSubscriptions(db: Db, userId: string) {
  return db
    .select({
      clubId: paymentSubscriptions.clubId,
      provider: paymentSubscriptions.provider,
      status: paymentSubscriptions.status,
      currentPeriodEnd: paymentSubscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: paymentSubscriptions.cancelAtPeriodEnd,
    })
    .from(paymentSubscriptions)
    .where(
      and(
        eq(paymentSubscriptions.userId, userId),
        isNotNull(paymentSubscriptions.clubId),
        inArray(paymentSubscriptions.status, ['active', 'past_due']),
      ),
    )
    .orderBy(desc(paymentSubscriptions.createdAt))
    .limit(shownAtMost);
}

/** The test provider's past-due subscription of the member to the club, or null. */
export async function findPastDueTestClubSubscription(
  db: Db,
  userId: string,
  clubId: string,
): Promise<TestSubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(paymentTestSubscriptions)
    .where(
      and(
        eq(paymentTestSubscriptions.userId, userId),
        eq(paymentTestSubscriptions.clubId, clubId),
        eq(paymentTestSubscriptions.status, 'past_due'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The test provider's past-due subscription, paid up: active for the next period, renewing
 * with the new card. False when the renewal job (or another payment) moved it first.
 */
export async function settleTestSubscription(
  db: Db,
  found: Pick<TestSubscriptionRow, 'providerSubscriptionId' | 'currentPeriodEnd'>,
  change: { currentPeriodEnd: Date; renewalDeclines: boolean },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(paymentTestSubscriptions)
    .set({ ...change, status: 'active', updatedAt: now })
    .where(
      and(
        eq(paymentTestSubscriptions.providerSubscriptionId, found.providerSubscriptionId),
        eq(paymentTestSubscriptions.status, 'past_due'),
        eq(paymentTestSubscriptions.currentPeriodEnd, found.currentPeriodEnd),
      ),
    )
    .returning({ id: paymentTestSubscriptions.providerSubscriptionId });
  return rows.length > 0;
}
