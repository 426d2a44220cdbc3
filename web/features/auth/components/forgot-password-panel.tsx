/** Forgot password (SPEC §2): the form, then a "sent" confirmation with resend and back to sign in. */
import { emailOnlySchema, type EmailOnlyInput } from '@contracts/auth';
import { authErrorMessages, successToasts } from '@contracts/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { showForgotPassword } from '@/lib/dialogs';
import { notify } from '@/lib/notify';
import { useForgotPassword } from '../api/use-forgot-password';
import { mapAuthError } from '../lib/auth-errors';

export function ForgotPasswordPanel({ initialEmail }: { initialEmail: string }) {
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<EmailOnlyInput>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: initialEmail },
  });

  const send = async (email: string) => {
    try {
      await forgot.mutateAsync(email);
      setSentTo(email);
      notify.success(successToasts.resetEmailSent);
    } catch (error) {
      const rateLimited = error instanceof ApiError && error.code === 'RATE_LIMITED';
      const view = mapAuthError(error);
      notify.authError(
        rateLimited ? view.title : authErrorMessages.resetUnexpected,
        view.suggestion,
      );
    }
  };

  const back = (
    <Button variant="ghost" className="w-full" onClick={() => showForgotPassword(false)}>
      <ArrowLeft className="h-4 w-4" aria-hidden /> Back to sign in
    </Button>
  );

  if (sentTo) {
    return (
      <div className="space-y-4 text-center" role="status">
        <MailCheck className="mx-auto h-10 w-10 text-primary" aria-hidden />
        <h3 className="text-lg font-semibold">Check your inbox</h3>
        <p className="text-sm text-muted-foreground">
          If <strong className="text-foreground">{sentTo}</strong> has a Bookhive account, a link to
          reset your password is on its way. It works once and expires in an hour.
        </p>
        <Button
          variant="outline"
          className="w-full"
          onClick={() => void send(sentTo)}
          disabled={forgot.isPending}
        >
          {forgot.isPending && <Spinner />} Resend email
        </Button>
        {back}
      </div>
    );
  }

  return (
    <form onSubmit={form.handleSubmit(({ email }) => send(email))} noValidate className="space-y-4">
      <div>
        <h3 className="text-lg font-semibold">Reset your password</h3>
        <p className="text-sm text-muted-foreground">
          Enter the email you signed up with and we will send you a link to choose a new password.
        </p>
      </div>
      <Field label="Email" error={form.formState.errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            autoFocus
            {...form.register('email')}
          />
        )}
      </Field>
      <Button type="submit" className="w-full" size="lg" disabled={forgot.isPending}>
        {forgot.isPending && <Spinner />} Send reset link
      </Button>
      {back}
    </form>
  );
}
