/**
 * What the refund policy asks of a payment's provider, for every path that refunds: staff in the
 * back-office, the automatic refund of a paid club membership that could not be given, and a
 * refund made in Stripe's dashboard. Stripe is asked through its API; the built-in test provider
 * changes its own record and sends the signed event Stripe would to our webhook's receiver. Each
 * call runs outside any transaction (the test provider's event needs the database to itself).
 */
import type { PaymentsConfig } from '../../config.js';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { findCustomerIdOf } from './checkout.queries.js';
import {
  findPaymentById,
  markRefundRequest,
  unrecordedRefundRequests,
  type PaymentRow,
} from './payments.admin.queries.js';
import type { PaymentsService } from './payments.service.js';
import type { ProviderEvent } from './stripe-shaped-events.js';
import { stripeProviderOf } from './stripe-provider.js';
import { refundEvent, sendTestEvent, subscriptionCanceledEvent } from './test-provider.js';
import { changeTestSubscription } from './test-subscription-change.js';

/**
 * A refund still being asked of the provider after this long was abandoned (the process died
 * between the promise and the answer): it no longer holds its amount.
 */
export const abandonedRefundMs = 60 * 60_000;

export interface ProviderRefundsDeps {
  db: Db;
  clock: Clock;
  payments: PaymentsConfig;
  /** The webhook's receiver: the test provider's events go where Stripe's go. */
  ledger: Pick<PaymentsService, 'receive'>;
}

/** The subscription a refund ends, as the ledger holds it. */
export interface EndedSubscription {
  provider: 'stripe' | 'test';
  providerSubscriptionId: string;
  userId: string | null;
  planCode: string;
  billingInterval: 'month' | 'year' | null;
}

/** The idempotency key of ending a subscription because `paymentId` was refunded in full. */
export const endAfterRefundKey = (paymentId: string) => `end-after-refund-${paymentId}`;

export function createProviderRefunds(deps: ProviderRefundsDeps) {
  const { db, clock } = deps;
  const stripe = stripeProviderOf(deps.payments);
  const testSecret = deps.payments.testProviderSecret;
  const abandonedBefore = () => new Date(clock.now().getTime() - abandonedRefundMs);

  /** Sends a test provider's event to our own webhook handler, signed as Stripe signs. */
  async function toLedger(event: ProviderEvent): Promise<void> {
    await sendTestEvent(deps.ledger, testSecret!, event, clock.now());
  }

  /**
   * Ends a subscription now at its provider because `paymentId` was refunded in full; the
   * provider's event tells the ledger. Asking twice for the same payment ends it once: Stripe
   * replays the first answer to the same key, the test provider leaves an ended record alone.
   */
  async function endSubscriptionNow(
    subscription: EndedSubscription,
    paymentId: string,
  ): Promise<void> {
    if (subscription.provider === 'stripe') {
      await stripe!.cancelSubscription(
        subscription.providerSubscriptionId,
        endAfterRefundKey(paymentId),
      );
      return;
    }
    // The test provider's own record ends first (else its renewals would bill the next
    // period), then tells the ledger; a subscription it holds no record of gets the event.
    const held = await changeTestSubscription(
      { db, clock, secret: testSecret!, ledger: deps.ledger },
      subscription.providerSubscriptionId,
      (row) =>
        row.status === 'canceled' ? null : { status: 'canceled', cancelAtPeriodEnd: false },
    );
    if (held || !subscription.userId) return;
    const customerId = await findCustomerIdOf(db, 'test', subscription.userId);
    await toLedger(
      subscriptionCanceledEvent(
        {
          userId: subscription.userId,
          planCode: subscription.planCode,
          interval: subscription.billingInterval,
          customerId:
            customerId ?? `cus_test_${subscription.userId.replaceAll('-', '').slice(0, 14)}`,
          providerSubscriptionId: subscription.providerSubscriptionId,
          periodEnd: clock.now(),
        },
        clock.now(),
      ),
    );
  }

  return {
    endSubscriptionNow,
    abandonedBefore,

    /** Whether refunds of this provider's payments can be asked for here. */
    available(provider: 'stripe' | 'test'): boolean {
      return provider === 'stripe' ? stripe !== null : testSecret !== null;
    },

    /**
     * Asks the payment's provider for the refund a request promised; the provider's refund id.
     * `idempotencyKey` names it for Stripe, `testRefundId` for the test provider (both default to
     * the request's id): asking again under the same name never refunds twice.
     */
    async refund(
      payment: PaymentRow,
      request: { id: string; amount: number },
      names: { idempotencyKey?: string; testRefundId?: string } = {},
    ): Promise<string> {
      if (payment.provider === 'stripe')
        return (
          await stripe!.refund({
            providerPaymentId: payment.providerPaymentId,
            amount: request.amount,
            requestId: request.id,
            idempotencyKey: names.idempotencyKey ?? `refund-${request.id}`,
          })
        ).id;
      // The test provider's charge now lists every refund the ledger has not recorded yet: this
      // one and any under way beside it (the charge's running total is what Stripe sends).
      const providerRefundId = names.testRefundId ?? `re_test_${request.id.replaceAll('-', '')}`;
      await markRefundRequest(db, request.id, { status: 'pending', providerRefundId }, clock.now());
      const current = (await findPaymentById(db, payment.id))!;
      const pending = await unrecordedRefundRequests(db, payment, abandonedBefore());
      await toLedger(
        refundEvent(
          {
            customerId: payment.userId ? await findCustomerIdOf(db, 'test', payment.userId) : null,
            providerPaymentId: payment.providerPaymentId,
            amount: payment.amount,
            currency: payment.currency,
            refunds: pending.map((r) => ({
              id: r.providerRefundId ?? `re_test_${r.id.replaceAll('-', '')}`,
              amount: r.amount,
            })),
            alreadyRefunded: current.amountRefunded,
          },
          clock.now(),
        ),
      );
      return providerRefundId;
    },

    /**
     * The refund policy's end of a subscription: ended now at its provider, then audited — by
     * the staff member who refunded (`actor`), or by no one with what ended it (`endedBy`).
     */
    async endAfterRefund(
      subscription: EndedSubscription & { id: string; status: string },
      paymentId: string,
      by: { actor: { userId: string; ip: string | null } } | { endedBy: string },
    ): Promise<void> {
      await endSubscriptionNow(subscription, paymentId);
      await recordAudit(db, {
        actorId: 'actor' in by ? by.actor.userId : null,
        action: 'payment.subscription_ended_by_refund',
        targetType: 'payment',
        targetId: paymentId,
        before: { subscriptionId: subscription.id, status: subscription.status },
        after: 'actor' in by ? { status: 'canceled' } : { status: 'canceled', endedBy: by.endedBy },
        ...('actor' in by ? { ipAddress: by.actor.ip } : {}),
      });
    },
  };
}

export type ProviderRefunds = ReturnType<typeof createProviderRefunds>;
