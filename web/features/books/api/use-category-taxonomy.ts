import { booksEndpoints } from '@contracts/endpoints/books';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/**
 * The category taxonomy (GET /api/categories). It changes only with a release, so it is fetched
 * once per visit — on the server, for a page rendered there, and sent with the page.
 */
export function useCategoryTaxonomy() {
  return useQuery({
    queryKey: ['categories'],
    queryFn: ({ signal }) => callApi(booksEndpoints.taxonomy, { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
