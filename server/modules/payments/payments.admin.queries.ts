/** SQL of the financial back-office: figures, payments, refunds, disputes, refund requests, plans. */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import {
  paymentDisputes,
  paymentPayoutAccounts,
  paymentPlans,
  paymentRefundRequests,
  paymentRefunds,
  payments,
  paymentSubscriptions,
} from '../../db/schema/payments.js';
import type { Db } from '../../platform/db/database.js';
import { closedDisputeStatuses } from './payments.admin.policy.js';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRequestRow = typeof paymentRefundRequests.$inferSelect;
export type DisputeRow = typeof paymentDisputes.$inferSelect;
export type PlanRow = typeof paymentPlans.$inferSelect;

/** Money kept, by month paid (UTC, "YYYY-MM") and currency, from `since` on: net of refunds. */
export async function revenueByMonth(db: Db, since: Date) {
  const month = sql<string>`to_char(${payments.paidAt} at time zone 'UTC', 'YYYY-MM')`;
  return db
    .select({
      month,
      currency: payments.currency,
      amount: sql<number>`sum(${payments.amount} - ${payments.amountRefunded})::int`,
    })
    .from(payments)
    .where(and(gte(payments.paidAt, since), sql`${payments.status} <> 'failed'`))
    .groupBy(month, payments.currency);
}

/** Subscriptions that hold their plan (active, or past due while the card is retried), grouped. */
export async function liveSubscriptionsByPlan(db: Db) {
  return db
    .select({
      planCode: paymentSubscriptions.planCode,
      interval: paymentSubscriptions.billingInterval,
      count: sql<number>`count(*)::int`,
      planName: paymentPlans.name,
      monthlyPrice: paymentPlans.monthlyPrice,
      yearlyPrice: paymentPlans.yearlyPrice,
      currency: paymentPlans.currency,
    })
    .from(paymentSubscriptions)
    .leftJoin(paymentPlans, eq(paymentPlans.code, paymentSubscriptions.planCode))
    .where(
      and(
        inArray(paymentSubscriptions.status, ['active', 'past_due']),
        // Paid clubs' memberships are counted apart (liveClubSubscriptions).
        isNull(paymentSubscriptions.clubId),
      ),
    )
    .groupBy(
      paymentSubscriptions.planCode,
      paymentSubscriptions.billingInterval,
      paymentPlans.name,
      paymentPlans.monthlyPrice,
      paymentPlans.yearlyPrice,
      paymentPlans.currency,
      paymentPlans.position,
    )
    .orderBy(asc(paymentPlans.position));
}

/** Live club subscriptions and what each pays a month (its latest payment), per currency. */
export async function liveClubSubscriptions(db: Db) {
  const latest = db
    .select({
      subscriptionId: payments.subscriptionId,
      amount: payments.amount,
      currency: payments.currency,
      rank: sql<number>`row_number() over (partition by ${payments.subscriptionId} order by ${payments.paidAt} desc)`.as(
        'rank',
      ),
    })
    .from(payments)
    .where(sql`${payments.status} <> 'failed'`)
    .as('latest');
  return db
    .select({
      currency: latest.currency,
      count: sql<number>`count(*)::int`,
      monthly: sql<number>`coalesce(sum(${latest.amount}), 0)::int`,
    })
    .from(paymentSubscriptions)
    .leftJoin(latest, and(eq(latest.subscriptionId, paymentSubscriptions.id), eq(latest.rank, 1)))
    .where(
      and(
        isNotNull(paymentSubscriptions.clubId),
        inArray(paymentSubscriptions.status, ['active', 'past_due']),
      ),
    )
    .groupBy(latest.currency);
}

/** Money paid to clubs since `since`, net of refunds, per currency. */
export async function clubRevenueSince(db: Db, since: Date) {
  return db
    .select({
      currency: payments.currency,
      amount: sql<number>`sum(${payments.amount} - ${payments.amountRefunded})::int`,
    })
    .from(payments)
    .innerJoin(paymentSubscriptions, eq(paymentSubscriptions.id, payments.subscriptionId))
    .where(
      and(
        isNotNull(paymentSubscriptions.clubId),
        gte(payments.paidAt, since),
        sql`${payments.status} <> 'failed'`,
      ),
    )
    .groupBy(payments.currency);
}

/** Hosts' payout accounts: how many may be paid out to, how many are still onboarding. */
export async function countPayoutAccounts(db: Db) {
  const [row] = await db
    .select({
      ready: sql<number>`count(*) filter (where ${paymentPayoutAccounts.ready})::int`,
      onboarding: sql<number>`count(*) filter (where not ${paymentPayoutAccounts.ready})::int`,
    })
    .from(paymentPayoutAccounts);
  return { ready: row?.ready ?? 0, onboarding: row?.onboarding ?? 0 };
}

export async function countOpenDisputes(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(paymentDisputes)
    .where(notInArray(paymentDisputes.status, [...closedDisputeStatuses]));
  return row?.n ?? 0;
}

/**
 * A page of payments, newest first: all, or those of these members or whose provider id
 * contains `providerId` (either matches).
 */
