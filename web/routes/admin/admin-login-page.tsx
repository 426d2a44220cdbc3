/** /admin/login — staff sign in here; members without a staff role are told the panel is not for them. */
import { signInSchema, type SignInInput, type SignInValues } from '@contracts/auth';
import { paths } from '@contracts/paths';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { useSignIn } from '@/features/auth/api/use-sign-in';
import { mapAuthError } from '@/features/auth/lib/auth-errors';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';

export function Page() {
  usePageTitle('Admin sign in');
  const { user } = useSession();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const [notStaff, setNotStaff] = useState(false);
  const form = useForm<SignInInput, unknown, SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '', remember: false },
  });

  if (user?.isStaff) return <Navigate to={paths.adminDashboard} replace />;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const { user: signedIn } = await signIn.mutateAsync(input);
      if (signedIn.isStaff) void navigate(paths.adminDashboard, { replace: true });
      else setNotStaff(true);
    } catch (error) {
      const view = mapAuthError(error);
      notify.authError(view.title, view.suggestion);
    }
  });

  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <Card className="w-full max-w-sm p-8">
        <ShieldCheck className="h-9 w-9 text-primary" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold tracking-tight">Bookhive Admin</h1>
        <p className="mt-1 text-sm text-muted-foreground">Sign in with your staff account.</p>
        {(notStaff || (user && !user.isStaff)) && (
          <p role="alert" className="mt-4 rounded-lg bg-danger/10 p-3 text-sm text-danger">
            This account has no staff role, so it cannot open the admin panel.{' '}
            <Link to={paths.dashboard} className="font-semibold underline">
              Go to your dashboard
            </Link>
          </p>
        )}
        <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
          <Field label="Email" error={form.formState.errors.email?.message}>
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="username"
                {...form.register('email')}
              />
            )}
          </Field>
          <Field label="Password" error={form.formState.errors.password?.message}>
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="current-password"
                {...form.register('password')}
              />
            )}
          </Field>
          <Button type="submit" className="w-full" disabled={signIn.isPending}>
            {signIn.isPending && <Spinner />} Sign in
          </Button>
        </form>
        <Link
          to={paths.landing}
          className="mt-6 block text-center text-sm text-muted-foreground hover:text-foreground"
        >
          ← Back to Bookhive
        </Link>
      </Card>
    </main>
  );
}
