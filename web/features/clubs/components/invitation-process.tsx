/**
 * /invite/process: completes the invitation kept in local storage (SPEC §2/§3) — accepts it,
 * forgets it and goes to the club. Signed out, it asks the visitor to sign in first; with
 * nothing kept, it goes to the clubs.
 */
import { paths } from '@contracts/paths';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { openAuthDialog } from '@/lib/dialogs';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { useAcceptInvitation } from '../api/use-invitations';
import { clearPendingInvitation, pendingInvitationToken } from '../lib/pending-invitation';

export function InvitationProcess() {
  usePageTitle('Joining your club');
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const [token] = useState(pendingInvitationToken);
  const started = useRef(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!user || !token || started.current) return;
    started.current = true;
    accept.mutate(token, {
      onSuccess: (joined) => {
        clearPendingInvitation();
        notify.success(`Welcome to ${joined.name}!`);
        void navigate(joined.path, { replace: true });
      },
      onError: (error) => {
        clearPendingInvitation();
        setProblem(error.message);
      },
    });
  }, [user, token, accept, navigate]);

  if (!token) return <Navigate to={paths.bookClubs} replace />;
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      {problem ? (
        <>
          <h1 className="text-2xl font-bold">We could not add you to the club</h1>
          <p className="mt-2 text-muted-foreground">{problem}</p>
          <Link to={paths.invite(token)} className={buttonClasses('primary', 'md', 'mt-6')}>
            Open the invitation
          </Link>
        </>
      ) : !isLoading && !user ? (
        <>
          <h1 className="text-2xl font-bold">Sign in to finish joining</h1>
          <p className="mt-2 text-muted-foreground">
            Your invitation is kept: sign in or create an account and we will add you to the club.
          </p>
          <Button className="mt-6" size="lg" onClick={() => openAuthDialog({ tab: 'signin' })}>
            Sign in
          </Button>
        </>
      ) : (
        <p role="status" className="inline-flex items-center gap-2 text-muted-foreground">
          <Spinner className="h-5 w-5" /> Joining your club…
        </p>
      )}
    </div>
  );
}
