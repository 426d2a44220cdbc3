import { seoEndpoints } from '@contracts/endpoints/seo';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** What /{slug} shows. */
export function useResolveSlug(slug: string) {
  return useQuery({
    queryKey: ['seo', 'slug', slug.toLowerCase()],
    queryFn: ({ signal }) => callApi(seoEndpoints.resolveSlug, { params: { slug }, signal }),
    retry: false,
  });
}
