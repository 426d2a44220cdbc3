import { useParams } from 'react-router';
import { AuthorBySlug } from './author-by-slug';

/** /author/:authorSlug and /a/:slug — an author's page. */
export function Page() {
  const params = useParams();
  return <AuthorBySlug slug={params.authorSlug ?? params.slug ?? ''} />;
}
