/**
 * Payouts, newest first: each host's from their Connect account (and the test provider's), and
 * Bookhive's own from its balance, with the provider's reason when one failed.
 */
import { useState } from 'react';
import { Pager } from '@/components/pager';
import { PayoutStatus, payoutDetail } from '@/components/payouts/payout-status';
import { QueryState } from '@/components/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { plural } from '@/lib/plural';
import { useAdminPayouts } from '../api/use-financial';
import { formatDay, formatMoney } from '../lib/money';

export function PayoutsPanel() {
  const [page, setPage] = useState(1);
  const payouts = useAdminPayouts(page);
  return (
    <section aria-labelledby="payouts-found" className="space-y-3">
      <p className="text-sm text-muted-foreground">
        The payment provider pays each host&rsquo;s share out to their bank from their own account;
        a failed payout goes back to that account&rsquo;s balance and the host is told.
      </p>
      <h2 id="payouts-found" className="text-sm font-semibold text-muted-foreground">
        {payouts.data ? plural(payouts.data.total, 'payout') : 'Finding payouts…'}
      </h2>
      {!payouts.isSuccess ? (
        <QueryState
          query={payouts}
          loading={<Skeleton className="h-40 w-full" />}
          failed={(error) => ({ title: `The payouts could not be loaded: ${error.message}` })}
        />
      ) : payouts.data.payouts.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-6 text-center text-sm text-muted-foreground">
          No payouts yet.
        </p>
      ) : (
        <>
          <ul
            aria-label="Payouts"
            className="divide-y divide-line rounded-xl border border-line bg-surface"
          >
            {payouts.data.payouts.map((payout) => (
              <li key={payout.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
                <span className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                  <span className="block truncate font-medium">
                    {payout.host
                      ? payout.host.fullName || `@${payout.host.username}`
                      : payout.providerAccountId
                        ? 'A host no longer on Bookhive'
                        : 'Bookhive (our own balance)'}
                  </span>
                  <span className="block break-words text-xs text-muted-foreground">
                    {payoutDetail(payout, formatDay)} · {payout.providerPayoutId}
                  </span>
                </span>
                <span className="text-sm text-muted-foreground">
                  {formatDay(payout.initiatedAt)}
                </span>
                <PayoutStatus status={payout.status} />
                <span className="w-24 text-right font-semibold tabular-nums">
                  {formatMoney(payout.amount, payout.currency)}
                </span>
              </li>
            ))}
          </ul>
          {payouts.data.pageCount > 1 && (
            <Pager
              label="Pages of payouts"
              page={payouts.data.page}
              pageCount={payouts.data.pageCount}
              onPage={setPage}
            />
          )}
        </>
      )}
    </section>
  );
}
