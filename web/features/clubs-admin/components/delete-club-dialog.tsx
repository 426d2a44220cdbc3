/**
 * Delete a club: its name typed again (as the server checks: spaces around it aside), and why,
 * which its members are told. It cannot be undone.
 */
import { adminClubLimits } from '@contracts/club-admin-constants';
import type { AdminClubDetail } from '@contracts/clubs-admin';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { plural } from '@/lib/plural';
import { useDeleteClub } from '../api/use-club-actions';
import { fieldErrorsOf } from './field-errors';

/** Whether `typed` is the club's name, as the server compares them. */
export function nameMatches(name: string, typed: string): boolean {
  return typed.normalize('NFC').trim() === name.normalize('NFC').trim();
}

export function DeleteClubDialog({
  club,
  onClose,
  onDeleted,
}: {
  club: AdminClubDetail['club'];
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const remove = useDeleteClub();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    remove.mutate(
      { id: club.id, confirmName: typed, reason: reason.trim() },
      {
        onSuccess: () => {
          notify.success('Club deleted', club.name);
          onClose();
          onDeleted();
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${club.name}`}
      description={`This cannot be undone: the club and its memberships go, and its address is freed. Its ${plural(club.memberCount, 'member')} are told, with your reason.`}
    >
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Delete club">
        <Field label="Reason (its members read this)" error={errors.reason}>
          {(control) => (
            <Textarea
              {...control}
              value={reason}
              maxLength={adminClubLimits.reasonMax}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
        <Field label={`Type “${club.name}” to confirm`} error={errors.confirmName}>
          {(control) => (
            <Input
              {...control}
              value={typed}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setTyped(event.target.value)}
            />
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="danger"
            disabled={remove.isPending || !nameMatches(club.name, typed)}
          >
            Delete club
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
