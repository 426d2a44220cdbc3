/** Payments, newest first: searched by member (name, username, e-mail) or provider id. */
import { useState } from 'react';
import { Pager } from '@/components/pager';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { plural } from '@/lib/plural';
import { useAdminPayments } from '../api/use-financial';
import { formatDay, formatMoney } from '../lib/money';
import { PaymentDialog } from './payment-dialog';
import { memberLine, PaymentStatus } from './payment-status';

export function PaymentsPanel() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState({ q: '', page: 1 });
  const [open, setOpen] = useState<string | null>(null);
  const payments = useAdminPayments(search.q ? search : { page: search.page });

  return (
    <div className="space-y-4">
      <form
        role="search"
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch({ q: typed.trim(), page: 1 });
        }}
      >
        <div className="flex-1 space-y-1.5">
          <label htmlFor="payment-search" className="text-sm font-medium">
            Search payments
          </label>
          <Input
            id="payment-search"
            type="search"
            value={typed}
            maxLength={200}
            placeholder="Member name, username or e-mail, or a provider id (pi_…)"
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <Button type="submit">Search</Button>
      </form>
      <section aria-labelledby="payments-found" className="space-y-3">
        <h2 id="payments-found" className="text-sm font-semibold text-muted-foreground">
          {payments.data
            ? `${plural(payments.data.total, 'payment')}${search.q ? ` matching “${search.q}”` : ''}`
            : 'Finding payments…'}
        </h2>
        {!payments.isSuccess ? (
          <QueryState
            query={payments}
            loading={<Skeleton className="h-40 w-full" />}
            failed={(error) => ({ title: `The payments could not be loaded: ${error.message}` })}
          />
        ) : payments.data.payments.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line p-6 text-center text-sm text-muted-foreground">
            {search.q ? 'No payments match this search.' : 'No payments yet.'}
          </p>
        ) : (
          <>
            <ul className="divide-y divide-line rounded-xl border border-line bg-surface">
              {payments.data.payments.map((payment) => {
                const who = memberLine(payment.member);
                return (
                  <li key={payment.id}>
                    <button
                      type="button"
                      onClick={() => setOpen(payment.id)}
                      className="flex w-full flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-left transition hover:bg-surface-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-primary/60"
                      aria-label={`Payment of ${formatMoney(payment.amount, payment.currency)} by ${who.name} on ${formatDay(payment.paidAt)}`}
                    >
                      <span className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                        <span className="block truncate font-medium">{who.name}</span>
                        <span className="block truncate text-xs text-muted-foreground">
                          {who.detail}
                        </span>
                      </span>
                      <span className="text-sm text-muted-foreground">
                        {formatDay(payment.paidAt)}
                      </span>
                      <PaymentStatus status={payment.status} />
                      <span className="w-24 text-right font-semibold tabular-nums">
                        {formatMoney(payment.amount, payment.currency)}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
            {payments.data.pageCount > 1 && (
              <Pager
                label="Pages of payments"
                page={payments.data.page}
                pageCount={payments.data.pageCount}
                onPage={(page) => setSearch({ ...search, page })}
              />
            )}
          </>
        )}
      </section>
      {open && <PaymentDialog id={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
