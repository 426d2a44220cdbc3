/**
 * Paid clubs in payments (issue 12): a member's checkout of a club's monthly membership, its
 * cancellation when they leave, a club's earnings for its host, and the host's payout account
 * (Stripe Connect Express, or the test provider's stand-in). Payments never reads the clubs'
 * tables: the clubs module tells it the club, its name, price and host in each request, and
 * learns of the membership's payments from the ledger's facts (ledger-facts.ts).
 */
import {
  clubCurrency,
  paidClubMessages,
  recentPayoutsShown,
  type ClubEarningsMonth,
  type PayoutAccount,
} from '../../../contracts/payments.js';
import { routePatterns } from '../../../contracts/paths.js';
import { errors } from '../../platform/errors.js';
import type { CheckoutDeps } from './checkout.service.js';
import { testCheckoutMinutes } from './checkout.service.js';
import { findCustomerIdOf, insertCheckout } from './checkout.queries.js';
import {
  clubIncomeByMonth,
  findClubSubscription,
  findPayoutAccount,
  savePayoutAccount,
  setPayoutAccountReady,
} from './club-payments.queries.js';
import { platformFee } from './payments.policy.js';
import { presentPayout, recentPayoutsOf } from './payouts.queries.js';
import { stripeProviderOf } from './stripe-provider.js';
import { clubPlanCode } from './test-provider.js';
import { changeTestSubscription } from './test-subscription-change.js';

/** What the clubs module says of the membership a member is buying. */
export interface ClubCheckoutRequest {
  userId: string;
  clubId: string;
  clubName: string;
  /** The club's monthly price in minor units of `currency`. */
  amount: number;
  currency: string;
  /** The club's owner, whose payout account receives the money. */
  hostId: string;
  /** The club's page, to come back to. */
  returnPath: string;
}

/** How many months of earnings a host sees. */
export const earningsMonths = 12;

