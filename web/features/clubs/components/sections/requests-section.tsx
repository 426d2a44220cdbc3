/** Requests to join a private club, for its hosts to approve or decline. */
import type { ClubMember, ClubPage } from '@contracts/clubs';
import { Check, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { useMemberAction } from '@/features/clubs/api/use-host-actions';
import { MemberList } from '../member-list';

function Answer({ page, member }: { page: ClubPage; member: ClubMember }) {
  const approve = useMemberAction(page.club.id, 'approve');
  const decline = useMemberAction(page.club.id, 'decline');
  const name = member.person.fullName || member.person.username;
  const busy = approve.isPending || decline.isPending;
  const fail = (error: Error) => notify.error(error.message);
  return (
    <>
      {member.abilities.approve && (
        <Button
          size="sm"
          disabled={busy}
          aria-label={`Approve ${name}`}
          onClick={() =>
            approve.mutate(member.person.id, {
              onSuccess: () => notify.success(`${name} is in the club now`),
              onError: fail,
            })
          }
        >
          <Check className="h-4 w-4" aria-hidden /> Approve
        </Button>
      )}
      {member.abilities.decline && (
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          aria-label={`Decline ${name}`}
          onClick={() => decline.mutate(member.person.id, { onError: fail })}
        >
          <X className="h-4 w-4" aria-hidden /> Decline
        </Button>
      )}
    </>
  );
}

export function RequestsSection({ page }: { page: ClubPage }) {
  return (
    <MemberList
      page={page}
      status="pending"
      label="Requests to join"
      empty="No requests are waiting."
      wide
      actionsFor={(member) => <Answer page={page} member={member} />}
    />
  );
}
