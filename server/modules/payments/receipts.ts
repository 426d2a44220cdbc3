/**
 * Receipts by e-mail (issue 12): the member gets one for every payment the ledger records, and a
 * notice when money goes back. Told by the ledger's facts in the event's transaction, so a
 * redelivered event sends nothing again; the mail is queued once that transaction commits.
 */
import { paths } from '../../../contracts/paths.js';
import type { Db } from '../../platform/db/database.js';
import { renderEmail } from '../../platform/mail/layout.js';
import type { MailOutbox } from '../../platform/mail/mail-queue.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import type { LedgerListener } from './ledger-facts.js';
import { findReceiptDetails, verifiedEmailOf } from './subscription.queries.js';

/** "$4.99" from 499 cents of "usd". */
export function formatAmount(minorUnits: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(minorUnits / 100);
}

/** "November 27, 2026" (UTC: the server does not know the member's time zone). */
const formatDate = (at: Date) =>
  at.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

const intervalWord = { month: 'monthly', year: 'yearly' } as const;

interface ReceiptDetails {
  planName: string | null;
  /** A paid club's membership (no plan of ours). */
  clubId: string | null;
  interval: 'month' | 'year' | null;
  periodEnd: Date | null;
}

/** The receipt of one payment. */
export function receiptEmail(
  to: string,
  payment: { amount: number; currency: string; paidAt: Date; reference: string },
  details: ReceiptDetails,
  settingsUrl: string,
): MailMessage {
  const amount = formatAmount(payment.amount, payment.currency);
  const what = details.planName
    ? `${details.planName}${details.interval ? ` (${intervalWord[details.interval]})` : ''}`
    : details.clubId
      ? 'your paid club membership (monthly)'
      : 'your purchase';
  const { html, text } = renderEmail({
    heading: `Your receipt for ${amount}`,
    paragraphs: [
      `Thank you. We received ${amount} for ${what} on ${formatDate(payment.paidAt)}.`,
      ...(details.periodEnd && (details.planName || details.clubId)
        ? [
            `Your ${details.planName ? 'plan' : 'membership'} is paid up to ${formatDate(details.periodEnd)}.`,
          ]
        : []),
      `Receipt reference: ${payment.reference}`,
    ],
    action: { label: 'See your plan', url: settingsUrl },
    footnote: 'You get this e-mail because a payment was made from your Bookhive account.',
  });
  return { to, subject: `Your Bookhive receipt for ${amount}`, html, text, link: settingsUrl };
}

/** The notice that money went back (`refunded` is the running total of the payment). */
export function refundEmail(
  to: string,
  refund: { amount: number; amountRefunded: number; currency: string; at: Date },
  settingsUrl: string,
): MailMessage {
  const refunded = formatAmount(refund.amountRefunded, refund.currency);
  const paid = formatAmount(refund.amount, refund.currency);
  const whole = refund.amountRefunded >= refund.amount;
  const { html, text } = renderEmail({
    heading: `We refunded ${refunded}`,
    paragraphs: [
      whole
        ? `Your payment of ${paid} was refunded in full on ${formatDate(refund.at)}.`
        : `${refunded} of your payment of ${paid} has been refunded, as of ${formatDate(refund.at)}.`,
      'The money goes back to the card you paid with; your bank may take 5 to 10 days to show it.',
    ],
    action: { label: 'See your plan', url: settingsUrl },
    footnote: 'You get this e-mail because a payment from your Bookhive account was refunded.',
  });
  return { to, subject: `Your Bookhive refund of ${refunded}`, html, text, link: settingsUrl };
}

/** The ledger listener that e-mails receipts and refund notices. */
export function receiptsListener(deps: { outbox: MailOutbox; appUrl: string }): LedgerListener {
  const settingsUrl = `${deps.appUrl}${paths.settingsPricing}`;
  const emailOf = (tx: Db, userId: string | null) =>
    userId ? verifiedEmailOf(tx, userId) : Promise.resolve(null);

  return async (tx, fact, at, afterCommit) => {
    if (fact.kind === 'payment') {
      const to = await emailOf(tx, fact.userId);
      const details = await findReceiptDetails(tx, fact.paymentId);
      if (!to || !details) return;
      const message = receiptEmail(
        to,
        {
          amount: fact.amount,
          currency: fact.currency,
          paidAt: details.paidAt,
          reference: fact.paymentId,
        },
        details,
        settingsUrl,
      );
      afterCommit(() => deps.outbox.send(message));
    } else if (fact.kind === 'refund' && !fact.retold) {
      const to = await emailOf(tx, fact.userId);
      if (!to) return;
      const message = refundEmail(to, { ...fact, at }, settingsUrl);
      afterCommit(() => deps.outbox.send(message));
    }
  };
}
