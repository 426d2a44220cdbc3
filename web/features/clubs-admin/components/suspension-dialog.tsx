/**
 * Suspend a club (a reason its members are told) or restore it (a note for the audit log).
 * Suspended, the club is a 404 for everyone but staff with clubs_view and leaves every list.
 */
import { adminClubLimits } from '@contracts/club-admin-constants';
import type { AdminClubDetail } from '@contracts/clubs-admin';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { plural } from '@/lib/plural';
import { useSuspendClub, useUnsuspendClub } from '../api/use-club-actions';
import { fieldErrorsOf } from './field-errors';

export function SuspensionDialog({
  club,
  change,
  onClose,
}: {
  club: AdminClubDetail['club'];
  change: 'suspend' | 'unsuspend';
  onClose: () => void;
}) {
  const suspending = change === 'suspend';
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const suspend = useSuspendClub();
  const unsuspend = useUnsuspendClub();
  const action = suspending ? suspend : unsuspend;
  const members = plural(club.memberCount, 'member');

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    action.mutate(
      { id: club.id, reason: reason.trim() },
      {
        onSuccess: () => {
          notify.success(suspending ? 'Club suspended' : 'Club restored', club.name);
          onClose();
        },
        onError: (failure) => setError(fieldErrorsOf(failure).reason),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${suspending ? 'Suspend' : 'Restore'} ${club.name}`}
      description={
        suspending
          ? `The club will be hidden from everyone but staff: its page answers “not found” and it leaves every list. Its ${members} are told, with your reason.`
          : `The club opens again as it was. Its ${members} are told it is back.`
      }
    >
      <form
        onSubmit={submit}
        noValidate
        className="space-y-4"
        aria-label={suspending ? 'Suspend club' : 'Restore club'}
      >
        <Field
          label={suspending ? 'Reason' : 'Note for the audit log (optional)'}
          error={error}
          hint={suspending ? 'Its members read this.' : undefined}
        >
          {(control) => (
            <Textarea
              {...control}
              value={reason}
              maxLength={adminClubLimits.reasonMax}
              required={suspending}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant={suspending ? 'danger' : 'primary'}
            disabled={
              action.isPending || (suspending && reason.trim().length < adminClubLimits.reasonMin)
            }
          >
            {suspending ? 'Suspend club' : 'Restore club'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
