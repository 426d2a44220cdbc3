/** SQL of the payments ledger: events, customers, subscriptions, payments, refunds, disputes. */
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import {
  paymentCustomers,
  paymentDisputes,
  paymentInvoices,
  paymentEvents,
  paymentRefunds,
  payments,
  paymentSubscriptions,
} from '../../db/schema/payments.js';
import type { Db } from '../../platform/db/database.js';
import type { PaymentStatus, SubscriptionState } from './payments.policy.js';

type Provider = (typeof paymentEvents.$inferInsert)['provider'];

/**
 * Records an event as received; null when (provider, event id) is already there. The unique
 * index decides between concurrent deliveries: the loser's insert waits for the winner's
 * transaction and then does nothing, so only one transaction goes on to apply the event.
 */
export async function insertEvent(
  tx: Db,
  values: typeof paymentEvents.$inferInsert,
): Promise<string | null> {
  const [row] = await tx
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.providerEventId] })
    .returning({ id: paymentEvents.id });
  return row?.id ?? null;
}

/** Marks an event applied, in the transaction that applied it. */
export async function markEventApplied(tx: Db, id: string, at: Date): Promise<void> {
  await tx.update(paymentEvents).set({ appliedAt: at }).where(eq(paymentEvents.id, id));
}

/** Links a provider customer to a member; the first link stays. */
export async function linkCustomer(
  tx: Db,
  provider: Provider,
  providerCustomerId: string,
  userId: string,
): Promise<void> {
  await tx
    .insert(paymentCustomers)
    .values({ provider, providerCustomerId, userId })
    .onConflictDoNothing();
}

/** The member a provider customer was linked to, if any. */
export async function findCustomerUserId(
  tx: Db,
  provider: Provider,
  providerCustomerId: string,
): Promise<string | null> {
  const [row] = await tx
    .select({ userId: paymentCustomers.userId })
    .from(paymentCustomers)
    .where(
      and(
        eq(paymentCustomers.provider, provider),
        eq(paymentCustomers.providerCustomerId, providerCustomerId),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}

export type SubscriptionRow = typeof paymentSubscriptions.$inferSelect;

/**
 * Makes a subscription's row in its first state; null when it exists already (then the caller
 * locks it and moves it on).
 */
export async function insertSubscription(
  tx: Db,
  values: typeof paymentSubscriptions.$inferInsert,
): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .insert(paymentSubscriptions)
    .values(values)
    .onConflictDoNothing({
      target: [paymentSubscriptions.provider, paymentSubscriptions.providerSubscriptionId],
    })
    .returning();
  return row ?? null;
}

/** A subscription, locked until the transaction ends: events for it are applied one by one. */
export async function lockSubscription(
  tx: Db,
  provider: Provider,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(paymentSubscriptions)
    .where(
      and(
        eq(paymentSubscriptions.provider, provider),
        eq(paymentSubscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    )
    .for('update');
  return row ?? null;
}

/** Writes a subscription's next state (payments.policy.ts decided it). */
export async function updateSubscription(
  tx: Db,
  id: string,
  state: SubscriptionState & {
    userId: string | null;
    planCode?: string;
    billingInterval?: 'month' | 'year' | null;
    payoutDestination?: string;
  },
  now: Date,
): Promise<void> {
  await tx
    .update(paymentSubscriptions)
    .set({ ...state, updatedAt: now })
    .where(eq(paymentSubscriptions.id, id));
}

export type PaymentRow = typeof payments.$inferSelect;

/**
 * Records a payment, or completes the row an earlier event made of it (a refund seen before the
 * payment knows no subscription or purpose). Amount, status and refunds are never moved back.
 */
export async function upsertPayment(tx: Db, values: typeof payments.$inferInsert): Promise<string> {
  const [row] = await tx
    .insert(payments)
    .values(values)
    .onConflictDoUpdate({
      target: [payments.provider, payments.providerPaymentId],
      set: {
        userId: sql`coalesce(${payments.userId}, excluded.user_id)`,
        subscriptionId: sql`coalesce(${payments.subscriptionId}, excluded.subscription_id)`,
        // Only the paid event knows a subscription's payment for one; a refund's guess gives way.
        purpose: sql`case when excluded.subscription_id is not null then excluded.purpose else ${payments.purpose} end`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning({ id: payments.id });
  if (!row) throw new Error('A payment upsert returned nothing');
  return row.id;
}

/** A payment, locked until the transaction ends (refunds of it are counted one at a time). */
export async function lockPayment(
  tx: Db,
  provider: Provider,
  providerPaymentId: string,
): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)))
    .for('update');
  return row ?? null;
}

/** Writes how much of a payment went back and the status that follows. */
export async function updatePaymentRefunded(
  tx: Db,
  id: string,
  change: { amountRefunded: number; status: PaymentStatus },
  now: Date,
): Promise<void> {
  await tx
    .update(payments)
    .set({ ...change, updatedAt: now })
    .where(eq(payments.id, id));
}

/** Records refunds; one already recorded (by an earlier charge.refunded) stays as it is. */
/** Records refunds once each; the provider ids of those this call recorded. */
export async function insertRefunds(
  tx: Db,
  rows: (typeof paymentRefunds.$inferInsert)[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const recorded = await tx
    .insert(paymentRefunds)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: paymentRefunds.providerRefundId });
  return recorded.map((row) => row.id);
}

/** Records a dispute once; true when this call recorded it. */
export async function insertDispute(
  tx: Db,
  values: typeof paymentDisputes.$inferInsert,
): Promise<boolean> {
  const rows = await tx
    .insert(paymentDisputes)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: paymentDisputes.id });
  return rows.length > 0;
}

