import { authorsEndpoints } from '@contracts/endpoints/authors';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** An author's page and books. */
export function useAuthor(slug: string | undefined) {
  return useQuery({
    queryKey: ['authors', 'page', slug],
    queryFn: ({ signal }) =>
      callApi(authorsEndpoints.page, { params: { slug: slug ?? '' }, signal }),
    enabled: Boolean(slug),
  });
}
