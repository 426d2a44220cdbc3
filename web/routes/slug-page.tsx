/**
 * /:slug — the smart slug resolver: a username shows that profile and an author slug that
 * author, in place; a club or a forum community, and an old slug of a renamed member or club,
 * move on to their own address (replacing the history entry); anything else is not found.
 */
import { paths } from '@contracts/paths';
import { Navigate, useParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useResolveSlug } from '@/features/seo/api/use-resolve-slug';
import { AuthorBySlug } from './authors/author-by-slug';
import { Page as NotFoundPage } from './not-found-page';
import { ProfileByUsername } from './profiles/profile-by-username';

export function Page() {
  const { slug = '' } = useParams();
  const resolved = useResolveSlug(slug);
  if (resolved.isPending) return <Skeleton className="m-8 h-64" />;
  if (resolved.isError) return <NotFoundPage />;
  const found = resolved.data;
  switch (found.kind) {
    case 'author':
      return <AuthorBySlug slug={found.slug} />;
    case 'profile':
      return <ProfileByUsername username={found.username} />;
    case 'club':
      return <Navigate to={paths.club(found.slug)} replace />;
    case 'community':
      return <Navigate to={paths.forumCommunity(found.slug)} replace />;
    case 'redirect':
      return <Navigate to={found.to} replace />;
  }
}
