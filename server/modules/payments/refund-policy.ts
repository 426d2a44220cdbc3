/**
 * The refund policy of the terms (§9 of the legal page) follows the ledger, wherever a refund
 * was made: when a `refund` fact says a subscription payment is now refunded in full, the
 * subscription ends now — asked of the provider after the event's commit, so a provider call
 * never holds the transaction. A refund from our back-office ends the plan on its own path (with
 * its actor in the audit log); this listener ends the rest — a refund made in Stripe's dashboard,
 * say — with an audit entry that has no actor. A redelivered event tells nothing, and the
 * provider call is keyed by the payment, so the plan ends once.
 */
import type { LedgerListener } from './ledger-facts.js';
import { accessAfterRefund } from './payments.admin.policy.js';
import { findPaymentById } from './payments.admin.queries.js';
import type { ProviderRefunds } from './provider-refunds.js';
import { backOfficeRefundUnderWay, lockSubscriptionById } from './refund-policy.queries.js';

/** What the audit log says ended a plan when no one in the back-office did. */
export const refundedAtProvider = 'refund_at_provider';

/** The listener, given the providers' calls (which end the subscription and audit it). */
export function refundPolicyListener(deps: {
  provider: Pick<ProviderRefunds, 'endAfterRefund' | 'abandonedBefore'>;
}): LedgerListener {
  return async (tx, fact, _at, afterCommit) => {
    if (fact.kind !== 'refund' || !fact.subscriptionId || fact.amountRefunded < fact.amount) return;
    const payment = await findPaymentById(tx, fact.paymentId);
    // Under the subscription's lock: a concurrent event of it (its end, told by the provider)
    // is applied before or after this decision, never during it.
    const subscription = await lockSubscriptionById(tx, fact.subscriptionId);
    if (!payment || !subscription) return;
    const access = accessAfterRefund({
      full: true,
      purpose: payment.purpose,
      subscriptionStatus: subscription.status,
    });
    if (access === 'keep') return;
    const abandonedBefore = deps.provider.abandonedBefore();
    if (await backOfficeRefundUnderWay(tx, payment.id, fact.refundIds, abandonedBefore)) return;
    afterCommit(() =>
      deps.provider.endAfterRefund(subscription, payment.id, { endedBy: refundedAtProvider }),
    );
  };
}
