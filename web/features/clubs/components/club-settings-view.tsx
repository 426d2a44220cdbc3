/**
 * /b/:slug/settings: the club's settings (the create form, prefilled), handing it over and
 * deleting it — each part there only when the server says the viewer may.
 */
import type { ClubPage } from '@contracts/clubs';
import { paths } from '@contracts/paths';
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';
import { useRemoveClubCover, useUpdateClub, useUploadClubCover } from '../api/use-club-writes';
import { ClubForm } from './club-form/club-form';
import { clubFormOf } from './club-form/club-form-schema';
import { BannedList } from './banned-list';
import { DeleteClub } from './delete-club';
import { TransferOwnership } from './transfer-ownership';

// Hosts open the settings for other things too: the invitations load when shown.
const InvitationsPanel = lazy(() => import('./invitations/invitations-panel'));
// Only a paid club's owner sees its members' payments.
const MembersPaymentsPanel = lazy(() => import('./members-payments-panel'));

function Panel({
  id,
  title,
  description,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  description: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`scroll-mt-20 rounded-2xl border bg-surface p-5 sm:p-8 ${danger ? 'border-danger/40' : 'border-line'}`}
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="mb-5 mt-1 text-sm text-muted-foreground">{description}</p>
      {children}
    </section>
  );
}

export function ClubSettingsView({ page }: { page: ClubPage }) {
  const { club, abilities } = page;
  usePageTitle(`Manage ${club.name}`);
  const navigate = useNavigate();
  const update = useUpdateClub(club.id);
  const upload = useUploadClubCover();
  const removeCover = useRemoveClubCover(club.id);
  if (
    !abilities.edit &&
    !abilities.viewPayments &&
    !abilities.manageRequests &&
    !abilities.transferOwnership &&
    !abilities.delete
  )
    return <Navigate to={club.path} replace />;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <Link
        to={club.path}
        className="inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back to {club.name}
      </Link>
      <h1 className="break-words text-3xl font-bold tracking-tight">Manage {club.name}</h1>
      {abilities.edit && (
        <Panel
          id="settings"
          title="Club settings"
          description="A new name moves the club to a new address; links to the old one keep working."
        >
          <ClubForm
            initial={clubFormOf(page)}
            initialBook={page.currentBook}
            currentCover={club.avatarUrl}
            submitLabel="Save changes"
            onSubmit={async (values, cover) => {
              const saved = await update.mutateAsync(values);
              if (cover && 'file' in cover)
                await upload.mutateAsync({ clubId: club.id, file: cover.file });
              else if (cover) await removeCover.mutateAsync();
              notify.success('Club saved');
              if (saved.club.slug !== club.slug)
                void navigate(paths.clubSettings(saved.club.slug), { replace: true });
            }}
          />
        </Panel>
      )}
      {abilities.viewPayments && (
        <Panel
          id="payments"
          title="Members and payments"
          description="Who pays for the club and how their payment stands, what the club earned, and where you are paid."
        >
          <Suspense fallback={<Skeleton className="h-48" />}>
            <MembersPaymentsPanel clubId={club.id} returnPath={paths.clubSettings(club.slug)} />
          </Suspense>
        </Panel>
      )}
      {/* A paid club is joined by paying: no invitations into it. */}
      {abilities.manageRequests && club.clubType !== 'paid' && (
        <Panel
          id="invitations"
          title="Invitations"
          description="Invite readers with a link you share or by e-mail. An invitation lets them in at once, even to a private club."
        >
          <Suspense fallback={<Skeleton className="h-48" />}>
            <InvitationsPanel clubId={club.id} />
          </Suspense>
        </Panel>
      )}
      {abilities.banMembers && (
        <Panel
          id="banned"
          title="Banned readers"
          description="They cannot join or ask to join until you lift the ban. Ban someone from the members list on the club’s page."
        >
          <BannedList page={page} />
        </Panel>
      )}
      {abilities.transferOwnership && (
        <Panel
          id="ownership"
          title="Transfer ownership"
          description="Hand the club to another member. You stay on as a moderator."
        >
          <TransferOwnership page={page} />
        </Panel>
      )}
      {abilities.delete && (
        <Panel
          id="delete"
          title="Delete club"
          description="Deleting a club cannot be undone."
          danger
        >
          <DeleteClub page={page} />
        </Panel>
      )}
    </div>
  );
}
