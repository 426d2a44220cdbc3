/** SQL of plans and checkouts: the plans on sale, the test provider's checkouts, a member's plan. */
import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import {
  paymentCheckouts,
  paymentCustomers,
  paymentPlans,
  paymentSubscriptions,
} from '../../db/schema/payments.js';
import type { Db } from '../../platform/db/database.js';

export type PlanRow = typeof paymentPlans.$inferSelect;
export type CheckoutRow = typeof paymentCheckouts.$inferSelect;

/** The plans on sale, in the order the pricing view shows them. */
export async function listActivePlans(db: Db): Promise<PlanRow[]> {
  return db
    .select()
    .from(paymentPlans)
    .where(eq(paymentPlans.active, true))
    .orderBy(asc(paymentPlans.position));
}

/** One plan on sale, or null. */
export async function findActivePlan(db: Db, code: string): Promise<PlanRow | null> {
  const [row] = await db
    .select()
    .from(paymentPlans)
    .where(and(eq(paymentPlans.code, code as PlanRow['code']), eq(paymentPlans.active, true)));
  return row ?? null;
}

/** A member's customer id at a provider, when they have paid there before. */
export async function findCustomerIdOf(
  db: Db,
  provider: 'stripe' | 'test',
  userId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: paymentCustomers.providerCustomerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)));
  return row?.id ?? null;
}

/**
 * The member's current subscription with its plan's name: the newest that is active or past
 * due (past due still holds the plan while the provider retries the card). A paid club's
 * membership subscription is not a plan and is never the member's plan (it is managed from
 * the club). With its provider's ids, for managing it (subscription.service.ts).
 */
export async function findCurrentSubscription(db: Db, userId: string) {
  const [row] = await db
    .select({
      provider: paymentSubscriptions.provider,
      providerSubscriptionId: paymentSubscriptions.providerSubscriptionId,
      planCode: paymentSubscriptions.planCode,
      planName: sql<string>`coalesce(${paymentPlans.name}, ${paymentSubscriptions.planCode})`,
      interval: paymentSubscriptions.billingInterval,
      status: paymentSubscriptions.status,
      currentPeriodEnd: paymentSubscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: paymentSubscriptions.cancelAtPeriodEnd,
    })
    .from(paymentSubscriptions)
    .leftJoin(paymentPlans, eq(paymentPlans.code, paymentSubscriptions.planCode))
    .where(
      and(
        eq(paymentSubscriptions.userId, userId),
        isNull(paymentSubscriptions.clubId),
        inArray(paymentSubscriptions.status, ['active', 'past_due']),
      ),
    )
    .orderBy(desc(paymentSubscriptions.createdAt))
    .limit(1);
  return row ?? null;
}

/** Opens a test checkout. */
export async function insertCheckout(
  db: Db,
  values: typeof paymentCheckouts.$inferInsert,
): Promise<CheckoutRow> {
  const [row] = await db.insert(paymentCheckouts).values(values).returning();
  if (!row) throw new Error('A checkout insert returned nothing');
  return row;
}

/** A test checkout with its plan's name. */
export async function findCheckout(db: Db, id: string) {
  const [row] = await db
    .select({ checkout: paymentCheckouts, planName: paymentPlans.name })
    .from(paymentCheckouts)
    .leftJoin(paymentPlans, eq(paymentPlans.code, paymentCheckouts.planCode))
    .where(eq(paymentCheckouts.id, id));
  return row ?? null;
}

/** Keeps the provider's message of a declined attempt on the checkout. */
export async function recordCheckoutError(db: Db, id: string, message: string): Promise<void> {
  await db.update(paymentCheckouts).set({ lastError: message }).where(eq(paymentCheckouts.id, id));
}

/** Marks an open checkout paid; false when it was not open (paid or expired meanwhile). */
export async function markCheckoutPaid(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(paymentCheckouts)
    .set({ status: 'paid', paidAt: at, lastError: null })
    .where(and(eq(paymentCheckouts.id, id), eq(paymentCheckouts.status, 'open')))
    .returning({ id: paymentCheckouts.id });
  return rows.length > 0;
}

/** Retention: unpaid checkouts that expired before `before`, at most `limit` of them. */
export async function deleteUnpaidCheckoutsBefore(
  db: Db,
  before: Date,
  limit: number,
): Promise<number> {
  const old = db
    .select({ id: paymentCheckouts.id })
    .from(paymentCheckouts)
    .where(
      and(
        lt(paymentCheckouts.expiresAt, before),
        or(eq(paymentCheckouts.status, 'open'), eq(paymentCheckouts.status, 'expired')),
      ),
    )
    .limit(limit);
  const rows = await db
    .delete(paymentCheckouts)
    .where(sql`${paymentCheckouts.id} in (${old})`)
    .returning({ id: paymentCheckouts.id });
  return rows.length;
}
