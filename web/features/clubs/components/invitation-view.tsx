/**
 * /invite/:token: the club an invitation opens and what the viewer can do with it — accept
 * (signed in), sign up or in first (signed out: the invitation is kept for after, SPEC §4), or
 * read plainly why not (revoked, expired, used up, already a member, full, banned).
 */
import { invitationRefusalMessages, type InvitationRefusal } from '@contracts/club-invitations';
import type { InvitationView as View } from '@contracts/club-invitations';
import { paths } from '@contracts/paths';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { openAuthDialog } from '@/lib/dialogs';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { useAcceptInvitation, useInvitation } from '../api/use-invitations';
import { clearPendingInvitation, keepPendingInvitation } from '../lib/pending-invitation';
import { InvitationClubCard } from './invitation-club-card';

const expiryFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

function Notice({ tone, children }: { tone: 'ok' | 'problem'; children: React.ReactNode }) {
  const Icon = tone === 'ok' ? CircleCheck : CircleAlert;
  return (
    <p
      role="status"
      className={`flex items-start gap-2 rounded-xl p-3 text-sm font-medium ${tone === 'ok' ? 'bg-success/10 text-success' : 'bg-warning/10 text-warning'}`}
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </p>
  );
}

function Actions({ token, view }: { token: string; view: View }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const refusal: InvitationRefusal | null = view.refusal;
  if (refusal === 'already_member')
    return (
      <div className="space-y-4">
        <Notice tone="ok">{invitationRefusalMessages.already_member}.</Notice>
        <Link to={view.club.path} className={buttonClasses('primary', 'lg')}>
          Go to {view.club.name}
        </Link>
      </div>
    );
  if (refusal === 'signedOut' || (!user && refusal === null))
    return (
      <div className="space-y-4">
        <p className="text-sm text-muted-foreground">
          Create a free account or sign in to accept. We will bring you back here.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button size="lg" onClick={() => openAuthDialog({ tab: 'signup' })}>
            Sign up to join
          </Button>
          <Button size="lg" variant="outline" onClick={() => openAuthDialog({ tab: 'signin' })}>
            Sign in
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">
          The invitation is open until {expiryFormat.format(new Date(view.expiresAt))}.
        </p>
      </div>
    );
  if (refusal !== null)
    return (
      <div className="space-y-4">
        <Notice tone="problem">{invitationRefusalMessages[refusal]}</Notice>
        <Link to={paths.bookClubs} className={buttonClasses('outline', 'md')}>
          Find other clubs
        </Link>
      </div>
    );
  return (
    <div className="space-y-3">
      <Button
        size="lg"
        disabled={accept.isPending}
        onClick={() =>
          accept.mutate(token, {
            onSuccess: (joined) => {
              clearPendingInvitation();
              notify.success(`Welcome to ${joined.name}!`);
              void navigate(joined.path);
            },
            onError: (error) => notify.error(error.message),
          })
        }
      >
        {accept.isPending ? 'Joining…' : 'Accept invitation'}
      </Button>
      <p className="text-xs text-muted-foreground">
        The invitation is open until {expiryFormat.format(new Date(view.expiresAt))}.
      </p>
    </div>
  );
}

export function InvitationView({ token }: { token: string }) {
  const { user, isLoading: sessionLoading } = useSession();
  const invitation = useInvitation(token, user?.id ?? null, !sessionLoading);
  const view = invitation.data;
  usePageTitle(view ? `Join ${view.club.name}` : 'Invitation');

  useEffect(() => {
    if (!view || sessionLoading) return;
    // Signed out: keep it through sign-up and sign-in. A dead one is forgotten, so signing in
    // does not keep coming back here.
    if (view.refusal === 'signedOut' || (!user && view.refusal === null))
      keepPendingInvitation(token);
    else if (view.refusal !== null) clearPendingInvitation();
  }, [view, user, sessionLoading, token]);

  useEffect(() => {
    if (invitation.error instanceof ApiError && invitation.error.status === 404)
      clearPendingInvitation();
  }, [invitation.error]);

  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      {invitation.isPending || sessionLoading ? (
        <Skeleton className="h-96" />
      ) : view ? (
        <InvitationClubCard club={view.club} invitedBy={view.invitedBy}>
          <Actions token={token} view={view} />
        </InvitationClubCard>
      ) : (
        <div className="rounded-2xl border border-line bg-surface p-8 text-center">
          <h1 className="text-2xl font-bold">This invitation link does not work</h1>
          <p className="mt-2 text-muted-foreground">
            {invitation.error?.message ?? 'It may have been mistyped.'} Ask the club’s hosts for a
            new link.
          </p>
          <Link to={paths.bookClubs} className={buttonClasses('primary', 'md', 'mt-6')}>
            Browse book clubs
          </Link>
        </div>
      )}
    </div>
  );
}
