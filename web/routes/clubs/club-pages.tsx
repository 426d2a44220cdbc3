/**
 * A club's pages (SPEC §2 /b/:slug, /club/:id; issue 11) in one route module: the route table
 * then names one chunk for them, which keeps the app's entry — which every page loads — small.
 * The settings load their form (and zod) on their own.
 */
import type { ClubPage } from '@contracts/clubs';
import { isLegacyId, paths } from '@contracts/paths';
import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { Redirecting } from '@/components/redirecting';
import { useLegacyClub } from '@/features/clubs/api/use-legacy-club';
import { ClubPageView } from '@/features/clubs/components/club-page-view';
import { usePageTitle } from '@/lib/use-page-title';
import { ClubBySlug } from './club-by-slug';

// An invitation's page is opened from a link, mostly once: its own chunk.
const InvitePage = lazy(() => import('./invite-page').then((module) => ({ default: module.Page })));

const ClubSettingsView = lazy(() =>
  import('@/features/clubs/components/club-settings-view').then((module) => ({
    default: module.ClubSettingsView,
  })),
);

/** /b/:slug — a club's page, rendered on the server for visitors (decision 0012). */
function ClubPageRoute() {
  const { slug = '' } = useParams();
  return <ClubBySlug slug={slug}>{(page) => <TitledClub page={page} />}</ClubBySlug>;
}

function TitledClub({ page }: { page: ClubPage }) {
  usePageTitle(page.club.name);
  return <ClubPageView page={page} />;
}

/** /b/:slug/settings — a club's settings, for its owner and staff with clubs_edit. */
function ClubSettingsPage() {
  const { slug = '' } = useParams();
  return (
    <ClubBySlug slug={slug} under="/settings">
      {(page) => (
        <Suspense fallback={<Skeleton className="mx-auto mt-10 h-96 max-w-3xl" />}>
          <ClubSettingsView page={page} />
        </Suspense>
      )}
    </ClubBySlug>
  );
}

/**
 * /club/{id}: the legacy link form (SPEC §2). A 36-character id goes to /b/{slug}; an unknown
 * id or an error goes to / (replacing the history entry). "Redirecting to new URL..."
 * meanwhile. Anything else is taken as a club's slug.
 */
function LegacyClubRedirect() {
  const { clubId = '' } = useParams();
  const legacy = isLegacyId(clubId);
  const lookup = useLegacyClub(clubId, legacy);
  if (!legacy) return <Navigate to={paths.club(clubId)} replace />;
  if (lookup.data) return <Navigate to={paths.club(lookup.data.slug)} replace />;
  if (lookup.isError) return <Navigate to={paths.landing} replace />;
  return <Redirecting />;
}

/** /invite/:token and /invite/process (web/routes/clubs/invite-page.tsx). */
function InviteRoute() {
  return (
    <Suspense fallback={<Skeleton className="mx-auto mt-10 h-96 max-w-xl" />}>
      <InvitePage />
    </Suspense>
  );
}

/** The pages by the names of their addresses in the paths table (web/app/routes.tsx). */
export const clubPages = {
  club: ClubPageRoute,
  clubSettings: ClubSettingsPage,
  legacyClub: LegacyClubRedirect,
  invite: InviteRoute,
};
