/**
 * /auth/callback — where e-mailed links land: ?type=signup confirms a new account's e-mail,
 * ?type=email_change confirms a new address. Each link works once.
 */
import { paths } from '@contracts/paths';
import { CircleX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useConfirmEmailChange } from '@/features/auth/api/use-confirm-email-change';
import { useVerifyEmail } from '@/features/auth/api/use-verify-email';
import { openAuthDialog } from '@/lib/dialogs';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

export function Page() {
  usePageTitle('Confirming your email');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const confirmChange = useConfirmEmailChange();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  const type = params.get('type');
  const token = params.get('token');

  useEffect(() => {
    // Strict mode runs effects twice; a link must be spent only once.
    if (started.current) return;
    started.current = true;
    if (!token || (type !== 'signup' && type !== 'email_change')) {
      setFailure('This link is incomplete. Open it straight from the email, or ask for a new one.');
      return;
    }
    const run = type === 'signup' ? verify.mutateAsync(token) : confirmChange.mutateAsync(token);
    run.then(
      ({ email }) => {
        if (type === 'signup') {
          void navigate(`${paths.welcome}?verified=1&email=${encodeURIComponent(email)}`, {
            replace: true,
          });
        } else {
          notify.success('Email changed', `You now sign in with ${email}.`);
          void navigate(paths.settings, { replace: true });
        }
      },
      (error: Error) => setFailure(error.message),
    );
  }, [confirmChange, navigate, token, type, verify]);

  return (
    <div className="mx-auto max-w-md px-4 py-20">
      <Card className="p-8 text-center">
        {failure ? (
          <>
            <CircleX className="mx-auto h-10 w-10 text-danger" aria-hidden />
            <h1 className="mt-4 text-xl font-bold">This link did not work</h1>
            <p className="mt-2 text-sm text-muted-foreground">{failure}</p>
            <div className="mt-6 grid gap-2">
              <button
                type="button"
                className={buttonClasses('primary', 'md')}
                onClick={() => openAuthDialog({ tab: 'signin' })}
              >
                Sign in
              </button>
              <Link to={paths.landing} className={buttonClasses('ghost', 'md')}>
                Back to Bookhive
              </Link>
            </div>
            <p className="mt-4 text-xs text-muted-foreground">
              Signing in with an unverified account offers to send a new verification link.
            </p>
          </>
        ) : (
          <div role="status" className="flex flex-col items-center gap-3 py-6">
            <Spinner className="h-8 w-8 text-primary" />
            <p className="text-sm text-muted-foreground">Confirming your email…</p>
          </div>
        )}
      </Card>
    </div>
  );
}
