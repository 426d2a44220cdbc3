/** Settings → Sessions: every device signed in to this account, with sign-out for the others. */
import { Laptop, Smartphone } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/notify';
import { useRevokeOtherSessions } from '../api/use-revoke-other-sessions';
import { useRevokeSession } from '../api/use-revoke-session';
import { useSessions } from '../api/use-sessions';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

export function SessionsList() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();

  if (sessions.isPending) return <Skeleton className="h-32 w-full" />;
  if (sessions.isError)
    return (
      <p className="text-sm text-danger">
        Your sessions could not be loaded. Refresh the page to try again.
      </p>
    );
  const list = sessions.data.sessions;
  const others = list.filter((s) => !s.current).length;

  return (
    <div className="space-y-4">
      <ul className="divide-y divide-line rounded-xl border border-line">
        {list.map((session) => {
          const Icon = /Android|iOS/.test(session.device) ? Smartphone : Laptop;
          return (
            <li key={session.id} className="flex flex-wrap items-center gap-3 p-4">
              <Icon className="h-5 w-5 text-muted-foreground" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-2 text-sm font-medium">
                  {session.device} {session.current && <Badge tone="success">This device</Badge>}
                </p>
                <p className="text-xs text-muted-foreground">
                  Last active {when.format(new Date(session.lastSeenAt))} · signed in{' '}
                  {when.format(new Date(session.createdAt))}
                  {session.ipAddress ? ` · ${session.ipAddress}` : ''}
                </p>
              </div>
              {!session.current && (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={revoke.isPending}
                  onClick={() =>
                    void revoke.mutateAsync(session.id).then(
                      () => notify.success('Session signed out'),
                      (e: Error) => notify.error(e.message),
                    )
                  }
                >
                  Sign out
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <div className="flex justify-end">
        <Button
          variant="danger"
          disabled={others === 0 || revokeOthers.isPending}
          onClick={() =>
            void revokeOthers.mutateAsync().then(
              ({ revoked }) =>
                notify.success(
                  `Signed out ${revoked} other ${revoked === 1 ? 'session' : 'sessions'}`,
                ),
              (e: Error) => notify.error(e.message),
            )
          }
        >
          {revokeOthers.isPending && <Spinner />} Sign out other sessions
        </Button>
      </div>
    </div>
  );
}
