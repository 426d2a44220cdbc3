/** Settings → Delete account: explains what goes, then asks for the password in a dialog. */
import { accountDeletionSchema, type AccountDeletionInput } from '@contracts/auth';
import { paths } from '@contracts/paths';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useDeleteAccount } from '../api/use-delete-account';

export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const form = useForm<AccountDeletionInput>({
    resolver: zodResolver(accountDeletionSchema),
    defaultValues: { password: '' },
  });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await remove.mutateAsync(password);
      setOpen(false);
      void navigate(paths.landing, { replace: true });
      notify.success('Your account has been deleted', 'Thank you for reading with us.');
    } catch (error) {
      if (error instanceof ApiError && error.issues[0])
        form.setError('password', { message: error.issues[0].message });
      else
        notify.error(error instanceof Error ? error.message : 'Your account could not be deleted.');
    }
  });

  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <p className="max-w-prose text-sm text-muted-foreground">
        Deleting your account removes your profile, photo, sessions and settings at once. It cannot
        be undone.
      </p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete account
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Delete your account?"
        description="This removes your account for good. Enter your password to confirm."
      >
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <Field label="Password" error={form.formState.errors.password?.message}>
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="current-password"
                autoFocus
                {...form.register('password')}
              />
            )}
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Keep my account
            </Button>
            <Button type="submit" variant="danger" disabled={remove.isPending}>
              {remove.isPending && <Spinner />} Delete for good
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
