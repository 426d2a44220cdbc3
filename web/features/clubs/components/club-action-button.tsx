/**
 * The viewer's membership action on a club's page: Join, Request to join, Cancel request,
 * Leave (confirmed), the owner's Leave (told to hand the club over first), sign in first for a
 * visitor (SPEC §6), or why they cannot join. What is offered is what the server said.
 */
import { clubMessages } from '@contracts/club-constants';
import type { ClubPage } from '@contracts/clubs';
import { Hourglass, LogOut } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { askToSignIn } from '../lib/sign-in-first';
import { useJoinClub, useLeaveClub } from '../api/use-membership';
import { usePayToJoin } from '../api/use-paid-club';
import { clubActionOf } from '../lib/club-action';

// Only a member who chooses Leave needs the dialog.
const LeaveClubDialog = lazy(() => import('./leave-club-dialog'));

export function ClubActionButton({ page }: { page: ClubPage }) {
  const join = useJoinClub(page);
  const leave = useLeaveClub(page);
  const pay = usePayToJoin(page.club.id);
  const [leaving, setLeaving] = useState(false);
  const action = clubActionOf(page);
  const busy = join.isPending || leave.isPending || pay.isPending;
  switch (action.kind) {
    case 'join':
    case 'request':
      return (
        <Button size="lg" disabled={busy} onClick={() => join.mutate()}>
          {busy && <Spinner />}
          {action.kind === 'join' ? 'Join Club' : 'Request to join'}
        </Button>
      );
    case 'pay':
      return (
        <Button size="lg" disabled={busy} onClick={() => pay.mutate()}>
          {busy && <Spinner />}
          {action.label}
        </Button>
      );
    case 'signIn':
      return (
        <Button size="lg" onClick={() => askToSignIn(page.club.name, page.club.path)}>
          {action.label}
        </Button>
      );
    case 'cancel':
      return (
        <div className="flex flex-col items-stretch gap-2 sm:items-end">
          <p role="status" className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Hourglass className="h-4 w-4 text-warning" aria-hidden /> {action.note}
          </p>
          <Button variant="outline" disabled={busy} onClick={() => leave.mutate()}>
            {busy && <Spinner />} Cancel request
          </Button>
        </div>
      );
    case 'leave':
    case 'owner':
      return (
        <>
          <Button variant="outline" disabled={busy} onClick={() => setLeaving(true)}>
            {busy ? <Spinner /> : <LogOut className="h-4 w-4" aria-hidden />} Leave club
          </Button>
          {leaving && (
            <Suspense fallback={null}>
              <LeaveClubDialog
                page={page}
                ownerMustTransfer={action.kind === 'owner' ? clubMessages.ownerMustTransfer : null}
                busy={leave.isPending}
                onLeave={() => leave.mutate(undefined, { onSettled: () => setLeaving(false) })}
                onClose={() => setLeaving(false)}
              />
            </Suspense>
          )}
        </>
      );
    case 'refused':
      return (
        <p
          role="status"
          className="max-w-xs rounded-xl border border-line bg-surface-muted px-4 py-3 text-sm"
        >
          {action.message}
        </p>
      );
    case 'none':
      return null;
  }
}
