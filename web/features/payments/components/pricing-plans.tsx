/**
 * The subscription pricing view in Settings (SPEC §1): the plans and prices from the server, a
 * Monthly/Yearly choice, the member's current plan marked with its renewal date, and Upgrade
 * buttons that start a checkout and go where the server says to pay.
 */
import { billingIntervals, isPaidPlan, type BillingInterval, type Plan } from '@contracts/payments';
import { paths } from '@contracts/paths';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import {
  useChangeSubscription,
  useManagedSubscription,
  type ChangeTarget,
} from '../api/use-manage-subscription';
import { useMySubscription } from '../api/use-my-subscription';
import { usePlans } from '../api/use-plans';
import { useStartCheckout } from '../api/use-start-checkout';
import { formatPrice, formatRenewal } from '../lib/money';
import { useMyInvoices } from '../api/use-my-invoices';
import { useMyPayouts } from '../api/use-my-payouts';
import { BillingHistory } from './billing-history';
import { YourPayouts } from './your-payouts';
import { YourPlan } from './your-plan';

const intervalLabels: Record<BillingInterval, { toggle: string; per: string }> = {
  month: { toggle: 'Monthly', per: '/month' },
  year: { toggle: 'Yearly', per: '/year' },
};

/** The plan shown as the one to pick. */
const popular = 'reader_plus';

function IntervalToggle({
  value,
  onChange,
}: {
  value: BillingInterval;
  onChange: (next: BillingInterval) => void;
}) {
  return (
    <div
      role="radiogroup"
      aria-label="Billing period"
      className="inline-flex rounded-lg border border-line p-1"
    >
      {billingIntervals.map((interval) => (
        <button
          key={interval}
          type="button"
          role="radio"
          aria-checked={value === interval}
          onClick={() => onChange(interval)}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm font-medium transition',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/60',
            value === interval
              ? 'bg-primary text-primary-foreground'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {intervalLabels[interval].toggle}
        </button>
      ))}
    </div>
  );
}

/** A plan and period the member with a paid plan may move to, waiting for their yes. */
interface Switch {
  plan: ChangeTarget['plan'];
  name: string;
  interval: BillingInterval;
  price: string;
}

function ConfirmSwitch({ target, onClose }: { target: Switch | null; onClose: () => void }) {
  const change = useChangeSubscription(onClose);
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && !change.isPending && onClose()}
      title={target ? `Switch to ${target.name}?` : ''}
      description={
        target
          ? `You move to ${target.name} now, billed ${target.price}${intervalLabels[target.interval].per}. Your card on file is billed for the new plan; you do not enter it again.`
          : undefined
      }
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={change.isPending} onClick={onClose}>
          Not now
        </Button>
        <Button
          disabled={change.isPending || !target}
          onClick={() =>
            target &&
            change.mutate({ kind: 'change', plan: target.plan, interval: target.interval })
          }
        >
          {change.isPending && <Spinner />} Switch plan
        </Button>
      </div>
    </Dialog>
  );
}

