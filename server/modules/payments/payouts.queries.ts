/** SQL of payouts in the ledger: recording the provider's word on one, and reading them back. */
import { and, count, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import {
  paymentPayoutAccounts,
  paymentPayouts,
  paymentSubscriptions,
  payments,
} from '../../db/schema/payments.js';
import type { Payout } from '../../../contracts/payments.js';
import type { Db } from '../../platform/db/database.js';

type Provider = 'stripe' | 'test';
export type PayoutRow = typeof paymentPayouts.$inferSelect;

/** A payout as its host (and, with more, staff) see it. */
export const presentPayout = (row: PayoutRow): Payout => ({
  id: row.id,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  arrivalDate: row.arrivalDate?.toISOString() ?? null,
  failureMessage: row.failureMessage,
  initiatedAt: row.initiatedAt.toISOString(),
});

/** Our record of a host's Connect account, by the provider's id (null: not one of ours). */
export async function findPayoutAccountByProviderId(
  tx: Db,
  provider: Provider,
  providerAccountId: string,
) {
  const [row] = await tx
    .select({ id: paymentPayoutAccounts.id, userId: paymentPayoutAccounts.userId })
    .from(paymentPayoutAccounts)
    .where(
      and(
        eq(paymentPayoutAccounts.provider, provider),
        eq(paymentPayoutAccounts.providerAccountId, providerAccountId),
      ),
    );
  return row ?? null;
}

/** Records a payout the first time it is told; null when it was known already. */
export async function insertPayout(
  tx: Db,
  values: typeof paymentPayouts.$inferInsert,
): Promise<PayoutRow | null> {
  const [row] = await tx
    .insert(paymentPayouts)
    .values(values)
    .onConflictDoNothing({ target: [paymentPayouts.provider, paymentPayouts.providerPayoutId] })
    .returning();
  return row ?? null;
}

/** A known payout, locked until the transaction ends: its events are applied one by one. */
export async function lockPayout(tx: Db, provider: Provider, providerPayoutId: string) {
  const [row] = await tx
    .select()
    .from(paymentPayouts)
    .where(
      and(
        eq(paymentPayouts.provider, provider),
        eq(paymentPayouts.providerPayoutId, providerPayoutId),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function updatePayout(
  tx: Db,
  id: string,
  change: Pick<PayoutRow, 'status' | 'arrivalDate' | 'failureMessage' | 'lastEventAt'>,
  now: Date,
): Promise<void> {
  await tx
    .update(paymentPayouts)
    .set({ ...change, updatedAt: now })
    .where(eq(paymentPayouts.id, id));
}

/** A host's latest payouts, newest first. */
export async function recentPayoutsOf(db: Db, payoutAccountId: string, limit: number) {
  return db
    .select()
    .from(paymentPayouts)
    .where(eq(paymentPayouts.payoutAccountId, payoutAccountId))
    .orderBy(desc(paymentPayouts.initiatedAt))
    .limit(limit);
}

/** Every payout, newest first, a page at a time, with the host's member id where known. */
export async function listPayouts(db: Db, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ payout: paymentPayouts, userId: paymentPayoutAccounts.userId })
      .from(paymentPayouts)
      .leftJoin(paymentPayoutAccounts, eq(paymentPayoutAccounts.id, paymentPayouts.payoutAccountId))
      .orderBy(desc(paymentPayouts.initiatedAt), desc(paymentPayouts.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(paymentPayouts),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** What reached hosts' banks since `since`, by currency (Bookhive's own payouts left out). */
export async function hostPayoutsSince(db: Db, since: Date) {
  return db
    .select({
      currency: paymentPayouts.currency,
      amount: sql<number>`sum(${paymentPayouts.amount})::int`,
    })
    .from(paymentPayouts)
    .where(
      and(
        isNotNull(paymentPayouts.providerAccountId),
        eq(paymentPayouts.status, 'paid'),
        gte(paymentPayouts.initiatedAt, since),
      ),
    )
    .groupBy(paymentPayouts.currency);
}

/** Payouts made since `since` that failed, for staff to look at. */
export async function countFailedPayoutsSince(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(paymentPayouts)
    .where(and(eq(paymentPayouts.status, 'failed'), gte(paymentPayouts.initiatedAt, since)));
  return row?.value ?? 0;
}

/** The test provider's accounts that may be paid out to. */
export async function readyTestPayoutAccounts(db: Db, limit: number) {
  return db
    .select({
      id: paymentPayoutAccounts.id,
      userId: paymentPayoutAccounts.userId,
      providerAccountId: paymentPayoutAccounts.providerAccountId,
    })
    .from(paymentPayoutAccounts)
    .where(and(eq(paymentPayoutAccounts.provider, 'test'), eq(paymentPayoutAccounts.ready, true)))
    .orderBy(paymentPayoutAccounts.id)
    .limit(limit);
}

/**
 * The club payments transferred to a test account, paid before `paidBefore` (the rolling
 * delay): what the host is owed before fees.
 */
export async function testAccountPayments(db: Db, providerAccountId: string, paidBefore: Date) {
  return db
    .select({
      amount: payments.amount,
      amountRefunded: payments.amountRefunded,
      currency: payments.currency,
    })
    .from(payments)
    .innerJoin(paymentSubscriptions, eq(paymentSubscriptions.id, payments.subscriptionId))
    .where(
      and(
        eq(paymentSubscriptions.provider, 'test'),
        eq(paymentSubscriptions.payoutDestination, providerAccountId),
        lt(payments.paidAt, paidBefore),
      ),
    );
}

/**
 * What was paid out (or is on its way) from an account, by currency — a failed or canceled
 * payout gave its money back to the balance — and when the last payout of any outcome was made.
 */
export async function testAccountPaidOut(db: Db, payoutAccountId: string) {
  return db
    .select({
      currency: paymentPayouts.currency,
      amount: sql<number>`(sum(${paymentPayouts.amount}) filter (where ${paymentPayouts.status} not in ('failed', 'canceled')))::int`,
      lastAt: sql<Date>`max(${paymentPayouts.initiatedAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(paymentPayouts)
    .where(eq(paymentPayouts.payoutAccountId, payoutAccountId))
    .groupBy(paymentPayouts.currency);
}
