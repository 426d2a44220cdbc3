/** /:slug — the smart slug resolver: a username shows that profile, an author slug that author; anything else is not found. */
import { useParams } from 'react-router';
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
  if (resolved.data.kind === 'author') return <AuthorBySlug slug={resolved.data.slug} />;
  return <ProfileByUsername username={resolved.data.username} />;
}
