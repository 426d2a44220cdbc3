/**
 * The built-in test provider changes a subscription the way Stripe does: its own side first (in
 * a transaction, under a row lock), then the subscription as it now stands goes to our ledger
 * as a signed customer.subscription.updated through the webhook's receiver — after its own write
 * has committed, as Stripe's webhook comes after Stripe's change. Used by the member's plan
 * (subscription.service.ts) and by leaving a paid club (club-payments.service.ts).
 */
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { PaymentsService } from './payments.service.js';
import {
  lockTestSubscription,
  updateTestSubscription,
  type TestSubscriptionRow,
} from './subscription.queries.js';
import { sendTestEvent, subscriptionUpdatedEvent } from './test-provider.js';

export interface TestProviderDeps {
  db: Db;
  clock: Clock;
  /** The test provider's signing secret. */
  secret: string;
  ledger: Pick<PaymentsService, 'receive'>;
}

/**
 * False when the test provider holds no such subscription (told to the ledger by other means).
 * A `change` answering null leaves the row as it is and tells the ledger nothing (a cancel of a
 * subscription already ended, as Stripe answers a replayed request without doing it again).
 */
export async function changeTestSubscription(
  deps: TestProviderDeps,
  providerSubscriptionId: string,
  change: (row: TestSubscriptionRow) => Partial<TestSubscriptionRow> | null,
): Promise<boolean> {
  const now = deps.clock.now();
  const updated = await deps.db.transaction(async (tx) => {
    const row = await lockTestSubscription(tx, providerSubscriptionId);
    if (!row) return null;
    const patch = change(row);
    if (!patch) return 'unchanged' as const;
    await updateTestSubscription(tx, row.providerSubscriptionId, patch, now);
    return { ...row, ...patch };
  });
  if (!updated) return false;
  if (updated === 'unchanged') return true;
  await sendTestEvent(deps.ledger, deps.secret, subscriptionUpdatedEvent(updated, now), now);
  return true;
}
