/** SQL of paid clubs in the ledger: a member's club subscription, a club's earnings, payouts. */
import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { paymentPayoutAccounts, paymentSubscriptions, payments } from '../../db/schema/payments.js';
import type { Db } from '../../platform/db/database.js';

type Provider = 'stripe' | 'test';

/** The member's live (active or past due) subscription to a club, newest first, or null. */
export async function findClubSubscription(db: Db, userId: string, clubId: string) {
  const [row] = await db
    .select({
      id: paymentSubscriptions.id,
      provider: paymentSubscriptions.provider,
      providerSubscriptionId: paymentSubscriptions.providerSubscriptionId,
      status: paymentSubscriptions.status,
      currentPeriodEnd: paymentSubscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: paymentSubscriptions.cancelAtPeriodEnd,
    })
    .from(paymentSubscriptions)
    .where(
      and(
        eq(paymentSubscriptions.userId, userId),
        eq(paymentSubscriptions.clubId, clubId),
        inArray(paymentSubscriptions.status, ['active', 'past_due']),
      ),
    )
    .orderBy(desc(paymentSubscriptions.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * A club's money by calendar month (UTC), newest first: what its members' subscriptions paid,
 * less what was refunded.
 */
export async function clubIncomeByMonth(db: Db, clubId: string, months: number) {
  const month = sql<string>`to_char(date_trunc('month', ${payments.paidAt} at time zone 'UTC'), 'YYYY-MM')`;
  return db
    .select({
      month,
      currency: payments.currency,
      gross: sql<number>`sum(${payments.amount} - ${payments.amountRefunded})::int`,
    })
    .from(payments)
    .innerJoin(paymentSubscriptions, eq(paymentSubscriptions.id, payments.subscriptionId))
    .where(eq(paymentSubscriptions.clubId, clubId))
    .groupBy(month, payments.currency)
    .orderBy(desc(month))
    .limit(months);
}

export async function findPayoutAccount(db: Db, userId: string, provider: Provider) {
  const [row] = await db
    .select()
    .from(paymentPayoutAccounts)
    .where(
      and(eq(paymentPayoutAccounts.userId, userId), eq(paymentPayoutAccounts.provider, provider)),
    );
  return row ?? null;
}

/** Keeps the host's account (the first one made wins a race); returns the one kept. */
export async function savePayoutAccount(
  db: Db,
  values: { userId: string; provider: Provider; providerAccountId: string; ready: boolean },
  now: Date,
) {
  await db
    .insert(paymentPayoutAccounts)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing({
      target: [paymentPayoutAccounts.userId, paymentPayoutAccounts.provider],
    });
  const row = await findPayoutAccount(db, values.userId, values.provider);
  if (!row) throw new Error('A payout account just saved was not found');
  return row;
}

/**
 * A payout account's readiness by the provider's id, as the provider's event of `at` tells it;
 * an event older than the newest word on the account (an event, or our own look at it) is
 * ignored, so a late "not ready" never undoes a later "ready".
 */
export async function setPayoutAccountReadyByProviderId(
  tx: Db,
  provider: Provider,
  providerAccountId: string,
  ready: boolean,
  at: Date,
  now: Date,
): Promise<void> {
  await tx
    .update(paymentPayoutAccounts)
    .set({ ready, lastEventAt: at, updatedAt: now })
    .where(
      and(
        eq(paymentPayoutAccounts.provider, provider),
        eq(paymentPayoutAccounts.providerAccountId, providerAccountId),
        or(isNull(paymentPayoutAccounts.lastEventAt), lte(paymentPayoutAccounts.lastEventAt, at)),
      ),
    );
}

/** Readiness as we just saw it ourselves (asking the provider, or the test provider's own). */
export async function setPayoutAccountReady(db: Db, id: string, ready: boolean, now: Date) {
  await db
    .update(paymentPayoutAccounts)
    .set({ ready, lastEventAt: now, updatedAt: now })
    .where(eq(paymentPayoutAccounts.id, id));
}
