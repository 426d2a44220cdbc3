/**
 * A payment that bought nothing is given back (issue 12): a paid club's membership the clubs
 * module could not give (the club filled up between checkout and payment, was deleted, or the
 * member was banned). Decided in the paid event's transaction, where the refund is promised like
 * a staff one (a request with no staff member, holding its amount) and audited; after the
 * commit the provider refunds it in full — its idempotency key (Stripe) and refund id (test
 * provider) drawn from the payment, so asking twice refunds once — and the subscription ends now
 * so it never renews. Only this module reads its tables: clubs calls in through this.
 */
import { recordAudit } from '../../platform/audit/audit.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { AfterCommit } from './ledger-facts.js';
import { refundableOf } from './payments.admin.policy.js';
import {
  findSubscriptionById,
  insertRefundRequest,
  lockPaymentById,
  markRefundRequest,
  unrecordedRefundRequests,
} from './payments.admin.queries.js';
import type { SubscriptionStatus } from './payments.policy.js';
import type { ProviderRefunds } from './provider-refunds.js';
import { outcomeUnknown } from './stripe-provider.js';

/** What the audit log says ended a subscription whose payment bought nothing. */
export const endedUnfulfilled = 'unfulfilled_refund';

/** The provider's names of the refund of an unfulfilled payment: one per payment. */
export const unfulfilledRefundNames = (paymentId: string) => ({
  idempotencyKey: `unfulfilled-${paymentId}`,
  testRefundId: `re_test_unfulfilled_${paymentId.replaceAll('-', '')}`,
});

export function createUnfulfilledRefunds(deps: {
  db: Db;
  clock: Clock;
  provider: Pick<ProviderRefunds, 'refund' | 'endAfterRefund' | 'abandonedBefore'>;
}) {
  const { db, clock, provider } = deps;

  /** After the commit: the refund at the provider, then the subscription's end. */
  async function giveBack(
    payment: Parameters<ProviderRefunds['refund']>[0],
    request: { id: string; amount: number },
  ): Promise<void> {
    let refundError: unknown = null;
    try {
      const providerRefundId = await provider.refund(
        payment,
        request,
        unfulfilledRefundNames(payment.id),
      );
      await markRefundRequest(
        db,
        request.id,
        { status: 'succeeded', providerRefundId },
        clock.now(),
      );
    } catch (error) {
      // Staff see it in /admin/financial; an unanswered one is asked again under the same key.
      const status = outcomeUnknown(error) ? 'unanswered' : 'failed';
      await markRefundRequest(db, request.id, { status }, clock.now());
      refundError = error;
    }
    // Whatever the refund did, the subscription must not renew for a membership never given.
    const subscription = payment.subscriptionId
      ? await findSubscriptionById(db, payment.subscriptionId)
      : null;
    if (subscription && subscription.status !== 'canceled') {
      await provider.endAfterRefund(subscription, payment.id, { endedBy: endedUnfulfilled });
    }
    if (refundError) throw refundError;
  }

  return {
    /** The paid club a subscription pays for and where it stands; null for a plan's. */
    async clubSubscriptionOf(
      tx: Db,
      subscriptionId: string,
    ): Promise<{ clubId: string; status: SubscriptionStatus } | null> {
      const row = await findSubscriptionById(tx, subscriptionId);
      return row?.clubId ? { clubId: row.clubId, status: row.status } : null;
    },

    /**
     * Refunds in full what is left of a payment that bought nothing, and ends its subscription,
     * once the event's transaction `tx` commits. What was promised (null when nothing is left to
     * refund: a second call for the same payment gives nothing back twice).
     */
    async refundUnfulfilled(
      tx: Db,
      request: { paymentId: string; reason: string },
      afterCommit: AfterCommit,
    ): Promise<{ amount: number; currency: string } | null> {
      const payment = await lockPaymentById(tx, request.paymentId);
      if (!payment) return null;
      const unrecorded = await unrecordedRefundRequests(tx, payment, provider.abandonedBefore());
      const amount = refundableOf({
        ...payment,
        unrecordedRequests: unrecorded.reduce((sum, r) => sum + r.amount, 0),
      });
      if (amount <= 0) return null;
      const now = clock.now();
      const promised = await insertRefundRequest(tx, {
        paymentId: payment.id,
        amount,
        currency: payment.currency,
        reason: request.reason,
        requestedBy: null,
        createdAt: now,
        updatedAt: now,
      });
      await recordAudit(tx, {
        actorId: null,
        action: 'payment.refund_unfulfilled',
        targetType: 'payment',
        targetId: payment.id,
        before: { amountRefunded: payment.amountRefunded, status: payment.status },
        after: {
          refundRequestId: promised.id,
          amount,
          currency: payment.currency,
          full: true,
          reason: request.reason,
        },
      });
      afterCommit(() => giveBack(payment, promised));
      return { amount, currency: payment.currency };
    },
  };
}

export type UnfulfilledRefunds = ReturnType<typeof createUnfulfilledRefunds>;
