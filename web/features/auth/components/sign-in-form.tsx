/**
 * The sign-in form: e-mail, password and "remember me". A remembered e-mail is filled in with
 * a way to forget it; an unverified account gets a button to resend its link.
 */
import { signInSchema, type SignInInput, type SignInValues } from '@contracts/auth';
import { successToasts } from '@contracts/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { showForgotPassword } from '@/lib/dialogs';
import { notify } from '@/lib/notify';
import { useSignIn } from '../api/use-sign-in';
import {
  forgetRememberedEmail,
  rememberedEmail,
  storeRememberChoice,
} from '../lib/auth-preferences';
import { resetAuthFailures, retryBlockedFor } from '../lib/failure-guard';
import { ResendVerification } from './resend-verification';
import { retryBlockedMessage, useAuthFailureHandler } from './use-auth-failure-handler';

export function SignInForm({
  verificationSentTo,
  onSignedIn,
}: {
  verificationSentTo: string | null;
  onSignedIn: () => void;
}) {
  const signIn = useSignIn();
  const handleFailure = useAuthFailureHandler();
  const [saved, setSaved] = useState(rememberedEmail);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [blockedMs, setBlockedMs] = useState(() => retryBlockedFor());
  const form = useForm<SignInInput, unknown, SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: {
      email: verificationSentTo ?? saved ?? '',
      password: '',
      remember: Boolean(saved),
    },
  });
  const { register, handleSubmit, watch, formState, control, setValue } = form;
  const [email, password] = watch(['email', 'password']);

  useEffect(() => {
    if (blockedMs <= 0) return;
    const timer = setInterval(() => setBlockedMs(retryBlockedFor()), 1000);
    return () => clearInterval(timer);
  }, [blockedMs]);

  const onSubmit = handleSubmit(async (input) => {
    if (retryBlockedFor() > 0) return;
    setUnverifiedEmail(null);
    try {
      await signIn.mutateAsync(input);
      storeRememberChoice(input.remember, input.email.trim().toLowerCase());
      resetAuthFailures();
      notify.success(successToasts.signedIn);
      onSignedIn();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_CONFIRMED')
        setUnverifiedEmail(input.email.trim());
      handleFailure(error);
      setBlockedMs(retryBlockedFor());
    }
  });

  const clearSaved = () => {
    forgetRememberedEmail();
    setSaved(null);
    setValue('email', '');
    setValue('remember', false);
    notify.success(successToasts.savedEmailCleared);
  };

  const blocked = blockedMs > 0;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {verificationSentTo && (
        <div
          role="status"
          className="flex gap-3 rounded-xl border border-primary/30 bg-primary/10 p-3 text-sm"
        >
          <MailCheck className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
          <div>
            <p className="font-semibold">Check your email</p>
            <p className="text-muted-foreground">
              We sent a verification link to{' '}
              <strong className="text-foreground">{verificationSentTo}</strong>. Open it, then sign
              in here.
            </p>
            <ResendVerification email={verificationSentTo} className="mt-2" />
          </div>
        </div>
      )}
      {saved && !verificationSentTo && (
        <p className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-surface-muted px-3 py-2 text-sm">
          <span>
            Welcome back, <strong>{saved}</strong>
          </span>
          <button
            type="button"
            onClick={clearSaved}
            className="text-xs font-medium text-primary hover:underline"
          >
            Not you? Clear saved email
          </button>
        </p>
      )}
      <Field label="Email" error={formState.errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...register('email')}
          />
        )}
      </Field>
      <Field
        label="Password"
        error={formState.errors.password?.message}
        labelAside={
          <button
            type="button"
            onClick={() => showForgotPassword(true)}
            className="text-xs font-medium text-primary hover:underline"
          >
            Forgot password?
          </button>
        }
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            autoFocus={Boolean(saved)}
            {...register('password')}
          />
        )}
      </Field>
      <Controller
        control={control}
        name="remember"
        render={({ field }) => (
          <Checkbox
            checked={field.value ?? false}
            onCheckedChange={field.onChange}
            label="Remember me on this device"
          />
        )}
      />
      {unverifiedEmail && (
        <div role="alert" className="rounded-xl border border-warning/40 bg-warning/10 p-3 text-sm">
          <p className="font-semibold">Please verify your email address</p>
          <p className="text-muted-foreground">
            Open the link we sent to {unverifiedEmail}, or get a new one.
          </p>
          <ResendVerification email={unverifiedEmail} className="mt-2" />
        </div>
      )}
      {blocked && (
        <p role="alert" className="text-sm font-medium text-danger">
          Too many failed attempts. {retryBlockedMessage} ({Math.ceil(blockedMs / 60_000)} min left)
        </p>
      )}
      <Button
        type="submit"
        className="w-full"
        size="lg"
        disabled={!email.trim() || !password || signIn.isPending || blocked}
      >
        {signIn.isPending && <Spinner />}
        {signIn.isPending ? 'Signing in…' : 'Sign In'}
      </Button>
    </form>
  );
}
