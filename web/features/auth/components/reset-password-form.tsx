/** Choosing a new password from a reset link: the strength meter, the live mismatch text and the §5 rules. */
import { resetPasswordSchema, type ResetPasswordInput } from '@contracts/auth';
import { authErrorMessages } from '@contracts/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useResetPassword } from '../api/use-reset-password';
import { mapAuthError } from '../lib/auth-errors';
import { newPasswordReady } from '../lib/new-password';
import { NewPasswordFields } from './new-password-fields';

export function ResetPasswordForm({
  token,
  onDone,
  onExpired,
}: {
  token: string;
  onDone: () => void;
  onExpired: () => void;
}) {
  const reset = useResetPassword();
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { register, handleSubmit, formState, watch } = form;
  const [password, confirmPassword] = watch(['password', 'confirmPassword']);
  const ready = newPasswordReady(password, confirmPassword);

  const onSubmit = handleSubmit(async (input) => {
    try {
      await reset.mutateAsync(input);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'TOKEN_INVALID') {
        onExpired();
        return;
      }
      const view = mapAuthError(error);
      notify.authError(
        error instanceof ApiError && error.code === 'VALIDATION_FAILED'
          ? view.title
          : authErrorMessages.resetUnexpected,
        view.suggestion,
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <NewPasswordFields
        labels={{ password: 'New password', confirm: 'Confirm new password' }}
        password={{
          field: register('password'),
          value: password,
          error: formState.errors.password?.message,
        }}
        confirm={{
          field: register('confirmPassword'),
          value: confirmPassword,
          error: formState.errors.confirmPassword?.message,
        }}
        autoFocus
      />
      <Button type="submit" size="lg" className="w-full" disabled={!ready || reset.isPending}>
        {reset.isPending && <Spinner />} Set new password
      </Button>
    </form>
  );
}
