/**
 * A club host is told when a payout reaches their bank, and — urgently — when one fails (issue
 * 12): a ledger-fact listener, so the notice commits with the payout's event, and the ledger
 * tells each outcome of a payout once however often the event is redelivered.
 */
import type { OutgoingNotification } from '../notifications/notifications.service.js';
import type { Db } from '../../platform/db/database.js';
import type { LedgerListener } from './ledger-facts.js';
import { formatAmount } from './receipts.js';

export const payoutNotices = {
  paid: {
    type: 'payout_paid',
    title: 'A payout is on its way to your bank',
    content: (amount: string, arrival: string) =>
      `We paid ${amount} from your club memberships out to your bank account; expect it by ${arrival}.`,
  },
  failed: {
    type: 'payout_failed',
    title: 'A payout to your bank failed',
    content: (amount: string, reason: string | null) =>
      `Your bank could not take a payout of ${amount}${reason ? `: ${reason}` : '.'} The money stays in your balance; check your bank details in your payout settings and it will be paid again.`,
  },
} as const;

const day = (at: Date) =>
  at.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The listener, given how notifications are sent. */
export function payoutNoticeListener(
  send: (outgoing: OutgoingNotification[], tx: Db) => Promise<void>,
): LedgerListener {
  return async (tx, fact, at) => {
    if (fact.kind !== 'payout') return;
    const amount = formatAmount(fact.amount, fact.currency);
    const notice =
      fact.status === 'paid'
        ? {
            type: payoutNotices.paid.type,
            title: payoutNotices.paid.title,
            content: payoutNotices.paid.content(amount, day(fact.arrivalDate ?? at)),
            priority: 'low' as const,
          }
        : {
            type: payoutNotices.failed.type,
            title: payoutNotices.failed.title,
            content: payoutNotices.failed.content(amount, fact.failureMessage),
            priority: 'high' as const,
          };
    await send([{ userId: fact.userId, relatedId: fact.payoutId, ...notice }], tx);
  };
}
