/**
 * The Invitations section of a club's settings (/b/:slug/settings): make a link or invite by
 * e-mail, and the list of invitations with their uses, expiry and state, each revocable. Its
 * own chunk: the settings page's first paint does not need it.
 */
import type { ClubInvitation } from '@contracts/club-invitations';
import { Link2, Mail } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useClubInvitations, useRevokeInvitation } from '@/features/clubs/api/use-invitations';
import { EmailInvitationForm, NewLinkForm } from './new-invitation-forms';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

const stateBadges: Record<
  ClubInvitation['state'],
  { label: string; tone: 'success' | 'neutral' | 'warning' | 'danger' }
> = {
  valid: { label: 'Active', tone: 'success' },
  revoked: { label: 'Revoked', tone: 'danger' },
  expired: { label: 'Expired', tone: 'neutral' },
  used_up: { label: 'Used up', tone: 'warning' },
};

function usesLabel(invitation: ClubInvitation): string {
  const used = invitation.useCount === 1 ? '1 use' : `${invitation.useCount} uses`;
  return invitation.maxUses === null
    ? `${used}, no limit`
    : `${invitation.useCount} of ${invitation.maxUses} uses`;
}

function InvitationRow({ clubId, invitation }: { clubId: string; invitation: ClubInvitation }) {
  const revoke = useRevokeInvitation(clubId);
  const badge = stateBadges[invitation.state];
  const name = invitation.email ?? 'Shareable link';
  const Icon = invitation.kind === 'email' ? Mail : Link2;
  const ended = invitation.state === 'valid' ? 'Expires' : 'Expired';
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <Icon className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{name}</p>
        <p className="text-xs text-muted-foreground">
          {usesLabel(invitation)} ·{' '}
          {invitation.state === 'revoked'
            ? 'Revoked'
            : `${ended} ${dateFormat.format(new Date(invitation.expiresAt))}`}
          {invitation.createdBy && ` · by @${invitation.createdBy.username}`}
        </p>
      </div>
      <Badge tone={badge.tone}>{badge.label}</Badge>
      {invitation.abilities.revoke && invitation.state === 'valid' && (
        <Button
          size="sm"
          variant="outline"
          disabled={revoke.isPending}
          aria-label={`Revoke ${invitation.kind === 'email' ? `the invitation to ${name}` : 'this link'}`}
          onClick={() => revoke.mutate(invitation.id)}
        >
          Revoke
        </Button>
      )}
    </li>
  );
}

export function InvitationsPanel({ clubId }: { clubId: string }) {
  const list = useClubInvitations(clubId);
  if (list.isPending) return <Skeleton className="h-48" />;
  if (list.isError) return <p className="text-sm text-danger">{list.error.message}</p>;
  const { invitations, abilities } = list.data;
  return (
    <div className="space-y-8">
      {abilities.create && (
        <div className="grid gap-8">
          <NewLinkForm clubId={clubId} />
          <EmailInvitationForm clubId={clubId} />
        </div>
      )}
      <div>
        <h3 className="font-semibold">Invitations</h3>
        {invitations.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">No invitations yet.</p>
        ) : (
          <ul aria-label="Invitations" className="mt-1 divide-y divide-line">
            {invitations.map((invitation) => (
              <InvitationRow key={invitation.id} clubId={clubId} invitation={invitation} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export default InvitationsPanel;
