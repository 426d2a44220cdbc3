/**
 * "Your plan" in Settings (issue 12): the member's paid plan, its billing period and standing,
 * when it renews or ends, and what they may do — cancel at the period's end (confirmed in a
 * dialog), resume before it ends, and manage cards in Stripe's portal. The server decides which
 * of these the member may do (`abilities`).
 */
import type { ManagedSubscription } from '@contracts/payments';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useBillingPortal, useChangeSubscription } from '../api/use-manage-subscription';
import { formatRenewal } from '../lib/money';

const billedLabel = { month: 'Billed monthly', year: 'Billed yearly' } as const;

function Standing({
  subscription,
}: {
  subscription: NonNullable<ManagedSubscription['subscription']>;
}) {
  if (subscription.status === 'past_due') return <Badge tone="danger">Payment failed</Badge>;
  if (subscription.cancelAtPeriodEnd) return <Badge tone="warning">Ending</Badge>;
  return <Badge tone="success">Active</Badge>;
}

export function YourPlan({ managed }: { managed: ManagedSubscription }) {
  const { subscription, abilities } = managed;
  const [confirming, setConfirming] = useState(false);
  const change = useChangeSubscription(() => setConfirming(false));
  const portal = useBillingPortal();
  if (!subscription) return null;
  const pending = change.isPending ? change.variables?.kind : null;
  const periodEnd = subscription.currentPeriodEnd
    ? formatRenewal(subscription.currentPeriodEnd)
    : null;

  return (
    // Named "Your plan" alone: the plan cards below are the regions named after the plans.
    <section aria-label="Your plan" className="rounded-2xl border border-line bg-surface p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">Your plan: {subscription.planName}</h3>
        <Standing subscription={subscription} />
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        {subscription.interval ? billedLabel[subscription.interval] : 'Billed by the provider'}
        {periodEnd && (
          <>
            {' · '}
            {subscription.cancelAtPeriodEnd ? `Ends on ${periodEnd}` : `Renews on ${periodEnd}`}
          </>
        )}
      </p>
      {subscription.status === 'past_due' && (
        <p className="mt-2 text-sm text-danger">
          Your last payment did not go through. You keep your plan while we try your card again.
        </p>
      )}
      {subscription.cancelAtPeriodEnd && periodEnd && (
        <p className="mt-2 text-sm">
          You keep {subscription.planName} until {periodEnd}, then move to the free Reader plan.
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {abilities.resume && (
          <Button disabled={change.isPending} onClick={() => change.mutate({ kind: 'resume' })}>
            {pending === 'resume' && <Spinner />} Resume plan
          </Button>
        )}
        {abilities.manageCards && (
          <Button variant="outline" disabled={portal.isPending} onClick={() => portal.mutate()}>
            {portal.isPending && <Spinner />} Manage cards
          </Button>
        )}
        {abilities.cancel && (
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            Cancel plan
          </Button>
        )}
      </div>
      <Dialog
        open={confirming}
        onOpenChange={(open) => !change.isPending && setConfirming(open)}
        title={`Cancel ${subscription.planName}?`}
        description={
          periodEnd
            ? `You keep ${subscription.planName} until ${periodEnd}. After that you move to the free Reader plan and are not charged again.`
            : `Your plan ends at the end of this period and you are not charged again.`
        }
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="outline"
            disabled={change.isPending}
            onClick={() => setConfirming(false)}
          >
            Keep my plan
          </Button>
          <Button
            variant="danger"
            disabled={change.isPending}
            onClick={() => change.mutate({ kind: 'cancel' })}
          >
            {pending === 'cancel' && <Spinner />} Cancel at period end
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