/** Records an invoice once; null when it was recorded before (then see lockInvoice). */
export async function insertInvoice(
  tx: Db,
  values: typeof paymentInvoices.$inferInsert,
): Promise<string | null> {
  const [row] = await tx
    .insert(paymentInvoices)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: paymentInvoices.id });
  return row?.id ?? null;
}

/** An invoice, locked until the transaction ends (its events are applied one by one). */
export async function lockInvoice(tx: Db, provider: Provider, providerInvoiceId: string) {
  const [row] = await tx
    .select({
      id: paymentInvoices.id,
      status: paymentInvoices.status,
      paymentId: paymentInvoices.paymentId,
      amountPaid: paymentInvoices.amountPaid,
    })
    .from(paymentInvoices)
    .where(
      and(
        eq(paymentInvoices.provider, provider),
        eq(paymentInvoices.providerInvoiceId, providerInvoiceId),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function updateInvoice(
  tx: Db,
  id: string,
  values: Pick<typeof paymentInvoices.$inferInsert, 'status' | 'amountPaid' | 'paymentId'>,
  now: Date,
): Promise<void> {
  await tx
    .update(paymentInvoices)
    .set({ ...values, updatedAt: now })
    .where(eq(paymentInvoices.id, id));
}

/** A dispute's status, locked until the transaction ends (its events are applied one by one). */
export async function lockDisputeStatus(
  tx: Db,
  provider: Provider,
  providerDisputeId: string,
): Promise<{ id: string; status: string } | null> {
  const [row] = await tx
    .select({ id: paymentDisputes.id, status: paymentDisputes.status })
    .from(paymentDisputes)
    .where(
      and(
        eq(paymentDisputes.provider, provider),
        eq(paymentDisputes.providerDisputeId, providerDisputeId),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function updateDisputeStatus(tx: Db, id: string, status: string): Promise<void> {
  await tx.update(paymentDisputes).set({ status }).where(eq(paymentDisputes.id, id));
}

/** Retention: applied events received before `before`, at most `limit` of them. */
export async function deleteAppliedEventsBefore(
  db: Db,
  before: Date,
  limit: number,
): Promise<number> {
  const old = db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(isNotNull(paymentEvents.appliedAt), lt(paymentEvents.receivedAt, before)))
    .limit(limit);
  const rows = await db
    .delete(paymentEvents)
    .where(sql`${paymentEvents.id} in (${old})`)
    .returning({ id: paymentEvents.id });
  return rows.length;
}