export default function PricingPlans({ highlight }: { highlight?: boolean }) {
  const { isSignedIn } = useSession();
  const plans = usePlans();
  const mine = useMySubscription(isSignedIn);
  const managed = useManagedSubscription(isSignedIn);
  const invoices = useMyInvoices(isSignedIn);
  const payouts = useMyPayouts(isSignedIn);
  const navigate = useNavigate();
  const checkout = useStartCheckout((path) => void navigate(path));
  const [chosen, setBilling] = useState<BillingInterval | null>(null);
  const [switching, setSwitching] = useState<Switch | null>(null);
  const current = mine.data?.subscription ?? null;
  const currentCode = current?.plan ?? 'reader';
  // A member with a paid plan sees their own period first.
  const interval = chosen ?? current?.interval ?? 'month';
  const paidPlan = managed.data?.subscription ?? null;
  const mayChange = managed.data?.abilities.change ?? false;

  if (plans.isError)
    return <p className="text-sm text-danger">The plans could not be loaded. Try again later.</p>;
  if (!plans.data || (isSignedIn && mine.isLoading)) return <Skeleton className="h-96" />;

  const priceOf = (plan: Plan) => (interval === 'month' ? plan.monthlyPrice : plan.yearlyPrice);

  return (
    <div
      className={cn(
        'space-y-4 rounded-2xl',
        highlight && 'ring-2 ring-primary/50 ring-offset-4 ring-offset-background',
      )}
    >
      {managed.data?.subscription && <YourPlan managed={managed.data} />}
      <IntervalToggle value={interval} onChange={setBilling} />
      <div className="grid gap-4 lg:grid-cols-3">
        {plans.data.plans.map((plan) => {
          const isCurrent = plan.code === currentCode;
          const price = priceOf(plan);
          const starting = checkout.isPending && checkout.variables?.plan === plan.code;
          return (
            <section
              key={plan.code}
              aria-label={plan.name}
              className={cn(
                'flex flex-col rounded-2xl border p-5',
                plan.code === popular ? 'border-primary bg-primary/5' : 'border-line',
              )}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-semibold">{plan.name}</h3>
                {isCurrent ? (
                  <Badge tone="success">Your plan</Badge>
                ) : (
                  plan.code === popular && <Badge tone="primary">Most popular</Badge>
                )}
              </div>
              <p className="mt-3">
                <span className="text-3xl font-bold">{formatPrice(price, plan.currency)}</span>
                {price > 0 && (
                  <span className="text-sm text-muted-foreground">
                    {intervalLabels[interval].per}
                  </span>
                )}
              </p>
              <p className="mt-1 text-sm text-muted-foreground">{plan.blurb}</p>
              <ul className="mt-4 flex-1 space-y-2 text-sm">
                {plan.benefits.map((benefit) => (
                  <li key={benefit} className="flex gap-2">
                    <Check className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden /> {benefit}
                  </li>
                ))}
              </ul>
              {plan.code === 'reader_plus' && (
                <Link
                  to={paths.readingStats}
                  className="mt-4 text-sm font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/60"
                >
                  See the reading statistics →
                </Link>
              )}
              {isCurrent && current?.currentPeriodEnd && (
                <p className="mt-5 text-sm text-muted-foreground">
                  {current.cancelAtPeriodEnd ? 'Ends on ' : 'Renews on '}
                  {formatRenewal(current.currentPeriodEnd)}
                </p>
              )}
              {paidPlan &&
                isPaidPlan(plan.code) &&
                mayChange &&
                (!isCurrent || current?.interval !== interval) && (
                  <Button
                    className="mt-5 w-full"
                    variant={isCurrent ? 'outline' : 'primary'}
                    onClick={() => {
                      if (isPaidPlan(plan.code))
                        setSwitching({
                          plan: plan.code,
                          name: plan.name,
                          interval,
                          price: formatPrice(price, plan.currency),
                        });
                    }}
                  >
                    {isCurrent
                      ? `Switch to ${interval === 'year' ? 'yearly' : 'monthly'} billing`
                      : `Switch to ${plan.name}`}
                  </Button>
                )}
              {!paidPlan && !isCurrent && isPaidPlan(plan.code) && price > 0 && (
                <Button
                  className="mt-5 w-full"
                  variant={plan.code === popular ? 'primary' : 'outline'}
                  disabled={!isSignedIn || checkout.isPending}
                  onClick={() => {
                    if (isPaidPlan(plan.code)) checkout.mutate({ plan: plan.code, interval });
                  }}
                >
                  {starting && <Spinner />} Upgrade to {plan.name}
                </Button>
              )}
            </section>
          );
        })}
      </div>
      <ConfirmSwitch target={switching} onClose={() => setSwitching(null)} />
      <p className="text-xs text-muted-foreground">
        Prices in US dollars. Paid book clubs show their monthly fee on the club page.
      </p>
      {invoices.data && <BillingHistory invoices={invoices.data.invoices} />}
      {payouts.data && <YourPayouts payouts={payouts.data} />}
    </div>
  );
}
