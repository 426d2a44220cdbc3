/**
 * The payments' rules, pure: how a subscription's state follows from the events a provider
 * sends, in whatever order they arrive, what a payment's status is once money went back, and
 * how the test provider answers a card.
 */
import {
  cardMessages,
  isPaidPlan,
  subscriptionMessages,
  type BillingInterval,
  type SubscriptionAbilities,
} from '../../../contracts/payments.js';
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

/** What paying with a card came to, as Stripe's test cards behave. */
export type CardOutcome =
  | { kind: 'approved'; declinesOnRenewal?: true }
  | { kind: 'declined'; message: string }
  | { kind: 'requiresAction' };

/** Stripe's well-known test cards (https://docs.stripe.com/testing) and what each does. */
export const testCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000002500003155',
  /**
   * Stripe's card that attaches to a customer but declines every later charge. Our test provider
   * takes the first payment with it and declines the renewals, so a failed renewal can be shown.
   */
  declinesOnRenewal: '4000000000000341',
} as const;

/** MM/YY, MM / YY or MM/YYYY; null when it is not a month we can read. */
function expiryOf(expiry: string): { year: number; month: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { year, month } : null;
}

/**
 * How the test provider answers a card, as Stripe would: an unreadable or past expiry and an
 * unknown number are refused first (Stripe checks the card before asking the bank), then each
 * test card does what Stripe documents. The 3-D Secure card asks for the member's answer and
 * then follows it. A card is good through the last day of its expiry month (UTC here).
 */
export function testCardOutcome(input: {
  cardNumber: string;
  expiry: string;
  authentication?: 'approve' | 'fail' | undefined;
  now: Date;
}): CardOutcome {
  const expiry = expiryOf(input.expiry);
  const firstOfNextMonth = expiry ? Date.UTC(expiry.year, expiry.month, 1) : 0;
  if (!expiry || firstOfNextMonth <= input.now.getTime())
    return { kind: 'declined', message: cardMessages.expiry };
  switch (input.cardNumber.replace(/[\s-]/g, '')) {
    case testCards.succeeds:
      return { kind: 'approved' };
    case testCards.declinesOnRenewal:
      return { kind: 'approved', declinesOnRenewal: true };
    case testCards.declined:
      return { kind: 'declined', message: cardMessages.declined };
    case testCards.insufficientFunds:
      return { kind: 'declined', message: cardMessages.insufficientFunds };
    case testCards.threeDSecure:
      if (!input.authentication) return { kind: 'requiresAction' };
      return input.authentication === 'approve'
        ? { kind: 'approved' }
        : { kind: 'declined', message: cardMessages.authenticationFailed };
    default:
      return { kind: 'declined', message: cardMessages.incorrectNumber };
  }
}

/** A test checkout's state now: an open one past its time has expired. */
export function checkoutStatusAt(
  checkout: { status: 'open' | 'paid' | 'expired'; expiresAt: Date },
  now: Date,
): 'open' | 'paid' | 'expired' {
  if (checkout.status === 'open' && checkout.expiresAt.getTime() <= now.getTime()) return 'expired';
  return checkout.status;
}

/**
 * Whether a member holding `current` may buy `plan` at checkout: not while an active paid plan
 * runs — the very plan they have, or another, which they change to from Settings instead (a
 * second subscription would bill them twice).
 */
export function mayBuyPlan(
  current: { planCode: string; status: SubscriptionStatus } | null,
  plan: string,
): boolean {
  if (!current || current.status !== 'active') return true;
  return current.planCode !== plan && !isPaidPlan(current.planCode);
}

