/**
 * What the ledger just learned, told to whoever must act on it (paid club memberships, analytics,
 * notifications) inside the transaction that applied the provider's event: their writes commit
 * with the event or not at all, and a redelivered event, which applies nothing, tells nothing.
 * Other modules never read the payments tables; these facts are how they learn.
 */
import type { Db } from '../../platform/db/database.js';
import type { SubscriptionStatus } from './payments.policy.js';

export type LedgerFact =
  /** A subscription was made or moved on (`previousStatus` null when it was made). */
  | {
      kind: 'subscription';
      subscriptionId: string;
      userId: string | null;
      planCode: string;
      billingInterval: 'month' | 'year' | null;
      /** A paid club's membership subscription: the club; null for a plan. */
      clubId: string | null;
      status: SubscriptionStatus;
      previousStatus: SubscriptionStatus | null;
      currentPeriodEnd: Date | null;
      cancelAtPeriodEnd: boolean;
    }
  /** Money came in: a subscription's invoice or a one-off purchase. */
  | {
      kind: 'payment';
      paymentId: string;
      userId: string | null;
      subscriptionId: string | null;
      purpose: 'subscription' | 'purchase';
      amount: number;
      currency: string;
    }
  /** Money went back, in full or in part (`amountRefunded` is the running total). */
  | {
      kind: 'refund';
      paymentId: string;
      userId: string | null;
      subscriptionId: string | null;
      amount: number;
      amountRefunded: number;
      currency: string;
      /** The provider's ids of the refunds first recorded by this event (Stripe may list none). */
      refundIds: string[];
      /**
       * Told again: the refund was recorded before its payment was known to be a
       * subscription's (the provider sent the refund first), and this event made it one. Only
       * the rules that depend on the subscription act on it; the member was told already.
       */
      retold?: true;
    }
  /** A cardholder disputed a payment with their bank. */
  | {
      kind: 'dispute';
      providerDisputeId: string;
      paymentId: string | null;
      userId: string | null;
      amount: number;
      currency: string;
      reason: string;
      status: string;
    }
  /** A host's payout reached their bank, or failed to (told once per outcome). */
  | {
      kind: 'payout';
      payoutId: string;
      userId: string;
      amount: number;
      currency: string;
      status: 'paid' | 'failed';
      arrivalDate: Date | null;
      failureMessage: string | null;
    };

/**
 * Runs `work` once the event's transaction has committed: for what must not happen inside it
 * (queueing a job, which on PGlite would wait for that very transaction). It runs at most once —
 * a crash between the commit and it loses it — and its failure is logged, not retried.
 */
export type AfterCommit = (work: () => Promise<void>) => void;

/** Acts on one fact in the event's transaction; a throw rolls the event back (the provider retries). */
export type LedgerListener = (
  tx: Db,
  fact: LedgerFact,
  at: Date,
  afterCommit: AfterCommit,
) => Promise<void>;

/** The listeners of one app; modules add theirs as the app is put together. */
export function createLedgerListeners() {
  const listeners: LedgerListener[] = [];
  return {
    add(listener: LedgerListener): void {
      listeners.push(listener);
    },
    async tell(
      tx: Db,
      facts: readonly LedgerFact[],
      at: Date,
      afterCommit: AfterCommit,
    ): Promise<void> {
      for (const fact of facts)
        for (const listener of listeners) await listener(tx, fact, at, afterCommit);
    },
  };
}

export type LedgerListeners = ReturnType<typeof createLedgerListeners>;
