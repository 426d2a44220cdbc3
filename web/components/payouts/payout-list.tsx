/** A host's latest payouts, as they see them in a paid club's settings and in their own Settings. */
import type { Payout } from '@contracts/payments';
import { cn } from '@/lib/cn';
import { PayoutStatus, payoutDetail } from './payout-status';

const amountOf = (payout: Payout) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: payout.currency.toUpperCase(),
  }).format(payout.amount / 100);

/** "November 27, 2026", in the reader's own time zone. */
const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

export function PayoutList({
  payouts,
  label,
  className,
}: {
  payouts: Payout[];
  /** The list's accessible name. */
  label: string;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={cn('divide-y divide-line text-sm', className)}>
      {payouts.map((payout) => (
        <li key={payout.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
          <div className="min-w-0">
            <p className="font-medium tabular-nums">{amountOf(payout)}</p>
            <p className="text-xs text-muted-foreground">{payoutDetail(payout, dayOf)}</p>
          </div>
          <PayoutStatus status={payout.status} />
        </li>
      ))}
    </ul>
  );
}
