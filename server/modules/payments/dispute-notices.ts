/**
 * A member whose payment was disputed with their bank is told (issue 12): a ledger-fact
 * listener, so the notice commits with the dispute's event and a redelivered event, which
 * applies nothing, tells nothing again. Staff see the dispute in /admin/financial.
 */
import type { OutgoingNotification } from '../notifications/notifications.service.js';
import type { Db } from '../../platform/db/database.js';
import type { LedgerListener } from './ledger-facts.js';
import { formatAmount } from './receipts.js';

export const disputeNotice = {
  type: 'payment_disputed',
  title: 'A payment of yours was disputed',
  content: (amount: string) =>
    `Your bank told us you disputed a payment of ${amount} to Bookhive. We will look into it; if this was a mistake, you can ask your bank to withdraw the dispute.`,
} as const;

/** The listener, given how notifications are sent. */
export function disputeNoticeListener(
  send: (outgoing: OutgoingNotification[], tx: Db) => Promise<void>,
): LedgerListener {
  return async (tx, fact) => {
    if (fact.kind !== 'dispute' || !fact.userId) return;
    await send(
      [
        {
          userId: fact.userId,
          type: disputeNotice.type,
          title: disputeNotice.title,
          content: disputeNotice.content(formatAmount(fact.amount, fact.currency)),
          relatedId: fact.paymentId,
          priority: 'high',
        },
      ],
      tx,
    );
  };
}
