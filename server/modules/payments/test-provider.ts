/**
 * The built-in test provider: the events a paid checkout makes, Stripe-shaped and signed exactly
 * as Stripe signs (the SDK's own header) with the test provider's secret, so the one webhook
 * handler verifies and applies both providers' events the same way.
 */
import Stripe from 'stripe';
import type { WebhookReceipt } from '../../../contracts/payments.js';
import { periodEndAfter } from './payments.policy.js';
import type { PaymentsService } from './payments.service.js';
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

/** Sends an event to our own webhook receiver, signed as of `at` as the test provider signs. */
export function sendTestEvent(
  ledger: Pick<PaymentsService, 'receive'>,
  secret: string,
  event: object,
  at: Date,
): Promise<WebhookReceipt> {
  const signed = signEvent(event, secret, at);
  return ledger.receive('test', Buffer.from(signed.payload), signed.signature);
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
  /** A paid club's membership: the club (issue 12). */
  clubId?: string | null;
  /** The host's test payout account the club's payments go to, when it was ready. */
  payoutDestination?: string | null;
}

/** The plan code a paid club's subscription carries in its metadata (it is no plan of ours). */
export const clubPlanCode = 'club';

/**
 * The events Stripe sends when a subscription's Checkout is paid, in the order it sends them:
 * the session completed (links the customer to the member), the subscription created (the plan,
 * from the metadata), the first invoice paid (the payment, the paid-up period). Every id is
 * drawn from the checkout's, so sending them again after a failure halfway is a redelivery the
 * ledger recognises, never a second subscription.
 */
/** The test provider's customer and subscription for a paid checkout. */
export function checkoutScenario(checkout: PaidCheckout): Scenario {
  const tag = checkout.id.replaceAll('-', '');
  return {
    userId: checkout.userId,
    planCode: checkout.planCode,
    interval: checkout.interval,
    ...(checkout.clubId ? { clubId: checkout.clubId } : {}),
    ...(checkout.payoutDestination ? { payoutDestination: checkout.payoutDestination } : {}),
    customerId: checkout.customerId ?? `cus_test_${tag.slice(0, 14)}`,
    subscriptionId: `sub_test_${tag}`,
  };
}

export function checkoutPaidEvents(checkout: PaidCheckout, at: Date): ProviderEvent[] {
  const tag = checkout.id.replaceAll('-', '');
  const scenario = checkoutScenario(checkout);
  const periodEnd = periodEndAfter(at, checkout.interval);
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

/** The test provider's side of a subscription, as its events need it. */
export interface TestSubscription {
  providerSubscriptionId: string;
  providerCustomerId: string;
  userId: string;
  /** Null for a paid club's membership (`clubId`). */
  planCode: string | null;
  clubId: string | null;
  billingInterval: 'month' | 'year';
  amount: number;
  currency: string;
  status: 'incomplete' | 'active' | 'past_due' | 'canceled';
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

const scenarioOf = (sub: TestSubscription): Scenario => ({
  userId: sub.userId,
  planCode: sub.planCode ?? clubPlanCode,
  ...(sub.clubId ? { clubId: sub.clubId } : {}),
  interval: sub.billingInterval,
  customerId: sub.providerCustomerId,
  subscriptionId: sub.providerSubscriptionId,
});

/** customer.subscription.updated: the subscription as it now stands (a member's change). */
export function subscriptionUpdatedEvent(sub: TestSubscription, at: Date): ProviderEvent {
  return stripeShapedEvents.subscription('updated', scenarioOf(sub), at, {
    status: sub.status,
    periodEnd: sub.currentPeriodEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
  });
}

/**
 * The events of one renewal step, with ids drawn from the subscription and the period that
 * ended — a run that sends them again is a redelivery: renewed (the invoice for the next period
 * paid), failed (its payment failed: past due), or ended (the subscription deleted). Stripe also
 * sends customer.subscription.updated with a renewal; it is left out here because the invoice
 * says all the ledger needs, and a snapshot taken before a member's concurrent change (cancel,
 * resume) could overwrite it.
 */
export function renewalEvents(
  sub: TestSubscription,
  step: 'renew' | 'fail' | 'end',
  nextPeriodEnd: Date,
  at: Date,
): ProviderEvent[] {
  const s = scenarioOf(sub);
  const tag = `${sub.providerSubscriptionId.replace(/^sub_/, '')}_${Math.floor(sub.currentPeriodEnd.getTime() / 1000)}`;
  const invoice = {
    invoiceId: `in_${tag}`,
    paymentIntent: `pi_${tag}`,
    amount: sub.amount,
    currency: sub.currency,
    periodEnd: nextPeriodEnd,
  };
  const event =
    step === 'renew'
      ? stripeShapedEvents.invoice('paid', s, at, invoice)
      : step === 'fail'
        ? stripeShapedEvents.invoice('payment_failed', s, at, invoice)
        : stripeShapedEvents.subscription('deleted', s, at, {
            status: 'canceled',
            periodEnd: sub.currentPeriodEnd,
            cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
          });
  return [{ ...event, id: `evt_${tag}_${step}` }];
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
