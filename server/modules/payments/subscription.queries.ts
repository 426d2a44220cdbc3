/**
 * SQL of managing subscriptions: the test provider's own side of its subscriptions (what it
 * bills and when it renews), receipts' details and the member's invoices. The member's current
 * subscription is findCurrentSubscription (checkout.queries.ts).
 */
import { and, asc, desc, eq, lt, lte, or, sql } from 'drizzle-orm';
import { accountEmails } from '../../db/schema/auth.js';
import {
  paymentInvoices,
  paymentPlans,
  payments,
  paymentSubscriptions,
  paymentTestSubscriptions,
} from '../../db/schema/payments.js';
import type { Db } from '../../platform/db/database.js';

export type TestSubscriptionRow = typeof paymentTestSubscriptions.$inferSelect;

/** A member's invoices, newest first, with what each billed for. */
export async function listInvoicesOf(db: Db, userId: string, limit: number) {
  return db
    .select({
      id: paymentInvoices.id,
      planName: paymentPlans.name,
      clubId: paymentSubscriptions.clubId,
      interval: paymentSubscriptions.billingInterval,
      amountDue: paymentInvoices.amountDue,
      amountPaid: paymentInvoices.amountPaid,
      currency: paymentInvoices.currency,
      status: paymentInvoices.status,
      issuedAt: paymentInvoices.issuedAt,
      periodEnd: paymentInvoices.periodEnd,
    })
    .from(paymentInvoices)
    .leftJoin(paymentSubscriptions, eq(paymentSubscriptions.id, paymentInvoices.subscriptionId))
    .leftJoin(paymentPlans, eq(paymentPlans.code, paymentSubscriptions.planCode))
    .where(eq(paymentInvoices.userId, userId))
    .orderBy(desc(paymentInvoices.issuedAt))
    .limit(limit);
}

/** Records the test provider's side of a subscription its checkout made; once. */
export async function insertTestSubscription(
  db: Db,
  values: typeof paymentTestSubscriptions.$inferInsert,
): Promise<void> {
  await db.insert(paymentTestSubscriptions).values(values).onConflictDoNothing();
}

/** The test provider's subscription, locked until the transaction ends. */
export async function lockTestSubscription(
  tx: Db,
  providerSubscriptionId: string,
): Promise<TestSubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(paymentTestSubscriptions)
    .where(eq(paymentTestSubscriptions.providerSubscriptionId, providerSubscriptionId))
    .for('update');
  return row ?? null;
}

/** Writes the test provider's subscription. */
export async function updateTestSubscription(
  db: Db,
  providerSubscriptionId: string,
  change: Partial<
    Pick<
      TestSubscriptionRow,
      | 'planCode'
      | 'billingInterval'
      | 'amount'
      | 'currency'
      | 'status'
      | 'currentPeriodEnd'
      | 'cancelAtPeriodEnd'
    >
  >,
  now: Date,
): Promise<void> {
  await db
    .update(paymentTestSubscriptions)
    .set({ ...change, updatedAt: now })
    .where(eq(paymentTestSubscriptions.providerSubscriptionId, providerSubscriptionId));
}

/**
 * The test provider's subscriptions with something due: an active one whose period ended, a
 * past-due one whose grace ended (`graceEnd`: now less the grace days).
 */
export async function listDueTestSubscriptions(
  db: Db,
  now: Date,
  graceEnd: Date,
  limit: number,
): Promise<TestSubscriptionRow[]> {
  return db
    .select()
    .from(paymentTestSubscriptions)
    .where(
      or(
        and(
          eq(paymentTestSubscriptions.status, 'active'),
          lte(paymentTestSubscriptions.currentPeriodEnd, now),
        ),
        and(
          eq(paymentTestSubscriptions.status, 'past_due'),
          lte(paymentTestSubscriptions.currentPeriodEnd, graceEnd),
        ),
      ),
    )
    .orderBy(asc(paymentTestSubscriptions.currentPeriodEnd))
    .limit(limit);
}

/**
 * Moves a due subscription on, if it is still as the renewal job found it; false when another
 * run (or the member) moved it first. Its events were sent before, with ids drawn from the
 * period, so the other run's identical events were a redelivery the ledger ignored.
 */
export async function advanceTestSubscription(
  db: Db,
  found: Pick<TestSubscriptionRow, 'providerSubscriptionId' | 'status' | 'currentPeriodEnd'>,
  change: Pick<TestSubscriptionRow, 'status' | 'currentPeriodEnd'>,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(paymentTestSubscriptions)
    .set({ ...change, updatedAt: now })
    .where(
      and(
        eq(paymentTestSubscriptions.providerSubscriptionId, found.providerSubscriptionId),
        eq(paymentTestSubscriptions.status, found.status),
        eq(paymentTestSubscriptions.currentPeriodEnd, found.currentPeriodEnd),
      ),
    )
    .returning({ id: paymentTestSubscriptions.providerSubscriptionId });
  return rows.length > 0;
}

/** Retention: the test provider's subscriptions that ended before `before`. */
export async function deleteEndedTestSubscriptionsBefore(
  db: Db,
  before: Date,
  limit: number,
): Promise<number> {
  const old = db
    .select({ id: paymentTestSubscriptions.providerSubscriptionId })
    .from(paymentTestSubscriptions)
    .where(
      and(
        eq(paymentTestSubscriptions.status, 'canceled'),
        lt(paymentTestSubscriptions.updatedAt, before),
      ),
    )
    .limit(limit);
  const rows = await db
    .delete(paymentTestSubscriptions)
    .where(sql`${paymentTestSubscriptions.providerSubscriptionId} in (${old})`)
    .returning({ id: paymentTestSubscriptions.providerSubscriptionId });
  return rows.length;
}

/** What a receipt says about a payment: its plan (when it paid for one) and its period. */
export async function findReceiptDetails(db: Db, paymentId: string) {
  const [row] = await db
    .select({
      planName: paymentPlans.name,
      clubId: paymentSubscriptions.clubId,
      interval: paymentSubscriptions.billingInterval,
      periodEnd: paymentSubscriptions.currentPeriodEnd,
      paidAt: payments.paidAt,
    })
    .from(payments)
    .leftJoin(paymentSubscriptions, eq(paymentSubscriptions.id, payments.subscriptionId))
    .leftJoin(paymentPlans, eq(paymentPlans.code, paymentSubscriptions.planCode))
    .where(eq(payments.id, paymentId));
  return row ?? null;
}

/** A member's verified e-mail address (the auth module publishes them); null while unverified. */
export async function verifiedEmailOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: accountEmails.email, verifiedAt: accountEmails.emailVerifiedAt })
    .from(accountEmails)
    .where(eq(accountEmails.userId, userId))
    .limit(1);
  return row?.verifiedAt ? row.email : null;
}
