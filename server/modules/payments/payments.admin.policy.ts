/**
 * Rules of the financial back-office (issue 12): how much of a payment staff may still refund,
 * what a refund does to the member's access (the refund policy written in the terms), what a
 * plan's prices may be, and the figures' arithmetic. Pure: the service loads, these decide.
 */
import { isPaidPlan } from '../../../contracts/payments.js';
import { planEditMessages } from '../../../contracts/payments-admin.js';

/** Refunds promised of a payment: what the ledger recorded, and staff refunds not yet in it. */
export interface RefundState {
  status: 'succeeded' | 'failed' | 'refunded' | 'partially_refunded';
  amount: number;
  /** The ledger's running total (every refund the provider told us of). */
  amountRefunded: number;
  /** Staff refunds asked for here that the ledger has not recorded yet. */
  unrecordedRequests: number;
}

/** What staff may still refund of a payment. */
export function refundableOf(state: RefundState): number {
  if (state.status === 'failed') return 0;
  return Math.max(0, state.amount - state.amountRefunded - state.unrecordedRequests);
}

export type RefundDecision =
  | { kind: 'refund'; amount: number; full: boolean }
  | { kind: 'notPaid' }
  | { kind: 'nothingLeft' }
  | { kind: 'tooMuch'; left: number };

/**
 * Whether a refund of `requested` (the whole of what is left when undefined) may be made, and
 * whether it refunds the payment in full (it reaches the payment's whole amount).
 */
export function decideRefund(state: RefundState, requested: number | undefined): RefundDecision {
  if (state.status === 'failed') return { kind: 'notPaid' };
  const left = refundableOf(state);
  if (left <= 0) return { kind: 'nothingLeft' };
  const amount = requested ?? left;
  if (amount > left) return { kind: 'tooMuch', left };
  const full = state.amountRefunded + state.unrecordedRequests + amount >= state.amount;
  return { kind: 'refund', amount, full };
}

/**
 * The refund policy (terms of service, "Refunds"): a payment refunded in full ends the plan it
 * paid for at once; a partial refund keeps the plan to the end of the period paid for. A
 * subscription already ended is left as it is.
 */
export function accessAfterRefund(input: {
  full: boolean;
  purpose: 'subscription' | 'purchase';
  subscriptionStatus: 'incomplete' | 'active' | 'past_due' | 'canceled' | null;
}): 'endNow' | 'keep' {
  if (!input.full || input.purpose !== 'subscription') return 'keep';
  if (input.subscriptionStatus === null || input.subscriptionStatus === 'canceled') return 'keep';
  return 'endNow';
}

/** Why a plan's new prices are refused, or null: the free plan stays free, paid plans cost. */
export function planPriceRefusal(
  code: string,
  prices: { monthlyPrice: number; yearlyPrice: number },
): string | null {
  if (!isPaidPlan(code))
    return prices.monthlyPrice === 0 && prices.yearlyPrice === 0 ? null : planEditMessages.freePlan;
  return prices.monthlyPrice > 0 && prices.yearlyPrice > 0 ? null : planEditMessages.paidPlan;
}

/** A subscription's share of monthly recurring revenue: a yearly price counts as a twelfth. */
export function monthlyShare(
  interval: 'month' | 'year' | null,
  prices: { monthlyPrice: number; yearlyPrice: number },
): number {
  return interval === 'year' ? Math.round(prices.yearlyPrice / 12) : prices.monthlyPrice;
}

/** Open, for Stripe's dispute statuses: anything not yet won, lost or closed as a warning. */
export { closedDisputeStatuses } from './payments.policy.js';

/** "YYYY-MM" of the 12 months ending with the one `now` is in (UTC), oldest first. */
export function lastTwelveMonths(now: Date): string[] {
  const months: string[] = [];
  for (let back = 11; back >= 0; back--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return months;
}
