/** A payout's status as a badge, for its host and for staff. */
import type { Payout } from '@contracts/payments';
import { Badge } from '@/components/ui/badge';

const looks = {
  pending: { label: 'Pending', tone: 'neutral' },
  in_transit: { label: 'On its way', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  canceled: { label: 'Canceled', tone: 'neutral' },
} as const;

export function PayoutStatus({ status }: { status: Payout['status'] }) {
  const look = looks[status];
  return <Badge tone={look.tone}>{look.label}</Badge>;
}

/** What a payout's row says under its amount: when it arrives, or why it failed. */
export function payoutDetail(payout: Payout, day: (iso: string) => string): string {
  if (payout.status === 'failed')
    return payout.failureMessage
      ? `Failed: ${payout.failureMessage} The money stays in the balance.`
      : 'Failed; the money stays in the balance.';
  if (payout.status === 'canceled') return 'Canceled; the money stays in the balance.';
  if (!payout.arrivalDate) return `Made ${day(payout.initiatedAt)}`;
  return payout.status === 'paid'
    ? `Arrived ${day(payout.arrivalDate)}`
    : `Expected ${day(payout.arrivalDate)}`;
}
