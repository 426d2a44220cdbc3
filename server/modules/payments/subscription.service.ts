/**
 * Managing a member's subscription from settings (issue 12): cancel at the period's end, resume
 * before it ends, change plan or billing period, and Stripe's customer portal for cards. With
 * Stripe the SDK asks Stripe and the ledger changes when Stripe's webhook arrives; with the
 * built-in test provider, the provider changes its own side and sends the same Stripe-shaped
 * signed events through the webhook's own receiver.
 */
import {
  myInvoicesShown,
  subscriptionMessages,
  type ChangeSubscription,
  type ManagedSubscription,
  type MyInvoices,
} from '../../../contracts/payments.js';
import { paths } from '../../../contracts/paths.js';
import type { PaymentsConfig } from '../../config.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { errors } from '../../platform/errors.js';
import { findActivePlan, findCurrentSubscription, findCustomerIdOf } from './checkout.queries.js';
import {
  subscriptionAbilities,
  subscriptionActionRefusal,
  type ManagedState,
  type SubscriptionAction,
} from './payments.policy.js';
import type { PaymentsService } from './payments.service.js';
import { stripeProviderOf } from './stripe-provider.js';
import { listInvoicesOf, type TestSubscriptionRow } from './subscription.queries.js';
import { changeTestSubscription } from './test-subscription-change.js';

export interface SubscriptionDeps {
  db: Db;
  clock: Clock;
  payments: PaymentsConfig;
  appUrl: string;
  /** The webhook's receiver: the test provider's events go where Stripe's go. */
  ledger: Pick<PaymentsService, 'receive'>;
}

type Current = NonNullable<Awaited<ReturnType<typeof findCurrentSubscription>>>;

const stateOf = (current: Current | null): ManagedState | null =>
  current && {
    provider: current.provider,
    planCode: current.planCode,
    interval: current.interval,
    status: current.status,
    currentPeriodEnd: current.currentPeriodEnd,
    cancelAtPeriodEnd: current.cancelAtPeriodEnd,
  };

/** The member's subscription: what they have and what they may do to it. */
export function createSubscriptionService(deps: SubscriptionDeps) {
  const { db, clock } = deps;
  const stripe = stripeProviderOf(deps.payments);
  const testSecret = deps.payments.testProviderSecret;

  /** Whether this server can ask the subscription's provider for a change. */
  const usable = (provider: 'stripe' | 'test') => (provider === 'stripe' ? !!stripe : !!testSecret);

  async function present(userId: string): Promise<ManagedSubscription> {
    const current = await findCurrentSubscription(db, userId);
    const abilities = subscriptionAbilities(stateOf(current), clock.now(), {
      usable: current ? usable(current.provider) : false,
      portal: !!stripe,
    });
    if (!current) return { subscription: null, abilities };
    return {
      subscription: {
        plan: current.planCode,
        planName: current.planName,
        interval: current.interval,
        status: current.status,
        currentPeriodEnd: current.currentPeriodEnd?.toISOString() ?? null,
        cancelAtPeriodEnd: current.cancelAtPeriodEnd,
      },
      abilities,
    };
  }

  /** Loads the member's subscription and refuses what the rules refuse. */
  async function authorize(userId: string, action: SubscriptionAction): Promise<Current> {
    const current = await findCurrentSubscription(db, userId);
    const refusal = subscriptionActionRefusal(stateOf(current), action, clock.now());
    if (refusal || !current) throw errors.conflict(refusal ?? subscriptionMessages.none);
    if (!usable(current.provider))
      throw errors.serviceUnavailable(subscriptionMessages.providerOff);
    return current;
  }

  /** The test provider changes its side, then tells our ledger (test-subscription-change.ts). */
  async function changeAtTestProvider(
    current: Current,
    change: (row: TestSubscriptionRow) => Partial<TestSubscriptionRow>,
  ): Promise<void> {
    const changed = await changeTestSubscription(
      { db, clock, secret: testSecret!, ledger: deps.ledger },
      current.providerSubscriptionId,
      change,
    );
    if (!changed) throw errors.serviceUnavailable(subscriptionMessages.providerOff);
  }

  async function setCancelAtPeriodEnd(userId: string, cancel: boolean) {
    const current = await authorize(userId, { kind: cancel ? 'cancel' : 'resume' });
    if (current.provider === 'stripe')
      await stripe!.setCancelAtPeriodEnd(current.providerSubscriptionId, cancel);
    else await changeAtTestProvider(current, () => ({ cancelAtPeriodEnd: cancel }));
    return present(userId);
  }

  /** The member's billing history, from our ledger. */
  async function invoices(userId: string): Promise<MyInvoices> {
    const rows = await listInvoicesOf(db, userId, myInvoicesShown);
    return {
      invoices: rows.map((row) => ({
        id: row.id,
        description: row.clubId
          ? 'Paid club membership, monthly'
          : row.planName
            ? `${row.planName}${row.interval ? `, ${row.interval === 'year' ? 'yearly' : 'monthly'}` : ''}`
            : 'Bookhive',
        amountDue: row.amountDue,
        amountPaid: row.amountPaid,
        currency: row.currency,
        status: row.status,
        issuedAt: row.issuedAt.toISOString(),
        periodEnd: row.periodEnd?.toISOString() ?? null,
      })),
    };
  }

  return {
    present,
    invoices,

    /** Ends the plan when the paid period ends; until then the member keeps it. */
    cancel: (userId: string) => setCancelAtPeriodEnd(userId, true),

    /** Undoes a cancellation while the period still runs. */
    resume: (userId: string) => setCancelAtPeriodEnd(userId, false),

    /**
     * Another paid plan or billing period. Stripe prorates the rest of the period; the test
     * provider switches the plan now and bills the new price from the next renewal.
     */
    async change(userId: string, request: ChangeSubscription): Promise<ManagedSubscription> {
      const plan = await findActivePlan(db, request.plan);
      if (!plan) throw errors.notFound('That plan');
      const current = await authorize(userId, { kind: 'change', ...request });
      const amount = request.interval === 'month' ? plan.monthlyPrice : plan.yearlyPrice;
      if (current.provider === 'stripe') {
        const priceId =
          request.interval === 'month' ? plan.stripeMonthlyPriceId : plan.stripeYearlyPriceId;
        if (!priceId) throw errors.serviceUnavailable(subscriptionMessages.providerOff);
        await stripe!.changePrice(current.providerSubscriptionId, {
          priceId,
          metadata: { userId, planCode: plan.code, interval: request.interval },
        });
      } else {
        await changeAtTestProvider(current, () => ({
          planCode: plan.code,
          billingInterval: request.interval,
          amount,
          currency: plan.currency,
        }));
      }
      return present(userId);
    },

    /**
     * Stripe's customer portal for the member's cards and invoices: any Stripe customer's, a
     * member who pays only for clubs included (their cards are Stripe's, whatever they pay for).
     */
    async portal(userId: string): Promise<{ url: string }> {
      const customerId = stripe ? await findCustomerIdOf(db, 'stripe', userId) : null;
      if (!stripe || !customerId) throw errors.conflict(subscriptionMessages.noPortal);
      return stripe.createPortalSession(customerId, `${deps.appUrl}${paths.settingsPricing}`);
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