export async function listPayments(
  db: Db,
  filter: { userIds: string[] | null; providerId: string | null; limit: number; offset: number },
) {
  const conditions = [];
  if (filter.userIds && filter.userIds.length > 0)
    conditions.push(inArray(payments.userId, filter.userIds));
  if (filter.providerId) {
    const pattern = `%${filter.providerId.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(ilike(payments.providerPaymentId, pattern));
  }
  const searching = filter.userIds !== null || filter.providerId !== null;
  if (searching && conditions.length === 0) return { rows: [], total: 0 };
  const where = searching ? or(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(where)
      .orderBy(desc(payments.paidAt), desc(payments.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(payments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findPaymentById(db: Db, id: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

/** A payment locked until the transaction ends: its refunds are promised one at a time. */
export async function lockPaymentById(tx: Db, id: string): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row ?? null;
}

export async function refundsOfPayment(db: Db, paymentId: string) {
  return db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId))
    .orderBy(asc(paymentRefunds.createdAt));
}

export async function disputesOfPayment(db: Db, payment: PaymentRow): Promise<DisputeRow[]> {
  return db
    .select()
    .from(paymentDisputes)
    .where(
      and(
        eq(paymentDisputes.provider, payment.provider),
        eq(paymentDisputes.providerPaymentId, payment.providerPaymentId),
      ),
    )
    .orderBy(desc(paymentDisputes.openedAt));
}

/** The newest disputes, with our payment and its member when the ledger has the payment. */
export async function listDisputes(db: Db, limit: number) {
  return db
    .select({
      dispute: paymentDisputes,
      paymentId: payments.id,
      userId: payments.userId,
    })
    .from(paymentDisputes)
    .leftJoin(
      payments,
      and(
        eq(payments.provider, paymentDisputes.provider),
        eq(payments.providerPaymentId, paymentDisputes.providerPaymentId),
      ),
    )
    .orderBy(desc(paymentDisputes.openedAt))
    .limit(limit);
}

export async function findSubscriptionById(db: Db, id: string) {
  const [row] = await db.select().from(paymentSubscriptions).where(eq(paymentSubscriptions.id, id));
  return row ?? null;
}

export async function insertRefundRequest(
  tx: Db,
  values: typeof paymentRefundRequests.$inferInsert,
): Promise<RefundRequestRow> {
  const [row] = await tx.insert(paymentRefundRequests).values(values).returning();
  if (!row) throw new Error('A refund request insert returned nothing');
  return row;
}

export async function markRefundRequest(
  db: Db,
  id: string,
  change: { status: RefundRequestRow['status']; providerRefundId?: string | null },
  now: Date,
): Promise<void> {
  await db
    .update(paymentRefundRequests)
    .set({ ...change, updatedAt: now })
    .where(eq(paymentRefundRequests.id, id));
}

export async function refundRequestsOf(db: Db, paymentId: string): Promise<RefundRequestRow[]> {
  return db
    .select()
    .from(paymentRefundRequests)
    .where(eq(paymentRefundRequests.paymentId, paymentId))
    .orderBy(asc(paymentRefundRequests.createdAt));
}

/**
 * Staff refunds of a payment the ledger has not recorded yet: made at the provider, whose refund
 * no charge.refunded has brought in so far, or still being asked (or asked without an answer) — unless asked before
 * `abandonedBefore` (the process asking died: the provider's own event, if it made the refund,
 * is what counts then).
 */
export async function unrecordedRefundRequests(
  db: Db,
  payment: Pick<PaymentRow, 'id' | 'provider'>,
  abandonedBefore: Date,
): Promise<RefundRequestRow[]> {
  return db
    .select()
    .from(paymentRefundRequests)
    .where(
      and(
        eq(paymentRefundRequests.paymentId, payment.id),
        sql`(${paymentRefundRequests.status} = 'succeeded' or (${paymentRefundRequests.status} in ('pending', 'unanswered') and ${paymentRefundRequests.createdAt} >= ${abandonedBefore}))`,
        sql`not exists (select 1 from ${paymentRefunds} where ${paymentRefunds.provider} = ${payment.provider} and ${paymentRefunds.providerRefundId} = ${paymentRefundRequests.providerRefundId})`,
      ),
    );
}

export async function listAllPlans(db: Db): Promise<PlanRow[]> {
  return db.select().from(paymentPlans).orderBy(asc(paymentPlans.position));
}

export async function lockPlan(tx: Db, code: PlanRow['code']): Promise<PlanRow | null> {
  const [row] = await tx
    .select()
    .from(paymentPlans)
    .where(eq(paymentPlans.code, code))
    .for('update');
  return row ?? null;
}

export async function updatePlan(
  tx: Db,
  code: PlanRow['code'],
  change: Pick<PlanRow, 'name' | 'blurb' | 'monthlyPrice' | 'yearlyPrice' | 'benefits' | 'active'>,
): Promise<PlanRow> {
  const [row] = await tx
    .update(paymentPlans)
    .set(change)
    .where(eq(paymentPlans.code, code))
    .returning();
  if (!row) throw new Error('A plan update returned nothing');
  return row;
}