export function createClubPaymentsService(deps: CheckoutDeps) {
  const { db, clock } = deps;
  const stripe = stripeProviderOf(deps.payments);
  const testSecret = stripe ? null : deps.payments.testProviderSecret;
  const provider = stripe ? ('stripe' as const) : ('test' as const);
  const feePercent = deps.payments.platformFeePercent;

  /** Starts paying for a club: Stripe Checkout, or the test provider's checkout page. */
  async function startClubCheckout(request: ClubCheckoutRequest): Promise<{ url: string }> {
    if (await findClubSubscription(db, request.userId, request.clubId))
      throw errors.conflict(paidClubMessages.alreadyPaying);
    if (stripe) {
      const account = await findPayoutAccount(db, request.hostId, 'stripe');
      const session = await stripe.createClubCheckoutSession({
        userId: request.userId,
        planCode: clubPlanCode,
        clubId: request.clubId,
        clubName: request.clubName,
        amount: request.amount,
        currency: request.currency,
        customerId: await findCustomerIdOf(db, 'stripe', request.userId),
        destination: account?.ready ? account.providerAccountId : null,
        platformFeePercent: feePercent,
        successUrl: `${deps.appUrl}${request.returnPath}?checkout=done`,
        cancelUrl: `${deps.appUrl}${request.returnPath}`,
      });
      return { url: session.url };
    }
    if (!testSecret)
      throw errors.serviceUnavailable('Payments are not available on this server yet.');
    const now = clock.now();
    // As with Stripe's destination charges: the club pays the host's account if it is ready
    // now; otherwise Bookhive keeps the money of this subscription.
    const account = await findPayoutAccount(db, request.hostId, 'test');
    const checkout = await insertCheckout(db, {
      userId: request.userId,
      planCode: null,
      clubId: request.clubId,
      clubName: request.clubName,
      payoutDestination: account?.ready ? account.providerAccountId : null,
      returnPath: request.returnPath,
      billingInterval: 'month',
      amount: request.amount,
      currency: request.currency,
      createdAt: now,
      expiresAt: new Date(now.getTime() + testCheckoutMinutes * 60_000),
    });
    return { url: routePatterns.testCheckout.replace(':id', checkout.id) };
  }

  /**
   * The member left the club: their subscription stops renewing and runs to the end of the
   * month paid for. What happened comes back as the provider's event, as ever.
   */
  async function cancelClubSubscription(userId: string, clubId: string): Promise<boolean> {
    const sub = await findClubSubscription(db, userId, clubId);
    if (!sub || sub.cancelAtPeriodEnd) return false;
    if (sub.provider === 'stripe') {
      if (!stripe) return false;
      await stripe.setCancelAtPeriodEnd(sub.providerSubscriptionId, true);
      return true;
    }
    if (!testSecret) return false;
    // The test provider's own side stops renewing, then tells the ledger (its checkout made
    // that side with the subscription).
    return changeTestSubscription(
      { db, clock, secret: testSecret, ledger: deps.ledger },
      sub.providerSubscriptionId,
      () => ({ cancelAtPeriodEnd: true }),
    );
  }

  /** The club's earnings by month: gross, the platform's fee, and the host's net. */
  async function earnings(clubId: string): Promise<ClubEarningsMonth[]> {
    const rows = await clubIncomeByMonth(db, clubId, earningsMonths);
    return rows.map((row) => {
      const fee = platformFee(row.gross, feePercent);
      return {
        month: row.month,
        gross: row.gross,
        platformFee: fee,
        net: row.gross - fee,
        currency: row.currency,
      };
    });
  }

  /**
   * The host's payout account as we last learned it, with their latest payouts (read only:
   * setUpPayouts asks Stripe).
   */
  async function payoutAccount(userId: string): Promise<PayoutAccount> {
    const row = await findPayoutAccount(db, userId, provider);
    const payouts = row ? await recentPayoutsOf(db, row.id, recentPayoutsShown) : [];
    return {
      account: row ? { provider: row.provider, ready: row.ready } : null,
      platformFeePercent: feePercent,
      payouts: payouts.map(presentPayout),
    };
  }

  /**
   * Sets up where the host is paid: with Stripe an Express account and the link to its
   * onboarding (asked again, it checks whether onboarding is done and marks the account ready);
   * with the test provider, a test account marked ready at once (no bank, no money).
   */
  async function setUpPayouts(userId: string, returnPath: string): Promise<{ url: string }> {
    const now = clock.now();
    if (stripe) {
      const found = await findPayoutAccount(db, userId, 'stripe');
      // Back from onboarding: once Stripe may pay out to the account, it is ready.
      if (found && !found.ready && (await stripe.accountReady(found.providerAccountId))) {
        await setPayoutAccountReady(db, found.id, true, now);
        return { url: returnPath };
      }
      if (found?.ready) return { url: returnPath };
      const row =
        found ??
        (await savePayoutAccount(
          db,
          {
            userId,
            provider: 'stripe',
            providerAccountId: await stripe.createExpressAccount(userId),
            ready: false,
          },
          now,
        ));
      const back = `${deps.appUrl}${returnPath}`;
      return { url: await stripe.onboardingLink(row.providerAccountId, back, back) };
    }
    if (!testSecret)
      throw errors.serviceUnavailable('Payments are not available on this server yet.');
    const row = await savePayoutAccount(
      db,
      {
        userId,
        provider: 'test',
        providerAccountId: `acct_test_${userId.replaceAll('-', '')}`,
        ready: true,
      },
      now,
    );
    if (!row.ready) await setPayoutAccountReady(db, row.id, true, now);
    return { url: returnPath };
  }

  return {
    startClubCheckout,
    cancelClubSubscription,
    earnings,
    payoutAccount,
    setUpPayouts,
    currency: clubCurrency,
  };
}

export type ClubPaymentsService = ReturnType<typeof createClubPaymentsService>;
