/**
 * The plans with their prices and benefits, monthly and yearly; staff with financial_edit
 * change them. A price change applies to checkouts from now on (with Stripe, the Stripe price
 * ids of a plan are changed in Stripe's dashboard too).
 */
import type { AdminPlan } from '@contracts/payments-admin';
import { useState } from 'react';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { useAdminPlans } from '../api/use-financial';
import { formatMoney } from '../lib/money';
import { PlanDialog } from './plan-dialog';

export function PlansPanel() {
  const plans = useAdminPlans();
  const { user } = useSession();
  const mayEdit = user?.permissions.includes('financial_edit') ?? false;
  const [editing, setEditing] = useState<AdminPlan | null>(null);
  if (!plans.isSuccess)
    return (
      <QueryState
        query={plans}
        loading={<Skeleton className="h-40 w-full" />}
        failed={(error) => ({ title: `The plans could not be loaded: ${error.message}` })}
      />
    );
  return (
    <div className="space-y-3">
      <ul className="grid gap-3 md:grid-cols-3">
        {plans.data.plans.map((plan) => (
          <li
            key={plan.code}
            className="flex flex-col rounded-xl border border-line bg-surface p-4"
          >
            <div className="flex items-center justify-between gap-2">
              <h2 className="font-semibold">{plan.name}</h2>
              {!plan.active && <Badge tone="warning">Not on sale</Badge>}
            </div>
            <p className="mt-1 text-sm text-muted-foreground">{plan.blurb}</p>
            <p className="mt-3 text-sm">
              <span className="font-semibold tabular-nums">
                {formatMoney(plan.monthlyPrice, plan.currency)}
              </span>{' '}
              a month ·{' '}
              <span className="font-semibold tabular-nums">
                {formatMoney(plan.yearlyPrice, plan.currency)}
              </span>{' '}
              a year
            </p>
            <ul className="mt-3 flex-1 list-disc space-y-0.5 pl-5 text-sm">
              {plan.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
            {mayEdit && (
              <Button
                variant="outline"
                size="sm"
                className="mt-4 self-start"
                onClick={() => setEditing(plan)}
                aria-label={`Edit ${plan.name}`}
              >
                Edit
              </Button>
            )}
          </li>
        ))}
      </ul>
      {!mayEdit && (
        <p className="text-sm text-muted-foreground">
          Changing plans needs the financial edit permission.
        </p>
      )}
      {editing && <PlanDialog plan={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
