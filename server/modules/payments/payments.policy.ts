/**
 * The payments' rules, pure: how a subscription's state follows from the events a provider
 * sends, in whatever order they arrive, and what a payment's status is once money went back.
 */
import type { paymentStatuses, subscriptionStatuses } from '../../db/schema/payments.js';

export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
export type PaymentStatus = (typeof paymentStatuses)[number];

export interface SubscriptionState {
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** The `created` time of the newest event applied. */
  lastEventAt: Date;
}

/** What one provider event says about a subscription. */
export type SubscriptionEvent =
  /** customer.subscription.created/updated/deleted: the provider's whole picture at `at`. */
  | {
      kind: 'snapshot';
      at: Date;
      status: SubscriptionStatus;
      currentPeriodEnd: Date | null;
      cancelAtPeriodEnd: boolean;
    }
  /** invoice.paid (or a completed checkout): paid up to `periodEnd`. */
  | { kind: 'renewed'; at: Date; periodEnd: Date | null }
  /** invoice.payment_failed: the period's money did not come. */
  | { kind: 'paymentFailed'; at: Date };

/**
 * The state after `event`. An event older than the last one applied is ignored, so a late
 * delivery never undoes a newer fact: whatever the order, the result is what the event with the
 * latest `created` implies. An event of the same second is applied (the provider's times are
 * whole seconds; two facts of one second can only be taken in the order they come).
 */
export function nextSubscriptionState(
  current: SubscriptionState | null,
  event: SubscriptionEvent,
): SubscriptionState {
  if (current && event.at.getTime() < current.lastEventAt.getTime()) return current;
  const base: SubscriptionState = current ?? {
    status: 'incomplete',
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    lastEventAt: event.at,
  };
  switch (event.kind) {
    case 'snapshot':
      return {
        status: event.status,
        currentPeriodEnd: event.currentPeriodEnd ?? base.currentPeriodEnd,
        cancelAtPeriodEnd: event.cancelAtPeriodEnd,
        lastEventAt: event.at,
      };
    case 'renewed':
      return {
        ...base,
        status: 'active',
        currentPeriodEnd: latest(base.currentPeriodEnd, event.periodEnd),
        lastEventAt: event.at,
      };
    case 'paymentFailed':
      return { ...base, status: 'past_due', lastEventAt: event.at };
  }
}

function latest(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a.getTime() >= b.getTime() ? a : b;
}

/** Maps a provider's subscription status onto ours (Stripe has more shades than we act on). */
export function subscriptionStatusOf(providerStatus: string): SubscriptionStatus {
  switch (providerStatus) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'incomplete';
  }
}

/** A payment's status from what the provider says was refunded of it so far. */
export function paymentStatusAfterRefunds(amount: number, amountRefunded: number): PaymentStatus {
  if (amountRefunded <= 0) return 'succeeded';
  return amountRefunded >= amount ? 'refunded' : 'partially_refunded';
}
