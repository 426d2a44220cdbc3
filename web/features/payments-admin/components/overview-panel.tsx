/**
 * The figures: revenue this month and over the last 12 months (net of refunds), monthly
 * recurring revenue, subscriptions by plan, open disputes, and host payouts (none yet: paid
 * clubs do not pay hosts on this server yet).
 */
import type { FinancialOverview } from '@contracts/payments-admin';
import { BarsWithTable } from '@/components/charts/bars-with-table';
import { QueryState } from '@/components/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { plural } from '@/lib/plural';
import { useFinancialOverview } from '../api/use-financial';
import { formatAmounts, formatMoney } from '../lib/money';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl border border-line bg-surface p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
      {hint && <dd className="mt-1 text-xs text-muted-foreground">{hint}</dd>}
    </div>
  );
}

const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });

/** The 12 months of one currency (the one with the most revenue), as bars and as a table. */
function RevenueChart({ months }: { months: FinancialOverview['revenueByMonth'] }) {
  const currency = months[0]?.currency ?? 'usd';
  return (
    <BarsWithTable
      caption={`Revenue by month, net of refunds (${currency.toUpperCase()})`}
      keyHeading="Month"
      valueHeading="Revenue"
      whole={false}
      empty="No payments in the last 12 months."
      rows={months
        .filter((m) => m.currency === currency)
        .map((m) => ({
          key: m.month,
          label: monthLabel(m.month),
          value: m.amount / 100,
          shown: formatMoney(m.amount, m.currency),
        }))}
    />
  );
}

export function OverviewPanel() {
  const overview = useFinancialOverview();
  if (!overview.isSuccess)
    return (
      <QueryState
        query={overview}
        loading={<Skeleton className="h-72 w-full" />}
        failed={(error) => ({ title: `The figures could not be loaded: ${error.message}` })}
      />
    );
  const o = overview.data;
  const subscriptions = o.activeSubscriptions.reduce((sum, s) => sum + s.count, 0);
  return (
    <div className="space-y-5">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          label="Revenue this month"
          value={formatAmounts(o.revenueThisMonth)}
          hint="Net of refunds"
        />
        <Figure
          label="Monthly recurring revenue"
          value={formatAmounts(o.monthlyRecurringRevenue)}
          hint="Yearly plans count as a twelfth"
        />
        <Figure
          label="Active subscriptions"
          value={String(subscriptions)}
          hint={
            o.activeSubscriptions.map((s) => `${s.planName}: ${s.count}`).join(' · ') || 'None yet'
          }
        />
        <Figure
          label="Open disputes"
          value={String(o.openDisputes)}
          hint={o.openDisputes > 0 ? 'See the Disputes tab' : 'None to answer'}
        />
      </dl>
      <RevenueChart months={o.revenueByMonth} />
      <section
        aria-labelledby="paid-clubs-heading"
        className="rounded-xl border border-line bg-surface p-4"
      >
        <h2 id="paid-clubs-heading" className="font-semibold">
          Paid clubs and host payouts
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Members pay hosts through the payment provider: Bookhive keeps{' '}
          {o.paidClubs.platformFeePercent}% of each payment and the provider pays the rest out to
          the host&rsquo;s own account.
        </p>
        <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <Figure
            label="Paying club members"
            value={String(o.paidClubs.activeMemberships)}
            hint={`${formatAmounts(o.paidClubs.monthlyRevenue)} a month`}
          />
          <Figure
            label="Paid to clubs this month"
            value={formatAmounts(o.paidClubs.revenueThisMonth)}
            hint="Net of refunds"
          />
          <Figure
            label="Platform fees this month"
            value={formatAmounts(o.paidClubs.platformFeesThisMonth)}
            hint={`${o.paidClubs.platformFeePercent}% of what clubs were paid`}
          />
          <Figure
            label="Hosts with payouts set up"
            value={String(o.paidClubs.hostsWithPayouts)}
            hint={
              o.paidClubs.hostsOnboarding > 0
                ? `${o.paidClubs.hostsOnboarding} still finishing the provider's onboarding`
                : 'None waiting on onboarding'
            }
          />
          <Figure
            label="Paid out to hosts this month"
            value={formatAmounts(o.paidClubs.paidOutThisMonth)}
            hint={
              o.paidClubs.failedPayouts > 0
                ? `${plural(o.paidClubs.failedPayouts, 'payout')} failed in the last 30 days: see the Payouts tab`
                : 'No failed payouts in the last 30 days'
            }
          />
        </dl>
      </section>
    </div>
  );
}
