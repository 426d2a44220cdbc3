/**
 * Plans and checkout (issue 12): the plans on sale, a member's current plan, and starting a
 * checkout — Stripe Checkout when Stripe is configured, otherwise the built-in test provider's
 * own checkout, whose payment sends the events Stripe would through the one webhook handler.
 */
import {
  checkoutMessages,
  type CheckoutRequest,
  type MySubscription,
  type PayTestCheckout,
  type PayTestCheckoutResult,
  type Plan,
  type TestCheckout,
} from '../../../contracts/payments.js';
import { paths, routePatterns } from '../../../contracts/paths.js';
import type { PaymentsConfig } from '../../config.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { errors } from '../../platform/errors.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import {
  findActivePlan,
  findCheckout,
  findCurrentSubscription,
  findCustomerIdOf,
  insertCheckout,
  markCheckoutPaid,
  recordCheckoutError,
  listActivePlans,
  type PlanRow,
} from './checkout.queries.js';
import {
  checkoutStatusAt,
  mayBuyPlan,
  periodEndAfter,
  testCardOutcome,
} from './payments.policy.js';
import type { PaymentsService } from './payments.service.js';
import { stripeProviderOf } from './stripe-provider.js';
import { insertTestSubscription } from './subscription.queries.js';
import { findPastDueTestClubSubscription } from './club-billing.queries.js';
import { settleTestClubDue } from './test-club-due.js';
import {
  checkoutPaidEvents,
  checkoutScenario,
  clubPlanCode,
  sendTestEvent,
} from './test-provider.js';

/** How long a test checkout may be paid (Stripe's sessions last 24 hours; a page, less). */
export const testCheckoutMinutes = 60;

export interface CheckoutDeps {
  db: Db;
  clock: Clock;
  payments: PaymentsConfig;
  appUrl: string;
  rateLimiter: RateLimiter;
  /** The webhook's receiver: the test provider's events go where Stripe's go. */
  ledger: Pick<PaymentsService, 'receive'>;
}

const presentPlan = (row: PlanRow): Plan => ({
  code: row.code,
  name: row.name,
  blurb: row.blurb,
  monthlyPrice: row.monthlyPrice,
  yearlyPrice: row.yearlyPrice,
  currency: row.currency,
  benefits: row.benefits,
});

