/** Settings → Password: the current password, a new one (with the strength meter) and its confirmation. */
import { passwordChangeSchema, type PasswordChangeInput } from '@contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useChangePassword } from '../api/use-change-password';
import { mapAuthError } from '../lib/auth-errors';
import { NewPasswordFields } from './new-password-fields';

const empty: PasswordChangeInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<PasswordChangeInput>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: empty,
  });
  const { register, handleSubmit, formState, watch, setError, reset } = form;
  const [newPassword, confirmPassword] = watch(['newPassword', 'confirmPassword']);

  const onSubmit = handleSubmit(async (input) => {
    try {
      const { revoked } = await change.mutateAsync(input);
      reset(empty);
      notify.success(
        'Password changed',
        revoked > 0
          ? `Signed out of ${revoked} other ${revoked === 1 ? 'session' : 'sessions'}.`
          : undefined,
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
        for (const issue of error.issues) {
          const field = issue.path[0];
          if (field === 'currentPassword' || field === 'newPassword' || field === 'confirmPassword')
            setError(field, { message: issue.message });
        }
        if (error.issues.length > 0) return;
      }
      const view = mapAuthError(error);
      notify.authError(view.title, view.suggestion);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label="Current password" error={formState.errors.currentPassword?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            {...register('currentPassword')}
          />
        )}
      </Field>
      <NewPasswordFields
        layout="columns"
        labels={{ password: 'New password', confirm: 'Confirm new password' }}
        password={{
          field: register('newPassword'),
          value: newPassword,
          error: formState.errors.newPassword?.message,
        }}
        confirm={{
          field: register('confirmPassword'),
          value: confirmPassword,
          error: formState.errors.confirmPassword?.message,
        }}
      />
      <p className="text-xs text-muted-foreground">
        Changing your password signs you out everywhere else.
      </p>
      <div className="flex justify-end">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending && <Spinner />} Change password
        </Button>
      </div>
    </form>
  );
}
