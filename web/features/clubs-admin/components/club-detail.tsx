/**
 * One club for staff: what it is (owner, category, visibility, size, requests, bans, dates,
 * current book, description, rules), its hosts, whether and why it is suspended, the staff
 * actions on it, and the buttons for what this staff member may do (the server's abilities).
 */
import type { AdminClubDetail } from '@contracts/clubs-admin';
import { ArrowLeft, ExternalLink, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '@/components/query-state';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useAdminClub } from '../api/use-admin-clubs';
import { ClubBadges, formatMoment } from './club-facts';
import { ClubFactsList } from './club-facts-list';
import { listLink } from './club-link';
import { DeleteClubDialog } from './delete-club-dialog';
import { EditClubDialog } from './edit-club-dialog';
import { StaffActions } from './staff-actions';
import { SuspensionDialog } from './suspension-dialog';

type Open = 'edit' | 'suspend' | 'unsuspend' | 'delete' | null;

export function ClubDetail({ id }: { id: string }) {
  const [params] = useSearchParams();
  const club = useAdminClub(id);
  const back = listLink(params);
  return (
    <div className="space-y-6">
      <Link
        to={back}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        All clubs
      </Link>
      {club.isSuccess ? (
        <ClubPage detail={club.data} back={back} />
      ) : (
        <QueryState
          query={club}
          loading={<Skeleton className="h-96 w-full" />}
          failed={(error) =>
            error instanceof ApiError && (error.status === 404 || error.status === 400)
              ? { title: 'There is no such club. It may have been deleted.', retry: false }
              : { title: `The club could not be loaded: ${error.message}` }
          }
        />
      )}
    </div>
  );
}

function ClubPage({ detail, back }: { detail: AdminClubDetail; back: string }) {
  const { club, abilities, suspension } = detail;
  const [open, setOpen] = useState<Open>(null);
  const navigate = useNavigate();
  const close = () => setOpen(null);

  return (
    <>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 gap-4">
          <Avatar url={club.avatarUrl} name={club.name} size="lg" />
          <div className="min-w-0 space-y-1">
            <h1 dir="auto" className="text-2xl font-bold tracking-tight break-words">
              {club.name}
            </h1>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <ClubBadges club={club} />
              <a
                href={club.path}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 text-muted-foreground hover:text-foreground hover:underline"
              >
                {club.path}
                <ExternalLink className="h-3.5 w-3.5" aria-hidden />
                <span className="sr-only">(the public page, in a new tab)</span>
              </a>
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2 sm:justify-end">
          {abilities.edit && (
            <Button variant="outline" size="sm" onClick={() => setOpen('edit')}>
              Edit
            </Button>
          )}
          {/* One button that changes its word, so the focus stays on it when it does. */}
          {(abilities.suspend || abilities.unsuspend) && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => setOpen(abilities.suspend ? 'suspend' : 'unsuspend')}
            >
              {abilities.suspend ? 'Suspend' : 'Restore'}
            </Button>
          )}
          {abilities.delete && (
            <Button variant="danger" size="sm" onClick={() => setOpen('delete')}>
              Delete
            </Button>
          )}
        </div>
      </header>

      {suspension && (
        <div
          role="status"
          aria-label="Suspension"
          className="flex gap-3 rounded-2xl border border-danger/40 bg-danger/10 p-4 text-sm"
        >
          <ShieldAlert className="h-5 w-5 shrink-0 text-danger" aria-hidden />
          <div className="space-y-1">
            <p className="font-semibold">
              Suspended {formatMoment(suspension.at)}
              {suspension.by && ` by @${suspension.by.username}`}
            </p>
            <p className="break-words">Reason: {suspension.reason}</p>
            <p className="text-muted-foreground">
              Only staff with clubs_view see it: its page is a 404 for everyone else and it is left
              out of every list.
            </p>
          </div>
        </div>
      )}

      <ClubFactsList detail={detail} />
      <StaffActions entries={detail.staffActions} />

      {open === 'edit' && <EditClubDialog club={club} onClose={close} />}
      {(open === 'suspend' || open === 'unsuspend') && (
        <SuspensionDialog club={club} change={open} onClose={close} />
      )}
      {open === 'delete' && (
        <DeleteClubDialog
          club={club}
          onClose={close}
          onDeleted={() => void navigate(back, { replace: true })}
        />
      )}
    </>
  );
}
