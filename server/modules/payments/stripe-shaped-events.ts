/**
 * Provider events shaped as Stripe sends them (API 2026-10-28): what the test provider sends
 * when its checkout is paid, and what the payments tests deliver. One set of shapes, so the
 * test provider's events are read by the very code that reads Stripe's.
 */
import { randomUUID } from 'node:crypto';

export interface ProviderEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  /** The Connect account the event is about, on connected accounts' events. */
  account?: string;
  data: { object: Record<string, unknown> };
}

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
const randomTag = () => randomUUID().replaceAll('-', '');

/** An event of `type` about `object`, made at `at`. */
export function providerEvent(
  type: string,
  object: Record<string, unknown>,
  at: Date,
): ProviderEvent {
  return {
    id: `evt_${randomTag()}`,
    object: 'event',
    type,
    created: seconds(at),
    data: { object },
  };
}

/** One member's subscription as the provider knows it. */
export interface Scenario {
  userId: string;
  planCode: string;
  /** Monthly or yearly, when our checkout said (it rides in the metadata like the plan). */
  interval?: 'month' | 'year';
  /** A paid club's membership: the club (issue 12). */
  clubId?: string;
  /** The host's Connect account a paid club's payments are transferred to. */
  payoutDestination?: string;
  customerId: string;
  subscriptionId: string;
}

/** What our checkout writes into the provider's metadata, and reads back from its events. */
export const metadataOf = (s: Scenario): Record<string, string> => ({
  userId: s.userId,
  planCode: s.planCode,
  ...(s.interval ? { interval: s.interval } : {}),
  ...(s.clubId ? { clubId: s.clubId } : {}),
});

export const stripeShapedEvents = {
  checkoutCompleted: (
    s: Scenario,
    at: Date,
    fields: { sessionId?: string; amount?: number; currency?: string } = {},
  ) =>
    providerEvent(
      'checkout.session.completed',
      {
        id: fields.sessionId ?? `cs_test_${randomTag()}`,
        object: 'checkout.session',
        mode: 'subscription',
        customer: s.customerId,
        subscription: s.subscriptionId,
        payment_intent: null,
        amount_total: fields.amount ?? 499,
        currency: fields.currency ?? 'usd',
        payment_status: 'paid',
        client_reference_id: s.userId,
        metadata: metadataOf(s),
      },
      at,
    ),
  subscription: (
    type: 'created' | 'updated' | 'deleted',
    s: Scenario,
    at: Date,
    fields: { status: string; periodEnd: Date; cancelAtPeriodEnd?: boolean },
  ) =>
    providerEvent(
      `customer.subscription.${type}`,
      {
        id: s.subscriptionId,
        object: 'subscription',
        customer: s.customerId,
        status: fields.status,
        cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
        items: { object: 'list', data: [{ current_period_end: seconds(fields.periodEnd) }] },
        transfer_data: s.payoutDestination ? { destination: s.payoutDestination } : null,
        metadata: metadataOf(s),
      },
      at,
    ),
  invoice: (
    type: 'paid' | 'payment_failed',
    s: Scenario,
    at: Date,
    fields: {
      invoiceId: string;
      paymentIntent: string;
      amount: number;
      periodEnd: Date;
      currency?: string;
    },
  ) =>
    providerEvent(
      `invoice.${type}`,
      {
        id: fields.invoiceId,
        object: 'invoice',
        customer: s.customerId,
        amount_due: fields.amount,
        amount_paid: type === 'paid' ? fields.amount : 0,
        currency: fields.currency ?? 'usd',
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: s.subscriptionId, metadata: metadataOf(s) },
        },
        payments: {
          object: 'list',
          data: [{ payment: { type: 'payment_intent', payment_intent: fields.paymentIntent } }],
        },
        lines: {
          object: 'list',
          data: [{ period: { start: seconds(at), end: seconds(fields.periodEnd) } }],
        },
      },
      at,
    ),
  /** A charge refunded in full or in part: `amountRefunded` is the running total. */
  chargeRefunded: (
    at: Date,
    fields: {
      customerId: string | null;
      providerPaymentId: string;
      amount: number;
      currency: string;
      amountRefunded: number;
      refunds: { id: string; amount: number }[];
    },
  ) =>
    providerEvent(
      'charge.refunded',
      {
        id: `ch_${fields.providerPaymentId.replace(/^[a-z]+_/, '')}`,
        object: 'charge',
        customer: fields.customerId,
        payment_intent: fields.providerPaymentId,
        amount: fields.amount,
        amount_refunded: fields.amountRefunded,
        currency: fields.currency,
        refunds: {
          object: 'list',
          data: fields.refunds.map((r) => ({ ...r, currency: fields.currency })),
        },
      },
      at,
    ),
  /** A payout from a balance to a bank: a host's Connect account's (`account`), or ours. */
  payout: (
    type: 'created' | 'updated' | 'paid' | 'failed' | 'canceled',
    at: Date,
    fields: {
      payoutId: string;
      account: string | null;
      amount: number;
      currency: string;
      status: 'pending' | 'in_transit' | 'paid' | 'failed' | 'canceled';
      arrivalDate: Date;
      failureMessage?: string;
    },
  ): ProviderEvent => ({
    ...providerEvent(
      `payout.${type}`,
      {
        id: fields.payoutId,
        object: 'payout',
        amount: fields.amount,
        currency: fields.currency,
        status: fields.status,
        arrival_date: seconds(fields.arrivalDate),
        failure_message: fields.failureMessage ?? null,
        failure_code: fields.failureMessage ? 'account_closed' : null,
      },
      at,
    ),
    ...(fields.account ? { account: fields.account } : {}),
  }),
};
