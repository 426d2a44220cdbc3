/**
 * The sign-up form (SPEC §2, §5): Create Account stays disabled until the strength score is at
 * least 60, the passwords match and name, e-mail, password and confirmation are filled in.
 */
import { signUpSchema, type SignUpInput } from '@contracts/auth';
import { successToasts } from '@contracts/messages';
import { paths } from '@contracts/paths';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSignUp } from '../api/use-sign-up';
import { useAuthFailureHandler } from './use-auth-failure-handler';
import { newPasswordReady } from '../lib/new-password';
import { NewPasswordFields } from './new-password-fields';

export function SignUpForm({
  onVerificationSent,
  onSignedIn,
}: {
  onVerificationSent: (email: string) => void;
  onSignedIn: () => void;
}) {
  const signUp = useSignUp();
  const handleFailure = useAuthFailureHandler();
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: {
      fullName: '',
      email: '',
      password: '',
      confirmPassword: '',
      agreeToTerms: false,
    },
  });
  const { register, handleSubmit, watch, formState, setError, control } = form;
  const [fullName, email, password, confirmPassword] = watch([
    'fullName',
    'email',
    'password',
    'confirmPassword',
  ]);
  const ready =
    fullName.trim() !== '' && email.trim() !== '' && newPasswordReady(password, confirmPassword);

  const onSubmit = handleSubmit(async (input) => {
    try {
      const result = await signUp.mutateAsync(input);
      if (result.status === 'verification_required') {
        notify.success(successToasts.accountCreatedCheckEmail);
        onVerificationSent(result.email);
      } else {
        notify.success(successToasts.accountCreatedSignedIn);
        onSignedIn();
      }
    } catch (error) {
      if (error instanceof ApiError) {
        for (const issue of error.issues) {
          const field = issue.path[0];
          if (typeof field === 'string' && field in input)
            setError(field as keyof SignUpInput, { message: issue.message });
        }
      }
      handleFailure(error);
    }
  });

  const errors = formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label="Full name" error={errors.fullName?.message}>
        {(control) => (
          <Input
            {...control}
            autoComplete="name"
            placeholder="Jane Austen"
            {...register('fullName')}
          />
        )}
      </Field>
      <Field label="Email" error={errors.email?.message}>
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
      <NewPasswordFields
        labels={{ password: 'Password', confirm: 'Confirm password' }}
        password={{ field: register('password'), value: password, error: errors.password?.message }}
        confirm={{
          field: register('confirmPassword'),
          value: confirmPassword,
          error: errors.confirmPassword?.message,
        }}
      />
      <Controller
        control={control}
        name="agreeToTerms"
        render={({ field, fieldState }) => (
          <div className="space-y-1">
            <Checkbox
              checked={field.value}
              onCheckedChange={field.onChange}
              invalid={Boolean(fieldState.error)}
              label={
                <>
                  I agree to the{' '}
                  <Link
                    to={paths.termsOfService}
                    target="_blank"
                    className="font-medium text-primary hover:underline"
                  >
                    Terms of Service
                  </Link>{' '}
                  and the{' '}
                  <Link
                    to={paths.privacyPolicy}
                    target="_blank"
                    className="font-medium text-primary hover:underline"
                  >
                    Privacy Policy
                  </Link>
                </>
              }
            />
            {fieldState.error && (
              <p role="alert" className="text-xs font-medium text-danger">
                {fieldState.error.message}
              </p>
            )}
          </div>
        )}
      />
      <Button type="submit" className="w-full" size="lg" disabled={!ready || signUp.isPending}>
        {signUp.isPending && <Spinner />}
        {signUp.isPending ? 'Creating your account…' : 'Create Account'}
      </Button>
    </form>
  );
}
