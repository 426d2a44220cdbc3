/** /auth/reset-password?token= — choose a new password, or learn the link has expired and get a new one. */
import { paths } from '@contracts/paths';
import { KeyRound, TimerOff } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useResetTokenStatus } from '@/features/auth/api/use-reset-token-status';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { openAuthDialog } from '@/lib/dialogs';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

export function Page() {
  usePageTitle('Reset your password');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const status = useResetTokenStatus(token);
  const [expired, setExpired] = useState(false);
  const usable = Boolean(token) && status.data?.valid === true && !expired;
  const unusable = !token || expired || status.data?.valid === false || status.isError;

  const done = () => {
    notify.success('Password changed', 'Sign in with your new password.');
    void navigate(paths.landing, { replace: true });
    openAuthDialog({ tab: 'signin' });
  };

  return (
    <div className="mx-auto max-w-md px-4 py-20">
      <Card className="p-8">
        {usable && token ? (
          <>
            <KeyRound className="h-9 w-9 text-primary" aria-hidden />
            <h1 className="mt-4 text-2xl font-bold tracking-tight">Choose a new password</h1>
            <p className="mb-6 mt-1 text-sm text-muted-foreground">
              After this, every device signed in to your account is signed out.
            </p>
            <ResetPasswordForm token={token} onDone={done} onExpired={() => setExpired(true)} />
          </>
        ) : unusable ? (
          <div className="text-center">
            <TimerOff className="mx-auto h-10 w-10 text-warning" aria-hidden />
            <h1 className="mt-4 text-xl font-bold">This reset link has expired</h1>
            <p className="mt-2 text-sm text-muted-foreground">
              Reset links work once and for an hour. Ask for a new one and use the newest email.
            </p>
            <Button
              className="mt-6 w-full"
              onClick={() => {
                void navigate(paths.landing, { replace: true });
                openAuthDialog({ tab: 'signin', view: 'forgot' });
              }}
            >
              Send me a new link
            </Button>
          </div>
        ) : (
          <div role="status" className="flex justify-center py-8">
            <Spinner className="h-7 w-7 text-primary" label="Checking your link" />
          </div>
        )}
      </Card>
    </div>
  );
}
