/**
 * The built-in test provider: the events a paid checkout makes, Stripe-shaped and signed exactly
 * as Stripe signs (the SDK's own header) with the test provider's secret, so the one webhook
 * handler verifies and applies both providers' events the same way.
 */
import Stripe from 'stripe';
import { stripeShapedEvents, type ProviderEvent, type Scenario } from './stripe-shaped-events.js';

export interface SignedEvent {
  /** The exact bytes to send; the signature covers them. */
  payload: string;
  /** The Stripe-Signature header. */
  signature: string;
}

/** Signs an event as of `at` (the signature's timestamp). */
export function signEvent(event: object, secret: string, at: Date): SignedEvent {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(at.getTime() / 1000),
  });
  return { payload, signature };
}

/** A paid test checkout, as the provider's events need it. */
export interface PaidCheckout {
  id: string;
  userId: string;
  planCode: string;
  interval: 'month' | 'year';
  amount: number;
  currency: string;
  /** The member's test customer from an earlier payment; a new one otherwise. */
  customerId: string | null;
}

/**
 * The events Stripe sends when a subscription's Checkout is paid, in the order it sends them:
 * the session completed (links the customer to the member), the subscription created (the plan,
 * from the metadata), the first invoice paid (the payment, the paid-up period). Every id is
 * drawn from the checkout's, so sending them again after a failure halfway is a redelivery the
 * ledger recognises, never a second subscription.
 */
export function checkoutPaidEvents(checkout: PaidCheckout, at: Date): ProviderEvent[] {
  const tag = checkout.id.replaceAll('-', '');
  const scenario: Scenario = {
    userId: checkout.userId,
    planCode: checkout.planCode,
    interval: checkout.interval,
    customerId: checkout.customerId ?? `cus_test_${tag.slice(0, 14)}`,
    subscriptionId: `sub_test_${tag}`,
  };
  const periodEnd = new Date(at);
  if (checkout.interval === 'month') periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 1);
  else periodEnd.setUTCFullYear(periodEnd.getUTCFullYear() + 1);
  const money = { amount: checkout.amount, currency: checkout.currency };
  const events = [
    stripeShapedEvents.checkoutCompleted(scenario, at, { sessionId: `cs_test_${tag}`, ...money }),
    stripeShapedEvents.subscription('created', scenario, at, { status: 'active', periodEnd }),
    stripeShapedEvents.invoice('paid', scenario, at, {
      invoiceId: `in_test_${tag}`,
      paymentIntent: `pi_test_${tag}`,
      periodEnd,
      ...money,
    }),
  ];
  return events.map((event, index) => ({ ...event, id: `evt_test_${tag}_${index + 1}` }));
}

/** A payment refunded by the test provider: what its charge now says. */
export interface TestRefund {
  customerId: string | null;
  providerPaymentId: string;
  amount: number;
  currency: string;
  /** What the ledger has recorded as refunded so far. */
  alreadyRefunded: number;
  /** The refunds not recorded yet, this one included. */
  refunds: { id: string; amount: number }[];
}

/** The charge.refunded event Stripe sends after a refund, with the charge's running total. */
export function refundEvent(refund: TestRefund, at: Date): ProviderEvent {
  const { alreadyRefunded, ...charge } = refund;
  const amountRefunded = Math.min(
    refund.amount,
    alreadyRefunded + refund.refunds.reduce((sum, r) => sum + r.amount, 0),
  );
  return stripeShapedEvents.chargeRefunded(at, { ...charge, amountRefunded });
}

/** The customer.subscription.deleted event of a subscription the test provider ended now. */
export function subscriptionCanceledEvent(
  subscription: {
    userId: string;
    planCode: string;
    interval: 'month' | 'year' | null;
    customerId: string;
    providerSubscriptionId: string;
    periodEnd: Date;
  },
  at: Date,
): ProviderEvent {
  const scenario: Scenario = {
    userId: subscription.userId,
    planCode: subscription.planCode,
    ...(subscription.interval ? { interval: subscription.interval } : {}),
    customerId: subscription.customerId,
    subscriptionId: subscription.providerSubscriptionId,
  };
  return stripeShapedEvents.subscription('deleted', scenario, at, {
    status: 'canceled',
    periodEnd: subscription.periodEnd,
  });
}
