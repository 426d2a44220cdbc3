/**
 * A member's own paid club subscriptions (issue 12), for the clubs module to show: how each
 * stands, and putting a failed renewal right. With Stripe the member goes to the customer
 * portal, where a new card pays the open invoice; the built-in test provider has no portal, so
 * it opens a test checkout for what is due, and paying it settles the failed renewal's invoice
 * (the same invoice, now paid) as Stripe's retry with a new card would. Payments keeps only the
 * club's id: the clubs module names the club in each request.
 */
import { clubBillingMessages, type PaymentFix } from '../../../contracts/club-billing.js';
import { routePatterns } from '../../../contracts/paths.js';
import { errors } from '../../platform/errors.js';
import { findCustomerIdOf, insertCheckout } from './checkout.queries.js';
import { testCheckoutMinutes, type CheckoutDeps } from './checkout.service.js';
import {
  findPastDueTestClubSubscription,
  listLiveClubSubscriptions,
} from './club-billing.queries.js';
import { findClubSubscription } from './club-payments.queries.js';
import { stripeProviderOf } from './stripe-provider.js';

/** A member's live subscription to a club, as the clubs module reads it. */
export interface ClubSubscriptionStanding {
  clubId: string;
  status: 'active' | 'past_due';
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** How to pay what is due; null when nothing is due or this server cannot take it. */
  fix: PaymentFix | null;
}

export function createClubBillingService(deps: CheckoutDeps) {
  const { db, clock } = deps;
  const stripe = stripeProviderOf(deps.payments);
  const testSecret = stripe ? null : deps.payments.testProviderSecret;

  const fixOf = (sub: { provider: 'stripe' | 'test'; status: string }): PaymentFix | null => {
    if (sub.status !== 'past_due') return null;
    if (sub.provider === 'stripe') return stripe ? 'portal' : null;
    return testSecret ? 'payDue' : null;
  };

  const standingOf = (
    clubId: string,
    sub: {
      provider: 'stripe' | 'test';
      status: string;
      currentPeriodEnd: Date | null;
      cancelAtPeriodEnd: boolean;
    },
  ): ClubSubscriptionStanding => ({
    clubId,
    status: sub.status === 'past_due' ? 'past_due' : 'active',
    currentPeriodEnd: sub.currentPeriodEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    fix: fixOf(sub),
  });

  /** The member's live subscription to one club, or null. */
  async function standing(userId: string, clubId: string) {
    const sub = await findClubSubscription(db, userId, clubId);
    return sub ? standingOf(clubId, sub) : null;
  }

  /** The member's live club subscriptions, and whether Stripe's portal manages their card. */
  async function subscriptions(userId: string) {
    const [rows, customerId] = await Promise.all([
      listLiveClubSubscriptions(db, userId),
      stripe ? findCustomerIdOf(db, 'stripe', userId) : null,
    ]);
    // One per club: the newest (the query's order) if a second was ever made.
    const seen = new Set<string>();
    const list = rows.flatMap((row) => {
      if (!row.clubId || seen.has(row.clubId)) return [];
      seen.add(row.clubId);
      return [standingOf(row.clubId, row)];
    });
    return { subscriptions: list, manageCards: !!customerId };
  }

  /** Where the member pays what is due for the club: Stripe's portal, or a test checkout. */
  async function fixPayment(request: {
    userId: string;
    clubId: string;
    clubName: string;
    /** The club's page, to come back to. */
    returnPath: string;
  }): Promise<{ url: string }> {
    const sub = await findClubSubscription(db, request.userId, request.clubId);
    const fix = sub ? fixOf(sub) : null;
    if (!sub || !fix) throw errors.conflict(clubBillingMessages.nothingDue);
    if (fix === 'portal') {
      const customerId = await findCustomerIdOf(db, 'stripe', request.userId);
      if (!customerId) throw errors.conflict(clubBillingMessages.nothingDue);
      return stripe!.createPortalSession(customerId, `${deps.appUrl}${request.returnPath}`);
    }
    const due = await findPastDueTestClubSubscription(db, request.userId, request.clubId);
    if (!due) throw errors.conflict(clubBillingMessages.nothingDue);
    const now = clock.now();
    const checkout = await insertCheckout(db, {
      userId: request.userId,
      planCode: null,
      clubId: request.clubId,
      clubName: request.clubName,
      returnPath: request.returnPath,
      billingInterval: due.billingInterval,
      amount: due.amount,
      currency: due.currency,
      createdAt: now,
      expiresAt: new Date(now.getTime() + testCheckoutMinutes * 60_000),
    });
    return { url: routePatterns.testCheckout.replace(':id', checkout.id) };
  }

  return { standing, subscriptions, fixPayment };
}

export type ClubBillingService = ReturnType<typeof createClubBillingService>;
