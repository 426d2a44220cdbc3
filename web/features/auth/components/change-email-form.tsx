/** Settings → Email: the new address and the password; the change completes from the new inbox. */
import { emailUpdateSchema, type EmailUpdateInput } from '@contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useChangeEmail } from '../api/use-change-email';
import { mapAuthError } from '../lib/auth-errors';

export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<EmailUpdateInput>({
    resolver: zodResolver(emailUpdateSchema),
    defaultValues: { newEmail: '', password: '' },
  });
  const { register, handleSubmit, formState, setError, reset } = form;

  const onSubmit = handleSubmit(async (input) => {
    try {
      await change.mutateAsync(input);
      setSentTo(input.newEmail);
      reset({ newEmail: '', password: '' });
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.code === 'VALIDATION_FAILED' &&
        error.issues.length > 0
      ) {
        for (const issue of error.issues) {
          const field = issue.path[0];
          if (field === 'newEmail' || field === 'password')
            setError(field, { message: issue.message });
        }
        return;
      }
      const view = mapAuthError(error);
      notify.authError(view.title, view.suggestion);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-muted-foreground">
        Your sign-in email is <strong className="text-foreground">{currentEmail}</strong>.
      </p>
      {sentTo && (
        <div
          role="status"
          className="flex gap-3 rounded-xl border border-primary/30 bg-primary/10 p-3 text-sm"
        >
          <MailCheck className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
          <p>
            We sent a confirmation link to <strong>{sentTo}</strong>. Your email changes once you
            open it; until then, keep signing in with {currentEmail}.
          </p>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="New email" error={formState.errors.newEmail?.message}>
          {(control) => (
            <Input {...control} type="email" autoComplete="email" {...register('newEmail')} />
          )}
        </Field>
        <Field label="Password" error={formState.errors.password?.message}>
          {(control) => (
            <PasswordInput {...control} autoComplete="current-password" {...register('password')} />
          )}
        </Field>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending && <Spinner />} Change email
        </Button>
      </div>
    </form>
  );
}
