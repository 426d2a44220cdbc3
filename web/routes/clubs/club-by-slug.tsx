/**
 * A club's page by the slug in the address, for /b/:slug and its settings: a skeleton while it
 * loads; an old slug of a renamed club (or the slug in another case) moves to the address the
 * server names, replacing the history entry; a suspended club says so; a missing one is a 404.
 */
import { joinRefusalMessages } from '@contracts/club-constants';
import type { ClubPage } from '@contracts/clubs';
import { paths } from '@contracts/paths';
import { Ban } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { LoadError } from '@/components/load-error';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useClubPage } from '@/features/clubs/api/use-club-page';
import { ApiError } from '@/lib/api-client';
import { Page as NotFoundPage } from '../not-found-page';

export function ClubBySlug({
  slug,
  under = '',
  children,
}: {
  slug: string;
  /** The sub-page after /b/{slug}, kept when an old slug moves on. */
  under?: string;
  children: (page: ClubPage) => ReactNode;
}) {
  const query = useClubPage(slug);
  if (query.data) return children(query.data);
  if (query.isPending) return <ClubSkeleton />;
  const details =
    query.error instanceof ApiError && query.error.status === 404
      ? ((query.error.details ?? {}) as { suspended?: boolean; movedTo?: string })
      : null;
  if (details?.movedTo) return <Navigate to={`${details.movedTo}${under}`} replace />;
  if (details?.suspended) return <SuspendedClub />;
  if (details) return <NotFoundPage />;
  return (
    <div className="px-4 py-10">
      <LoadError
        tone="danger"
        title="This club could not be loaded"
        detail={query.error.message}
        onRetry={() => void query.refetch()}
      />
    </div>
  );
}

function ClubSkeleton() {
  return (
    <div className="space-y-6 px-4 py-8" aria-busy>
      <Skeleton className="h-56 rounded-3xl" />
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <Skeleton className="h-64 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    </div>
  );
}

function SuspendedClub() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-6 py-24 text-center">
      <Ban className="h-14 w-14 text-danger" aria-hidden />
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{joinRefusalMessages.suspended}</h1>
      <p className="mt-3 text-muted-foreground">
        It is hidden while Bookhive’s staff look into it. Other clubs are reading now.
      </p>
      <Link to={paths.bookClubs} className={buttonClasses('primary', 'md', 'mt-8')}>
        Find another club
      </Link>
    </div>
  );
}
