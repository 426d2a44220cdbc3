import type { AuthorPage } from '@contracts/books';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/authors/:slug */
export function useAuthor(slug: string | undefined) {
  return useQuery({
    queryKey: ['authors', 'page', slug],
    queryFn: ({ signal }) =>
      api.get<AuthorPage>(`/api/authors/${encodeURIComponent(slug ?? '')}`, signal),
    enabled: Boolean(slug),
  });
}
