/**
 * Applies one provider event's ledger change inside the transaction that recorded the event, so
 * the event row and its effects commit together or not at all.
 */
import { planCodes, type PaymentProviderName } from '../../../contracts/payments.js';
import { errors } from '../../platform/errors.js';
import type { Db } from '../../platform/db/database.js';
import {
  nextDisputeStatus,
  nextInvoiceStatus,
  nextSubscriptionState,
  paymentStatusAfterRefunds,
  type SubscriptionState,
} from './payments.policy.js';
import {
  findCustomerUserId,
  insertDispute,
  insertInvoice,
  insertRefunds,
  insertSubscription,
  linkCustomer,
  lockDisputeStatus,
  lockInvoice,
  lockPayment,
  lockSubscription,
  updateDisputeStatus,
  updateInvoice,
  updatePaymentRefunded,
  updateSubscription,
  upsertPayment,
} from './payments.queries.js';
import { setPayoutAccountReadyByProviderId } from './club-payments.queries.js';
import { applyPayout } from './apply-payout.js';
import type { LedgerFact } from './ledger-facts.js';
import type {
  InvoiceFact,
  LedgerChange,
  Owner,
  PaymentFact,
  SubscriptionFact,
} from './provider-events.js';

const isPlanCode = (code: string): code is (typeof planCodes)[number] =>
  (planCodes as readonly string[]).includes(code);

/** What applying one event works with. */
export interface LedgerContext {
  tx: Db;
  provider: PaymentProviderName;
  now: Date;
  /** When the provider made the event (its `created`). */
  at: Date;
  /** The member named in the event's metadata has closed their account since. */
  ownerGone: boolean;
  /** What this event taught the ledger, for the listeners (ledger-facts.ts). */
  facts: LedgerFact[];
}

function subscriptionFact(
  row: { id: string; userId: string | null; planCode: string; clubId: string | null },
  billingInterval: 'month' | 'year' | null,
  state: SubscriptionState,
  previousStatus: SubscriptionState['status'] | null,
): LedgerFact {
  return {
    kind: 'subscription',
    subscriptionId: row.id,
    userId: row.userId,
    planCode: row.planCode,
    billingInterval,
    clubId: row.clubId,
    status: state.status,
    previousStatus,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
  };
}

/** The member behind an event: our checkout's metadata, else the customer we linked. */
async function userOf(c: LedgerContext, customerId: string | null, owner: Owner | null) {
  if (c.ownerGone) return null;
  if (owner?.userId) {
    if (customerId) await linkCustomer(c.tx, c.provider, customerId, owner.userId);
    return owner.userId;
  }
  return customerId ? findCustomerUserId(c.tx, c.provider, customerId) : null;
}

/** Moves a subscription on by one event; returns its row id. */
async function applySubscription(
  c: LedgerContext,
  fact: SubscriptionFact,
  userId: string | null,
  owner: Owner,
): Promise<string> {
  const { planCode } = owner;
  const locked = await lockSubscription(c.tx, c.provider, fact.providerSubscriptionId);
  if (locked) {
    const current: SubscriptionState = locked;
    const next = nextSubscriptionState(current, fact.event);
    const ownerId = locked.userId ?? userId;
    // A plan change: the provider's picture of the subscription names its new plan and period
    // in the metadata our change wrote (a stale event changed nothing above, nor does it here).
    const moved =
      next !== current && fact.event.kind === 'snapshot' && planCode && isPlanCode(planCode)
        ? { planCode, billingInterval: owner.interval ?? locked.billingInterval }
        : { planCode: locked.planCode, billingInterval: locked.billingInterval };
    // A newer picture of the subscription may name the host's account it now pays.
    const destination =
      next !== current && fact.payoutDestination
        ? { payoutDestination: fact.payoutDestination }
        : {};
    await updateSubscription(
      c.tx,
      locked.id,
      { ...next, ...moved, ...destination, userId: ownerId },
      c.now,
    );
    // An event older than the last one applied changes nothing, and tells nothing.
    if (next !== current)
      c.facts.push(
        subscriptionFact(
          { ...locked, ...moved, userId: ownerId },
          moved.billingInterval,
          next,
          locked.status,
        ),
      );
    return locked.id;
  }
  if (!planCode)
    // Only subscriptions our checkout made carry a plan; refusing lets the provider retry once
    // the event that names the plan has been applied, and says so to whoever looks at its log.
    throw errors.conflict(`Subscription ${fact.providerSubscriptionId} names no plan we know yet.`);
  const first = nextSubscriptionState(null, fact.event);
  const inserted = await insertSubscription(c.tx, {
    provider: c.provider,
    providerSubscriptionId: fact.providerSubscriptionId,
    userId,
    planCode,
    billingInterval: owner.interval,
    clubId: owner.clubId,
    payoutDestination: fact.payoutDestination ?? null,
    ...first,
  });
  if (inserted) {
    c.facts.push(subscriptionFact(inserted, inserted.billingInterval, first, null));
    return inserted.id;
  }
  // Made by a concurrent event of the same subscription since we looked: move it on instead.
  return applySubscription(c, fact, userId, owner);
}

async function applyPayment(
  c: LedgerContext,
  fact: PaymentFact,
  userId: string | null,
  subscriptionId: string | null,
) {
  return upsertPayment(c.tx, {
    provider: c.provider,
    providerPaymentId: fact.providerPaymentId,
    userId,
    subscriptionId,
    purpose: fact.purpose,
    amount: fact.amount,
    currency: fact.currency,
    status: 'succeeded',
    paidAt: c.at,
    updatedAt: c.now,
  });
}

