/** Hand the club to another member (the owner only): choose one, confirm, stay on as a moderator. */
import { clubMessages, type ClubPage } from '@contracts/clubs';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/notify';
import { useClubMembers } from '../api/use-club-members';
import { useTransferOwnership } from '../api/use-host-actions';
import { ConfirmDialog } from './confirm-dialog';

export function TransferOwnership({ page }: { page: ClubPage }) {
  const { club } = page;
  const id = useId();
  const navigate = useNavigate();
  const members = useClubMembers(club.id, 'approved');
  const transfer = useTransferOwnership(club.id);
  const [chosen, setChosen] = useState('');
  const [asking, setAsking] = useState(false);
  const candidates = (members.data?.pages ?? [])
    .flatMap((p) => p.members)
    .filter((member) => member.abilities.makeOwner);
  const person = candidates.find((member) => member.person.id === chosen)?.person;
  const name = person ? person.fullName || person.username : '';
  if (club.clubType === 'paid')
    return <p className="text-sm text-muted-foreground">{clubMessages.paidClubTransfer}</p>;
  if (members.isPending) return <Spinner label="Loading members" />;
  if (candidates.length === 0 && !members.hasNextPage)
    return (
      <p className="text-sm text-muted-foreground">
        Ownership can only go to a member of the club, and nobody else has joined yet.
      </p>
    );
  return (
    <div className="space-y-3">
      <label htmlFor={id} className="block text-sm font-medium">
        New owner
      </label>
      <div className="flex flex-wrap gap-2">
        <div className="min-w-0 flex-1 sm:max-w-sm">
          <Select id={id} value={chosen} onChange={(event) => setChosen(event.target.value)}>
            <option value="">Choose a member</option>
            {candidates.map((member) => (
              <option key={member.person.id} value={member.person.id}>
                {member.person.fullName || member.person.username} (@{member.person.username})
              </option>
            ))}
          </Select>
        </div>
        {members.hasNextPage && (
          <Button
            variant="ghost"
            disabled={members.isFetchingNextPage}
            onClick={() => void members.fetchNextPage()}
          >
            More members
          </Button>
        )}
        <Button variant="outline" disabled={!person} onClick={() => setAsking(true)}>
          Transfer ownership…
        </Button>
      </div>
      <ConfirmDialog
        open={asking && Boolean(person)}
        onOpenChange={setAsking}
        title={`Make ${name} the owner?`}
        description={`${name} will own ${club.name}. You stay on as a moderator; only the new owner can hand it back.`}
        confirmLabel="Transfer ownership"
        busy={transfer.isPending}
        onConfirm={() =>
          transfer.mutate(chosen, {
            onSuccess: () => {
              notify.success(`${name} owns ${club.name} now`);
              void navigate(club.path);
            },
            onError: (error) => notify.error(error.message),
          })
        }
      />
    </div>
  );
}
