/** Disputes the providers told us of, newest first, with the payment and member they concern. */
import { useState } from 'react';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminDisputes } from '../api/use-financial';
import { formatDay, formatMoney } from '../lib/money';
import { PaymentDialog } from './payment-dialog';
import { memberLine } from './payment-status';

const closed = new Set(['won', 'lost', 'warning_closed']);
const words = (value: string) => value.replaceAll('_', ' ');

export function DisputesPanel() {
  const disputes = useAdminDisputes();
  const [open, setOpen] = useState<string | null>(null);
  if (!disputes.isSuccess)
    return (
      <QueryState
        query={disputes}
        loading={<Skeleton className="h-40 w-full" />}
        failed={(error) => ({ title: `The disputes could not be loaded: ${error.message}` })}
      />
    );
  const list = disputes.data.disputes;
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        A member who disputes a payment with their bank is told we received it. Answer a dispute in
        the payment provider’s dashboard before its deadline.
      </p>
      {list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-6 text-center text-sm text-muted-foreground">
          No disputes.
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line bg-surface">
          {list.map((d) => {
            const who = memberLine(d.member);
            return (
              <li key={d.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
                <span className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                  <span className="block truncate font-medium">{who.name}</span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {words(d.reason)} · opened {formatDay(d.openedAt)} · {d.providerDisputeId}
                  </span>
                </span>
                <Badge tone={closed.has(d.status) ? 'neutral' : 'danger'}>{words(d.status)}</Badge>
                <span className="w-24 text-right font-semibold tabular-nums">
                  {formatMoney(d.amount, d.currency)}
                </span>
                {d.paymentId && (
                  <button
                    type="button"
                    className="text-sm font-medium text-primary underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/60 rounded"
                    onClick={() => setOpen(d.paymentId)}
                  >
                    Open payment
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {open && <PaymentDialog id={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
