/**
 * Delete the club (its owner, or staff with clubs_delete): its name typed again, then gone for
 * good; the server tells its members.
 */
import type { ClubPage } from '@contracts/clubs';
import { paths } from '@contracts/paths';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useDeleteClub } from '../api/use-club-writes';
import { ConfirmDialog } from './confirm-dialog';

export function DeleteClub({ page }: { page: ClubPage }) {
  const { club } = page;
  const navigate = useNavigate();
  const remove = useDeleteClub(club.id);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const error =
    remove.error instanceof ApiError
      ? (remove.error.issues.find((issue) => issue.path[0] === 'confirmName')?.message ??
        remove.error.message)
      : undefined;
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        <Trash2 className="h-4 w-4" aria-hidden /> Delete club…
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) remove.reset();
        }}
        title={`Delete ${club.name}?`}
        description="The club, its members list and its settings are removed for good. Its members are told."
        confirmLabel="Delete club"
        danger
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(typed, {
            onSuccess: () => {
              notify.success(`${club.name} was deleted`);
              void navigate(paths.bookClubs, { replace: true });
            },
          })
        }
      >
        <Field label={`Type “${club.name}” to confirm`} error={error}>
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
      </ConfirmDialog>
    </>
  );
}
