/**
 * SPEC §9's critical analytics events recorded on the server, at once: `purchase_completed` for
 * every payment the payments ledger records and `subscription_created` for every subscription it
 * makes. Told by the ledger's facts inside the provider event's transaction, so each is recorded
 * with the event or not at all, and a redelivered event records nothing again.
 */
import type { Db } from '../../platform/db/database.js';
import type { LedgerListener } from '../payments/ledger-facts.js';
import { insertAnalyticsEvent } from './events.queries.js';

/** The server-side critical events (the web app's queue flushes the rest of §9's). */
export const criticalEventNames = ['purchase_completed', 'subscription_created'] as const;
export type CriticalEventName = (typeof criticalEventNames)[number];

/** Records one critical event in `db` (a transaction, when the event belongs to one). */
export function recordEvent(
  db: Db,
  event: {
    name: CriticalEventName;
    userId: string | null;
    properties: Record<string, unknown>;
    occurredAt: Date;
  },
): Promise<void> {
  return insertAnalyticsEvent(db, event);
}

/** The ledger listener that records the purchases and new subscriptions. */
export const analyticsOfLedger: LedgerListener = async (tx, fact, at) => {
  if (fact.kind === 'payment') {
    await recordEvent(tx, {
      name: 'purchase_completed',
      userId: fact.userId,
      properties: {
        paymentId: fact.paymentId,
        purpose: fact.purpose,
        amount: fact.amount,
        currency: fact.currency,
        subscriptionId: fact.subscriptionId,
      },
      occurredAt: at,
    });
  } else if (fact.kind === 'subscription' && fact.previousStatus === null) {
    await recordEvent(tx, {
      name: 'subscription_created',
      userId: fact.userId,
      properties: {
        subscriptionId: fact.subscriptionId,
        plan: fact.planCode,
        interval: fact.billingInterval,
        status: fact.status,
      },
      occurredAt: at,
    });
  }
};
