/**
 * Finding and starting clubs (SPEC §2 /book-clubs; issue 11) in one route module, so the route
 * table names one chunk for both. Starting a club loads its form (and zod) on its own.
 */
import { paths } from '@contracts/paths';
import { lazy, Suspense } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { ClubSearchView } from '@/features/clubs/components/club-search-view';
import { clubSearchPath, readClubSearch } from '@/features/clubs/lib/club-search-state';
import { usePageTitle } from '@/lib/use-page-title';

const CreateClubView = lazy(() =>
  import('@/features/clubs/components/create-club-view').then((module) => ({
    default: module.CreateClubView,
  })),
);

/**
 * /book-clubs — find a club. The search is the address (`?q=&category=&sort=&page=`);
 * `?create=1`, where the landing page used to send members, opens the create page.
 */
function BookClubsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = readClubSearch(params);
  usePageTitle(search.q ? `“${search.q}” · Book Clubs` : 'Book Clubs');
  if (params.get('create') === '1') return <Navigate to={paths.clubCreate} replace />;
  return (
    <ClubSearchView
      search={search}
      onChange={(next, { typed }) => void navigate(clubSearchPath(next), { replace: typed })}
    />
  );
}

/** /book-clubs/new — start a club. */
function CreateClubPage() {
  return (
    <Suspense fallback={<Skeleton className="mx-auto mt-10 h-96 max-w-3xl" />}>
      <CreateClubView />
    </Suspense>
  );
}

/** The pages by the names of their addresses in the paths table (web/app/routes.tsx). */
export const bookClubsPages = {
  bookClubs: BookClubsPage,
  clubCreate: CreateClubPage,
};