/** A member's subscription as the rules about managing it need it. */
export interface ManagedState {
  provider: 'stripe' | 'test';
  planCode: string;
  interval: BillingInterval | null;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export type SubscriptionAction =
  | { kind: 'cancel' }
  | { kind: 'resume' }
  | { kind: 'change'; plan: string; interval: BillingInterval };

/**
 * Why the member may not do `action` to `current` now; null when they may. Only an active or
 * past-due subscription is theirs to manage; resuming needs a period still running; a change
 * waits for a cancellation to be undone and for an unpaid invoice to be paid, and must change
 * something.
 */
export function subscriptionActionRefusal(
  current: ManagedState | null,
  action: SubscriptionAction,
  now: Date,
): string | null {
  if (!current || (current.status !== 'active' && current.status !== 'past_due'))
    return subscriptionMessages.none;
  const periodRunning =
    current.currentPeriodEnd !== null && current.currentPeriodEnd.getTime() > now.getTime();
  switch (action.kind) {
    case 'cancel':
      return current.cancelAtPeriodEnd ? subscriptionMessages.alreadyCancelling : null;
    case 'resume':
      if (!current.cancelAtPeriodEnd) return subscriptionMessages.notCancelling;
      return periodRunning ? null : subscriptionMessages.periodOver;
    case 'change':
      if (current.cancelAtPeriodEnd) return subscriptionMessages.resumeFirst;
      if (current.status === 'past_due') return subscriptionMessages.pastDue;
      if (current.planCode === action.plan && current.interval === action.interval)
        return subscriptionMessages.samePlan;
      return null;
  }
}

/** What the member may do now, for the settings view (the routes check again). */
export function subscriptionAbilities(
  current: ManagedState | null,
  now: Date,
  provider: { usable: boolean; portal: boolean },
): SubscriptionAbilities {
  const may = (action: SubscriptionAction) =>
    provider.usable && subscriptionActionRefusal(current, action, now) === null;
  return {
    cancel: may({ kind: 'cancel' }),
    resume: may({ kind: 'resume' }),
    // Any other plan or period: allowed when a change of something would be.
    change: may({ kind: 'change', plan: '', interval: current?.interval ?? 'month' }),
    manageCards:
      provider.usable &&
      provider.portal &&
      current?.provider === 'stripe' &&
      (current.status === 'active' || current.status === 'past_due'),
  };
}

/** The end of the period that starts at `from` (calendar months and years, in UTC). */
export function periodEndAfter(from: Date, interval: BillingInterval): Date {
  const end = new Date(from);
  if (interval === 'month') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

/** How long the test provider lets a past-due subscription wait for its card before ending it. */
export const pastDueGraceDays = 7;

/** What the test provider's renewal job does to one of its subscriptions at `now`. */
export type RenewalStep = 'none' | 'renew' | 'fail' | 'end';

/**
 * A period that has ended renews (the card is charged), fails (the card declines: past due), or
 * ends the subscription when it was set to end; a past-due one ends after the grace days.
 */
export function renewalStep(
  sub: {
    status: SubscriptionStatus;
    currentPeriodEnd: Date;
    cancelAtPeriodEnd: boolean;
    renewalDeclines: boolean;
  },
  now: Date,
): RenewalStep {
  const ended = sub.currentPeriodEnd.getTime() <= now.getTime();
  if (sub.status === 'active') {
    if (!ended) return 'none';
    if (sub.cancelAtPeriodEnd) return 'end';
    return sub.renewalDeclines ? 'fail' : 'renew';
  }
  if (sub.status === 'past_due') {
    const graceOver = sub.currentPeriodEnd.getTime() + pastDueGraceDays * 86_400_000;
    return graceOver <= now.getTime() ? 'end' : 'none';
  }
  return 'none';
}

/** The platform's share of a paid club's money, in minor units (rounded to the nearest). */
export function platformFee(gross: number, percent: number): number {
  return Math.round((gross * percent) / 100);
}

/** A dispute's statuses once the bank has decided (Stripe's); no later event reopens one. */
export const closedDisputeStatuses = ['won', 'lost', 'warning_closed'] as const;

/**
 * A dispute's status after an event says `incoming`: events may come in any order, and a
 * decided dispute stays decided — an older "needs_response" never reopens a "won".
 */
export function nextDisputeStatus(current: string, incoming: string): string {
  const closed = (status: string) => (closedDisputeStatuses as readonly string[]).includes(status);
  return closed(current) && !closed(incoming) ? current : incoming;
}

/**
 * An invoice's status after an event says `incoming`: a paid invoice stays paid — a failed
 * charge told late (events come in any order) never reopens it.
 */
export function nextInvoiceStatus(current: 'paid' | 'open', incoming: 'paid' | 'open') {
  return current === 'paid' ? 'paid' : incoming;
}

export type PayoutStatus = 'pending' | 'in_transit' | 'paid' | 'failed' | 'canceled';

/** How far along a payout is; a later word never moves it back. */
const payoutStage: Record<PayoutStatus, number> = {
  pending: 0,
  in_transit: 1,
  paid: 2,
  failed: 3,
  canceled: 3,
};

/**
 * A payout's status after an event says `incoming`. Events come in any order, so an older
 * "in transit" never undoes "paid"; a payout Stripe called paid can still fail (the bank
 * returns it days later), and a failed or canceled one is final.
 */
export function nextPayoutStatus(current: PayoutStatus, incoming: PayoutStatus): PayoutStatus {
  return payoutStage[incoming] > payoutStage[current] ? incoming : current;
}

/**
 * The test provider pays a host's balance out once a day, of money paid at least this many days
 * ago — Stripe's standard rolling delay for US accounts.
 */
export const testPayoutDelayDays = 2;

/** Whether the test provider pays an account out now: a balance, and no payout yet today. */
export function testPayoutDue(
  account: { balance: number; lastPayoutAt: Date | null },
  now: Date,
): boolean {
  if (account.balance <= 0) return false;
  if (!account.lastPayoutAt) return true;
  return account.lastPayoutAt.toISOString().slice(0, 10) < now.toISOString().slice(0, 10);
}

/**
 * What a host is owed from one payment of their club: what was kept after refunds, less the
 * platform's fee on it.
 */
export function hostShare(payment: { amount: number; amountRefunded: number }, percent: number) {
  const kept = payment.amount - payment.amountRefunded;
  return kept - platformFee(kept, percent);
}
