/**
 * The member's billing history in Settings: each period's bill from our ledger — what it was
 * for, when, how much, and whether it is paid or still open while the card is retried. A list
 * rather than a table, so it reads as well at 390 px as on a desktop.
 */
import type { MyInvoices } from '@contracts/payments';
import { Badge } from '@/components/ui/badge';
import { formatPrice, formatRenewal } from '../lib/money';

export function BillingHistory({ invoices }: { invoices: MyInvoices['invoices'] }) {
  if (invoices.length === 0) return null;
  return (
    <section aria-labelledby="billing-history-heading" className="space-y-2">
      <h3 id="billing-history-heading" className="font-semibold">
        Billing history
      </h3>
      <ul className="divide-y divide-line rounded-xl border border-line text-sm">
        {invoices.map((invoice) => (
          <li key={invoice.id} className="flex flex-wrap items-start justify-between gap-2 p-3">
            <div className="min-w-0">
              <p className="font-medium">{invoice.description}</p>
              <p className="text-xs text-muted-foreground">
                {formatRenewal(invoice.issuedAt)}
                {invoice.periodEnd && ` · for the period to ${formatRenewal(invoice.periodEnd)}`}
              </p>
            </div>
            <div className="flex items-center gap-2">
              <span className="tabular-nums">
                {formatPrice(invoice.amountDue, invoice.currency)}
              </span>
              {invoice.status === 'paid' ? (
                <Badge tone="success">Paid</Badge>
              ) : (
                <Badge tone="warning">Payment failed</Badge>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