/** Records a subscription's bill, or moves it on: paid stays paid, whatever comes late. */
async function applyInvoice(
  c: LedgerContext,
  invoice: InvoiceFact,
  userId: string | null,
  subscriptionId: string | null,
  paymentId: string | null,
) {
  const inserted = await insertInvoice(c.tx, {
    provider: c.provider,
    providerInvoiceId: invoice.providerInvoiceId,
    userId,
    subscriptionId,
    paymentId,
    amountDue: invoice.amountDue,
    amountPaid: invoice.amountPaid,
    currency: invoice.currency,
    status: invoice.status,
    periodEnd: invoice.periodEnd,
    issuedAt: c.at,
  });
  if (inserted) return;
  const known = await lockInvoice(c.tx, c.provider, invoice.providerInvoiceId);
  if (!known) return;
  const status = nextInvoiceStatus(known.status, invoice.status);
  await updateInvoice(
    c.tx,
    known.id,
    {
      status,
      amountPaid: Math.max(known.amountPaid, invoice.amountPaid),
      paymentId: known.paymentId ?? paymentId,
    },
    c.now,
  );
}

/** Applies one event's change to the ledger. */
export async function applyLedgerChange(c: LedgerContext, change: LedgerChange): Promise<void> {
  switch (change.kind) {
    case 'ignored':
      return;
    case 'subscription':
    case 'paid': {
      const userId = await userOf(c, change.customerId, change.owner);
      const fact = change.subscription;
      let subscriptionId: string | null = null;
      if (fact) subscriptionId = await applySubscription(c, fact, userId, change.owner);
      let paymentId: string | null = null;
      if (change.kind === 'paid' && change.payment) {
        // A refund told before its payment left the row without its subscription (locked, so
        // a concurrent refund of it waits for this event).
        const before = subscriptionId
          ? await lockPayment(c.tx, c.provider, change.payment.providerPaymentId)
          : null;
        paymentId = await applyPayment(c, change.payment, userId, subscriptionId);
        c.facts.push({
          kind: 'payment',
          paymentId,
          userId,
          subscriptionId,
          purpose: change.payment.purpose,
          amount: change.payment.amount,
          currency: change.payment.currency,
        });
        if (before && before.subscriptionId === null && before.amountRefunded > 0)
          c.facts.push({
            kind: 'refund',
            paymentId,
            userId: before.userId ?? userId,
            subscriptionId,
            amount: before.amount,
            amountRefunded: before.amountRefunded,
            currency: before.currency,
            refundIds: [],
            retold: true,
          });
      }
      if (change.invoice) await applyInvoice(c, change.invoice, userId, subscriptionId, paymentId);
      return;
    }
    case 'refunded': {
      const userId = await userOf(c, change.customerId, null);
      // A refund may be told before the payment: the charge says enough to record it first.
      await applyPayment(
        c,
        { ...change.payment, purpose: 'purchase', providerSubscriptionId: null },
        userId,
        null,
      );
      const payment = await lockPayment(c.tx, c.provider, change.payment.providerPaymentId);
      if (!payment) throw new Error('A payment just recorded was not found');
      // The provider's running total; an older event's smaller total never lowers it.
      const amountRefunded = Math.min(
        payment.amount,
        Math.max(payment.amountRefunded, change.amountRefunded),
      );
      await updatePaymentRefunded(
        c.tx,
        payment.id,
        { amountRefunded, status: paymentStatusAfterRefunds(payment.amount, amountRefunded) },
        c.now,
      );
      const recorded = await insertRefunds(
        c.tx,
        change.refunds.map((refund) => ({
          provider: c.provider,
          providerRefundId: refund.id,
          paymentId: payment.id,
          amount: refund.amount,
          currency: refund.currency,
        })),
      );
      if (amountRefunded > payment.amountRefunded)
        c.facts.push({
          kind: 'refund',
          paymentId: payment.id,
          userId: payment.userId,
          subscriptionId: payment.subscriptionId,
          amount: payment.amount,
          amountRefunded,
          currency: payment.currency,
          refundIds: recorded,
        });
      return;
    }
    case 'payoutAccount':
      // A host's payouts follow Stripe's word on their account (an account not ours: nothing).
      await setPayoutAccountReadyByProviderId(
        c.tx,
        c.provider,
        change.accountId,
        change.ready,
        c.at,
        c.now,
      );
      return;
    case 'payout':
      await applyPayout(c, change.payout);
      return;
    case 'disputed': {
      const inserted = await insertDispute(c.tx, {
        provider: c.provider,
        providerDisputeId: change.dispute.id,
        providerPaymentId: change.dispute.providerPaymentId,
        amount: change.dispute.amount,
        currency: change.dispute.currency,
        reason: change.dispute.reason,
        status: change.dispute.status,
        openedAt: c.at,
      });
      if (!inserted) {
        // A later word on a dispute we know: its status moves on, a decided one stays decided.
        const known = await lockDisputeStatus(c.tx, c.provider, change.dispute.id);
        if (!known) return;
        const status = nextDisputeStatus(known.status, change.dispute.status);
        if (status !== known.status) await updateDisputeStatus(c.tx, known.id, status);
        return;
      }
      // The first word on it, whichever event that was: the member is told once.
      const payment = await lockPayment(c.tx, c.provider, change.dispute.providerPaymentId);
      c.facts.push({
        kind: 'dispute',
        providerDisputeId: change.dispute.id,
        paymentId: payment?.id ?? null,
        userId: payment?.userId ?? null,
        amount: change.dispute.amount,
        currency: change.dispute.currency,
        reason: change.dispute.reason,
        status: change.dispute.status,
      });
      return;
    }
  }
}