/** Plans, a member's subscription, checkout, and the test provider's checkout page. */
export function createCheckoutService(deps: CheckoutDeps) {
  const { db, clock, rateLimiter } = deps;
  const stripe = stripeProviderOf(deps.payments);
  // The test provider stands in only where Stripe is not configured and never in production
  // (its secret is null there): it takes no money, so it must not sell plans where money counts.
  const testSecret = stripe ? null : deps.payments.testProviderSecret;
  const notFound = () => errors.notFound('That checkout');

  async function plans(): Promise<{ plans: Plan[] }> {
    return { plans: (await listActivePlans(db)).map(presentPlan) };
  }

  async function mine(userId: string): Promise<MySubscription> {
    const row = await findCurrentSubscription(db, userId);
    if (!row) return { subscription: null };
    return {
      subscription: {
        plan: row.planCode,
        planName: row.planName,
        interval: row.interval,
        status: row.status,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
      },
    };
  }

  async function start(userId: string, request: CheckoutRequest): Promise<{ url: string }> {
    const plan = await findActivePlan(db, request.plan);
    if (!plan) throw errors.notFound('That plan');
    const current = await findCurrentSubscription(db, userId);
    if (!mayBuyPlan(current, plan.code))
      throw errors.conflict(
        current?.planCode === plan.code
          ? checkoutMessages.alreadySubscribed(plan.name)
          : checkoutMessages.changeInstead(current?.planName ?? plan.name),
      );
    const amount = request.interval === 'month' ? plan.monthlyPrice : plan.yearlyPrice;
    if (amount <= 0) throw errors.validation(checkoutMessages.planUnavailable);

    if (stripe) {
      const priceId =
        request.interval === 'month' ? plan.stripeMonthlyPriceId : plan.stripeYearlyPriceId;
      if (!priceId) throw errors.serviceUnavailable(checkoutMessages.planUnavailable);
      const session = await stripe.createCheckoutSession({
        userId,
        planCode: plan.code,
        interval: request.interval,
        priceId,
        customerId: await findCustomerIdOf(db, 'stripe', userId),
        // Checkout asks for the e-mail itself; the member's address lives in the auth module.
        customerEmail: null,
        successUrl: `${deps.appUrl}${paths.settingsPricing}&checkout=done`,
        cancelUrl: `${deps.appUrl}${paths.settingsPricing}`,
      });
      return { url: session.url };
    }
    if (!testSecret) throw errors.serviceUnavailable(checkoutMessages.unavailable);
    const now = clock.now();
    const checkout = await insertCheckout(db, {
      userId,
      planCode: plan.code,
      billingInterval: request.interval,
      amount,
      currency: plan.currency,
      createdAt: now,
      expiresAt: new Date(now.getTime() + testCheckoutMinutes * 60_000),
    });
    return { url: routePatterns.testCheckout.replace(':id', checkout.id) };
  }

  /** The member's own test checkout; a 404 for anyone else, and where the provider is off. */
  async function load(userId: string, id: string) {
    if (!testSecret) throw notFound();
    const found = await findCheckout(db, id);
    if (found?.checkout.userId !== userId) throw notFound();
    return found;
  }

  async function testCheckout(userId: string, id: string): Promise<TestCheckout> {
    const { checkout, planName } = await load(userId, id);
    return {
      id: checkout.id,
      plan: checkout.planCode,
      planName: checkout.clubName ?? planName ?? '',
      clubId: checkout.clubId,
      paysDue:
        checkout.clubId !== null &&
        (await findPastDueTestClubSubscription(db, userId, checkout.clubId)) !== null,
      returnPath: checkout.returnPath,
      interval: checkout.billingInterval,
      amount: checkout.amount,
      currency: checkout.currency,
      status: checkoutStatusAt(checkout, clock.now()),
      lastError: checkout.lastError,
      expiresAt: checkout.expiresAt.toISOString(),
    };
  }

  /** Counts one payment attempt against the member's limit; a 429 once it is reached. */
  async function limit(userId: string) {
    const result = await rateLimiter.check('checkoutPay', userId);
    if (!result.allowed && result.lockedUntil) {
      const seconds = (result.lockedUntil.getTime() - clock.now().getTime()) / 1000;
      const minutes = Math.max(1, Math.ceil(seconds / 60));
      throw errors.rateLimitedFor(
        seconds,
        checkoutMessages.tooManyAttempts.replace(
          '{wait}',
          `${minutes} minute${minutes === 1 ? '' : 's'}`,
        ),
      );
    }
  }

  async function pay(
    userId: string,
    id: string,
    card: PayTestCheckout,
  ): Promise<PayTestCheckoutResult> {
    const { checkout, planName } = await load(userId, id);
    const name = checkout.clubName ?? planName ?? '';
    const now = clock.now();
    const status = checkoutStatusAt(checkout, now);
    if (status === 'paid') throw errors.conflict(checkoutMessages.alreadyPaid);
    if (status === 'expired') throw errors.conflict(checkoutMessages.expired);
    await limit(userId);

    const outcome = testCardOutcome({ ...card, now });
    if (outcome.kind === 'requiresAction')
      return { status: 'requires_action', requiresAction: true };
    if (outcome.kind === 'declined') {
      await recordCheckoutError(db, checkout.id, outcome.message);
      return { status: 'declined', message: outcome.message };
    }

    // A club whose renewal failed: this checkout pays what is due (club-billing.service.ts),
    // not a second membership.
    if (
      checkout.clubId &&
      (await settleTestClubDue(
        { db, secret: testSecret!, ledger: deps.ledger },
        {
          userId,
          clubId: checkout.clubId,
          declinesOnRenewal: outcome.declinesOnRenewal ?? false,
        },
        now,
      ))
    ) {
      await markCheckoutPaid(db, checkout.id, now);
      return { status: 'paid', planName: name, returnPath: checkout.returnPath, paidDue: true };
    }

    // Approved: the provider tells us as Stripe would, through the webhook's own receiver, so
    // the ledger fills by the code that serves Stripe. Each event commits on its own, as
    // webhooks do; their ids come from the checkout, so a retry after a failure between them
    // is a redelivery the ledger ignores.
    const paid = {
      id: checkout.id,
      userId,
      // A paid club's membership is not a plan: the club rides in the metadata instead.
      planCode: checkout.planCode ?? clubPlanCode,
      clubId: checkout.clubId,
      payoutDestination: checkout.payoutDestination,
      interval: checkout.billingInterval,
      amount: checkout.amount,
      currency: checkout.currency,
      customerId: await findCustomerIdOf(db, 'test', userId),
    };
    // The provider's own side first, as Stripe keeps its subscription before telling us: what
    // its renewals bill, and whether this card declines them.
    const scenario = checkoutScenario(paid);
    await insertTestSubscription(db, {
      providerSubscriptionId: scenario.subscriptionId,
      providerCustomerId: scenario.customerId,
      userId,
      planCode: checkout.planCode,
      clubId: checkout.clubId,
      billingInterval: checkout.billingInterval,
      amount: checkout.amount,
      currency: checkout.currency,
      status: 'active',
      currentPeriodEnd: periodEndAfter(now, checkout.billingInterval),
      renewalDeclines: outcome.declinesOnRenewal ?? false,
    });
    for (const event of checkoutPaidEvents(paid, now))
      await sendTestEvent(deps.ledger, testSecret!, event, now);
    // A concurrent payment of the same checkout sent the same events (applied once) and may
    // have marked it first: either way it is paid.
    await markCheckoutPaid(db, checkout.id, now);
    return { status: 'paid', planName: name, returnPath: checkout.returnPath, paidDue: false };
  }

  return { plans, mine, start, testCheckout, pay };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
