/** The people banned from the club, for its owner to let back in (on the club's settings). */
import type { ClubMember, ClubPage } from '@contracts/clubs';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { useMemberAction } from '@/features/clubs/api/use-host-actions';
import { MemberList } from './member-list';

function Unban({ page, member }: { page: ClubPage; member: ClubMember }) {
  const unban = useMemberAction(page.club.id, 'unban');
  const name = member.person.fullName || member.person.username;
  if (!member.abilities.unban) return null;
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={unban.isPending}
      aria-label={`Lift the ban on ${name}`}
      onClick={() =>
        unban.mutate(member.person.id, {
          onSuccess: () => notify.success(`${name} may join again`),
          onError: (error) => notify.error(error.message),
        })
      }
    >
      Lift ban
    </Button>
  );
}

export function BannedList({ page }: { page: ClubPage }) {
  return (
    <MemberList
      page={page}
      status="banned"
      label="Banned"
      empty="Nobody is banned from this club."
      wide
      actionsFor={(member) => <Unban page={page} member={member} />}
    />
  );
}
