/** The viewer's place in a club, as a small label on cards: owner, host, member or asked. */
import type { ViewerMembership } from '@contracts/clubs';
import { Badge } from '@/components/ui/badge';

const labels = { owner: 'Owner', moderator: 'Host', member: 'Member' } as const;

export function MembershipBadge({ membership }: { membership: ViewerMembership | null }) {
  if (membership?.status === 'approved')
    return <Badge tone="primary">{labels[membership.role]}</Badge>;
  if (membership?.status === 'pending') return <Badge tone="warning">Requested</Badge>;
  return null;
}
