/**
 * What a verified provider event means for our ledger. Both providers send Stripe's event shape
 * (the test provider imitates it), so one reading serves both. Only the fields we use are read;
 * where Stripe's API versions differ (an invoice's subscription moved under `parent`, a
 * subscription's period end under its items), both places are read.
 */
import { z } from 'zod';
import {
  subscriptionStatusOf,
  type PayoutStatus,
  type SubscriptionEvent,
} from './payments.policy.js';

const id = z.string().min(1).max(255);
/** Stripe sends an id, or the object when expanded. */
const ref = z
  .union([id, z.object({ id })])
  .transform((value) => (typeof value === 'string' ? value : value.id));
const minorUnits = z.number().int().min(0).max(2_147_483_647);
const currency = z
  .string()
  .regex(/^[A-Za-z]{3}$/)
  .transform((value) => value.toLowerCase());
const metadata = z.record(z.string(), z.string()).nullish();
const seconds = z.number().int().positive();
const dateOf = (value: number | null | undefined) =>
  value === null || value === undefined ? null : new Date(value * 1000);

/** The envelope every provider event has: id, type, when, and the object it is about. */
export const eventEnvelopeSchema = z.object({
  id,
  type: z.string().min(1).max(255),
  created: seconds,
  /** The Connect account an event is about (Stripe sets it on connected accounts' events). */
  account: id.nullish(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type EventEnvelope = z.infer<typeof eventEnvelopeSchema>;

/** Who the money is from and what for, as our checkout wrote it into the metadata. */
export interface Owner {
  userId: string | null;
  planCode: string | null;
  interval: 'month' | 'year' | null;
  /** A paid club's membership: the club our checkout named (issue 12); null for a plan. */
  clubId: string | null;
}

function ownerOf(...sources: (Record<string, string> | null | undefined)[]): Owner {
  const pick = (key: string) => sources.find((s) => s?.[key])?.[key] ?? null;
  const userId = pick('userId');
  const interval = pick('interval');
  const clubId = pick('clubId');
  return {
    clubId: clubId && z.uuid().safeParse(clubId).success ? clubId : null,
    userId: userId && z.uuid().safeParse(userId).success ? userId : null,
    planCode: pick('planCode'),
    interval: interval === 'month' || interval === 'year' ? interval : null,
  };
}

export interface PaymentFact {
  providerPaymentId: string;
  amount: number;
  currency: string;
  purpose: 'subscription' | 'purchase';
  providerSubscriptionId: string | null;
}

/** A subscription's bill for a period, as invoice.paid or invoice.payment_failed told it. */
export interface InvoiceFact {
  providerInvoiceId: string;
  amountDue: number;
  amountPaid: number;
  currency: string;
  status: 'paid' | 'open';
  periodEnd: Date | null;
}

export interface SubscriptionFact {
  providerSubscriptionId: string;
  event: SubscriptionEvent;
  /** The Connect account its payments go to, when the provider's subscription names one. */
  payoutDestination?: string | null;
}

/** Money on its way from a balance to a bank (payout.*), as the provider last told it. */
export interface PayoutFact {
  providerPayoutId: string;
  /** The host's Connect account it is paid from; null: Bookhive's own balance. */
  accountId: string | null;
  amount: number;
  currency: string;
  status: PayoutStatus;
  arrivalDate: Date | null;
  failureMessage: string | null;
}

/** One event's meaning; `ignored` events are still recorded, so a redelivery stays a no-op. */
export type LedgerChange =
  | {
      kind: 'paid';
      customerId: string | null;
      owner: Owner;
      payment: PaymentFact | null;
      subscription: SubscriptionFact | null;
      /** The bill, when the payment came by an invoice. */
      invoice?: InvoiceFact;
    }
  | {
      kind: 'subscription';
      customerId: string | null;
      owner: Owner;
      subscription: SubscriptionFact;
      /** The bill whose charge failed (invoice.payment_failed). */
      invoice?: InvoiceFact;
    }
  | {
      kind: 'refunded';
      customerId: string | null;
      payment: Omit<PaymentFact, 'purpose' | 'providerSubscriptionId'>;
      amountRefunded: number;
      refunds: { id: string; amount: number; currency: string }[];
    }
  | {
      kind: 'disputed';
      dispute: {
        id: string;
        providerPaymentId: string;
        amount: number;
        currency: string;
        reason: string;
        status: string;
      };
    }
  /** A Connect account's onboarding moved on: whether it may be paid out to now. */
  | { kind: 'payoutAccount'; accountId: string; ready: boolean }
  | { kind: 'payout'; payout: PayoutFact }
  | { kind: 'ignored' };

const checkoutSession = z.object({
  mode: z.enum(['payment', 'subscription', 'setup']),
  customer: ref.nullish(),
  subscription: ref.nullish(),
  payment_intent: ref.nullish(),
  amount_total: minorUnits.nullish(),
  currency: currency.nullish(),
  payment_status: z.string(),
  client_reference_id: z.string().nullish(),
  metadata,
});

const invoice = z.object({
  id,
  customer: ref.nullish(),
  amount_paid: minorUnits,
  amount_due: minorUnits.nullish(),
  currency,
  subscription: ref.nullish(),
  payment_intent: ref.nullish(),
  parent: z
    .object({
      subscription_details: z.object({ subscription: ref.nullish(), metadata }).nullish(),
    })
    .nullish(),
  subscription_details: z.object({ metadata }).nullish(),
  payments: z
    .object({
      data: z.array(z.object({ payment: z.object({ payment_intent: ref.nullish() }).nullish() })),
    })
    .nullish(),
  lines: z
    .object({ data: z.array(z.object({ period: z.object({ end: seconds }).nullish() })) })
    .nullish(),
  metadata,
});

const subscription = z.object({
  id,
  customer: ref.nullish(),
  status: z.string(),
  cancel_at_period_end: z.boolean().default(false),
  current_period_end: seconds.nullish(),
  items: z.object({ data: z.array(z.object({ current_period_end: seconds.nullish() })) }).nullish(),
  transfer_data: z.object({ destination: ref }).nullish(),
  metadata,
});

const charge = z.object({
  id,
  customer: ref.nullish(),
  payment_intent: ref.nullish(),
  amount: minorUnits,
  amount_refunded: minorUnits,
  currency,
  refunds: z
    .object({ data: z.array(z.object({ id, amount: minorUnits.min(1), currency })) })
    .nullish(),
});

/** A Connect account (account.updated): payouts turn on when its onboarding is done. */
const connectAccount = z.object({ id, payouts_enabled: z.boolean().nullish().transform(Boolean) });

const payout = z.object({
  id,
  amount: minorUnits,
  currency,
  status: z.enum(['pending', 'in_transit', 'paid', 'failed', 'canceled']),
  arrival_date: seconds.nullish(),
  failure_message: z.string().max(1000).nullish(),
});

const dispute = z.object({
  id,
  charge: ref,
  payment_intent: ref.nullish(),
  amount: minorUnits,
  currency,
  reason: z.string().max(100),
  status: z.string().max(100),
});

function invoiceChange(event: EventEnvelope, failed: boolean): LedgerChange {
  const inv = invoice.parse(event.data.object);
  const at = new Date(event.created * 1000);
  const subscriptionId = inv.parent?.subscription_details?.subscription ?? inv.subscription ?? null;
  const owner = ownerOf(
    inv.parent?.subscription_details?.metadata,
    inv.subscription_details?.metadata,
    inv.metadata,
  );
  const periodEnd = Math.max(0, ...(inv.lines?.data ?? []).map((line) => line.period?.end ?? 0));
  const subscriptionFact: SubscriptionFact | null = subscriptionId
    ? {
        providerSubscriptionId: subscriptionId,
        event: failed
          ? { kind: 'paymentFailed', at }
          : { kind: 'renewed', at, periodEnd: dateOf(periodEnd || null) },
      }
    : null;
  const bill: InvoiceFact = {
    providerInvoiceId: inv.id,
    amountDue: inv.amount_due ?? inv.amount_paid,
    amountPaid: failed ? 0 : inv.amount_paid,
    currency: inv.currency,
    status: failed ? 'open' : 'paid',
    periodEnd: dateOf(periodEnd || null),
  };
  if (failed) {
    return subscriptionFact
      ? {
          kind: 'subscription',
          customerId: inv.customer ?? null,
          owner,
          subscription: subscriptionFact,
          invoice: bill,
        }
      : { kind: 'ignored' };
  }
  const paymentIntent =
    inv.payments?.data.find((p) => p.payment?.payment_intent)?.payment?.payment_intent ??
    inv.payment_intent;
  return {
    kind: 'paid',
    customerId: inv.customer ?? null,
    owner,
    // A zero invoice (a free trial's first) moves no money: the period, but no payment row.
    payment:
      inv.amount_paid > 0
        ? {
            providerPaymentId: paymentIntent ?? inv.id,
            amount: inv.amount_paid,
            currency: inv.currency,
            purpose: subscriptionId ? 'subscription' : 'purchase',
            providerSubscriptionId: subscriptionId,
          }
        : null,
    subscription: subscriptionFact,
    ...(subscriptionId ? { invoice: bill } : {}),
  };
}

function checkoutChange(event: EventEnvelope): LedgerChange {
  const session = checkoutSession.parse(event.data.object);
  const owner = ownerOf(
    session.metadata,
    session.client_reference_id ? { userId: session.client_reference_id } : null,
  );
  // A subscription's payments are its invoices: invoice.paid records each one (the first
  // included), so here a subscription checkout only links the member to the customer.
  const oneOff = session.mode === 'payment' && session.payment_status === 'paid';
  return {
    kind: 'paid',
    customerId: session.customer ?? null,
    owner,
    payment:
      oneOff && session.payment_intent && session.amount_total && session.currency
        ? {
            providerPaymentId: session.payment_intent,
            amount: session.amount_total,
            currency: session.currency,
            purpose: 'purchase',
            providerSubscriptionId: null,
          }
        : null,
    subscription: null,
  };
}

function subscriptionChange(event: EventEnvelope, deleted: boolean): LedgerChange {
  const sub = subscription.parse(event.data.object);
  const periodEnd =
    sub.items?.data.find((item) => item.current_period_end)?.current_period_end ??
    sub.current_period_end;
  return {
    kind: 'subscription',
    customerId: sub.customer ?? null,
    owner: ownerOf(sub.metadata),
    subscription: {
      providerSubscriptionId: sub.id,
      payoutDestination: sub.transfer_data?.destination ?? null,
      event: {
        kind: 'snapshot',
        at: new Date(event.created * 1000),
        status: deleted ? 'canceled' : subscriptionStatusOf(sub.status),
        currentPeriodEnd: dateOf(periodEnd),
        cancelAtPeriodEnd: sub.cancel_at_period_end,
      },
    },
  };
}

/** Reads a verified event; throws a ZodError when an event we act on lacks what we need. */
export function ledgerChangeOf(event: EventEnvelope): LedgerChange {
  switch (event.type) {
    case 'checkout.session.completed':
      return checkoutChange(event);
    case 'invoice.paid':
      return invoiceChange(event, false);
    case 'invoice.payment_failed':
      return invoiceChange(event, true);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return subscriptionChange(event, false);
    case 'customer.subscription.deleted':
      return subscriptionChange(event, true);
    case 'account.updated': {
      const account = connectAccount.parse(event.data.object);
      return { kind: 'payoutAccount', accountId: account.id, ready: account.payouts_enabled };
    }
    case 'charge.refunded': {
      const c = charge.parse(event.data.object);
      return {
        kind: 'refunded',
        customerId: c.customer ?? null,
        payment: {
          providerPaymentId: c.payment_intent ?? c.id,
          amount: c.amount,
          currency: c.currency,
        },
        amountRefunded: c.amount_refunded,
        refunds: c.refunds?.data ?? [],
      };
    }
    // A payout's life: created (pending), updated (in transit), then paid, failed or canceled.
    case 'payout.created':
    case 'payout.updated':
    case 'payout.paid':
    case 'payout.failed':
    case 'payout.canceled': {
      const p = payout.parse(event.data.object);
      return {
        kind: 'payout',
        payout: {
          providerPayoutId: p.id,
          accountId: event.account ?? null,
          amount: p.amount,
          currency: p.currency,
          status: p.status,
          arrivalDate: dateOf(p.arrival_date),
          failureMessage: p.failure_message ?? null,
        },
      };
    }
    // Created, then updated as evidence goes in, then closed when the bank decides.
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed': {
      const d = dispute.parse(event.data.object);
      return {
        kind: 'disputed',
        dispute: {
          id: d.id,
          providerPaymentId: d.payment_intent ?? d.charge,
          amount: d.amount,
          currency: d.currency,
          reason: d.reason,
          status: d.status,
        },
      };
    }
    default:
      return { kind: 'ignored' };
  }
}
