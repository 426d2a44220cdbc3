import type { SlugResolution } from '@contracts/profiles';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/slugs/:slug — what /{slug} shows. */
export function useResolveSlug(slug: string) {
  return useQuery({
    queryKey: ['seo', 'slug', slug.toLowerCase()],
    queryFn: ({ signal }) =>
      api.get<SlugResolution>(`/api/slugs/${encodeURIComponent(slug)}`, signal),
    retry: false,
  });
}
