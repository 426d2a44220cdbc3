/**
 * "Paid club memberships" in Settings → Subscription (issue 12): each club the member pays for,
 * linked to its page, with its price, how it stands (renews on, ends on, payment failed with the
 * grace's end, suspended), paying what is due, cancelling at the month's end (confirmed first),
 * and Stripe's portal for their payment method. Nothing shows for a member who pays for no club.
 */
import type { PaidClubMembership, PaidClubStatus } from '@contracts/club-billing';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/notify';
import {
  useCancelPaidClub,
  useCardPortal,
  useFixPayment,
  useMyPaidClubs,
} from '../api/use-club-billing';
import { clubDayLabel, clubPriceLabel } from '../lib/club-labels';

const badges: Record<PaidClubStatus, { label: string; tone: 'success' | 'warning' | 'danger' }> = {
  active: { label: 'Active', tone: 'success' },
  ending: { label: 'Ending', tone: 'warning' },
  grace: { label: 'Payment failed', tone: 'danger' },
  suspended: { label: 'Suspended', tone: 'danger' },
};

/** "Renews on March 8, 2026", "Access until …", as the membership stands. */
function standingText(membership: PaidClubMembership): string | null {
  const end = membership.periodEnd ? clubDayLabel(membership.periodEnd) : null;
  switch (membership.status) {
    case 'active':
      return end && `Renews on ${end}`;
    case 'ending':
      return end && `Ends on ${end}`;
    case 'grace':
      return membership.graceEndsAt
        ? `You keep access until ${clubDayLabel(membership.graceEndsAt)}`
        : 'You keep access for a few days while the payment is retried';
    case 'suspended':
      return 'Suspended until you pay';
  }
}

const priceOf = (membership: PaidClubMembership) =>
  clubPriceLabel((membership.amount / 100).toFixed(2));

function MembershipRow({
  membership,
  onCancel,
}: {
  membership: PaidClubMembership;
  onCancel: () => void;
}) {
  const fix = useFixPayment(membership.club.id);
  const badge = badges[membership.status];
  const text = standingText(membership);
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={membership.club.path}
            className="break-words font-semibold underline-offset-4 hover:underline"
          >
            {membership.club.name}
          </Link>
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {priceOf(membership)}
          {text && ` · ${text}`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {membership.abilities.fixPayment && (
          <Button size="sm" disabled={fix.isPending} onClick={() => fix.mutate()}>
            {fix.isPending && <Spinner />} Pay now
          </Button>
        )}
        {membership.abilities.cancel && (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            Cancel membership
            <span className="sr-only"> of {membership.club.name}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

export default function PaidClubMemberships() {
  const { data, isPending, isError } = useMyPaidClubs();
  const portal = useCardPortal();
  const [cancelling, setCancelling] = useState<PaidClubMembership | null>(null);
  const cancel = useCancelPaidClub(() => {
    if (cancelling)
      notify.success(
        cancelling.periodEnd
          ? `Your membership of ${cancelling.club.name} ends on ${clubDayLabel(cancelling.periodEnd)}.`
          : `Your membership of ${cancelling.club.name} will not renew.`,
      );
    setCancelling(null);
  });
  if (isPending) return <Skeleton className="h-24" />;
  if (isError || (data.memberships.length === 0 && !data.manageCards)) return null;

  return (
    <section
      aria-labelledby="paid-clubs-heading"
      className="rounded-2xl border border-line bg-surface p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="paid-clubs-heading" className="font-semibold">
          Paid club memberships
        </h3>
        {data.manageCards && (
          <Button
            size="sm"
            variant="outline"
            disabled={portal.isPending}
            onClick={() => portal.mutate()}
          >
            {portal.isPending && <Spinner />} Manage payment method
          </Button>
        )}
      </div>
      {data.memberships.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">You pay for no clubs.</p>
      ) : (
        <ul className="divide-y divide-line">
          {data.memberships.map((membership) => (
            <MembershipRow
              key={membership.club.id}
              membership={membership}
              onCancel={() => setCancelling(membership)}
            />
          ))}
        </ul>
      )}
      <Dialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && !cancel.isPending && setCancelling(null)}
        title={cancelling ? `Cancel your membership of ${cancelling.club.name}?` : ''}
        description={
          cancelling?.periodEnd
            ? `You stay in the club until ${clubDayLabel(cancelling.periodEnd)}, the end of the month you paid for, and are not charged again.`
            : 'You stay in the club until the end of the month you paid for, and are not charged again.'
        }
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={cancel.isPending} onClick={() => setCancelling(null)}>
            Keep membership
          </Button>
          <Button
            variant="danger"
            disabled={cancel.isPending}
            onClick={() => cancelling && cancel.mutate(cancelling.club.id)}
          >
            {cancel.isPending && <Spinner />} Cancel at month’s end
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
