/** A payment's status as a badge. */
import type { AdminPayment } from '@contracts/payments-admin';
import { Badge } from '@/components/ui/badge';

const looks = {
  succeeded: { label: 'Paid', tone: 'success' },
  partially_refunded: { label: 'Partly refunded', tone: 'warning' },
  refunded: { label: 'Refunded', tone: 'neutral' },
  failed: { label: 'Failed', tone: 'danger' },
} as const;

export function PaymentStatus({ status }: { status: AdminPayment['status'] }) {
  const look = looks[status];
  return <Badge tone={look.tone}>{look.label}</Badge>;
}

/** Who paid, for lists: their name and e-mail, or that the account has gone. */
export function memberLine(member: AdminPayment['member']): { name: string; detail: string } {
  if (!member) return { name: 'Closed account', detail: 'The member has left Bookhive' };
  return { name: member.fullName || `@${member.username}`, detail: member.email };
}
