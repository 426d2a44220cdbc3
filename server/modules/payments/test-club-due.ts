/**
 * The test provider's answer to a failed club renewal (issue 12). It has no customer portal, so
 * the member pays what is due on a test checkout (club-billing.service.ts `fixPayment`).
 */
import type { Db } from '../../platform/db/database.js';
import { findPastDueTestClubSubscription, settleTestSubscription } from './club-billing.queries.js';
import { periodEndAfter } from './payments.policy.js';
import type { PaymentsService } from './payments.service.js';
import { renewalEvents, sendTestEvent } from './test-provider.js';

/**
 * A test checkout for a club whose subscription is past due pays the failed renewal's invoice
 * (checkout.service.ts `pay`): the ledger hears invoice.paid for that same invoice — the
 * subscription active again, the membership restored — and the provider's side renews from
 * the period that failed, with the new card. True when it settled one.
 */
export async function settleTestClubDue(
  deps: { db: Db; secret: string; ledger: Pick<PaymentsService, 'receive'> },
  paid: { userId: string; clubId: string; declinesOnRenewal: boolean },
  now: Date,
): Promise<boolean> {
  const due = await findPastDueTestClubSubscription(deps.db, paid.userId, paid.clubId);
  if (!due) return false;
  const next = periodEndAfter(due.currentPeriodEnd, due.billingInterval);
  // The renewal's own ids: the invoice that failed is the one paid now, and a second payment
  // of the same checkout sends the same event (a redelivery the ledger ignores).
  for (const event of renewalEvents(due, 'renew', next, now))
    await sendTestEvent(deps.ledger, deps.secret, event, now);
  await settleTestSubscription(
    deps.db,
    due,
    { currentPeriodEnd: next, renewalDeclines: paid.declinesOnRenewal },
    now,
  );
  return true;
}
