import { seoEndpoints } from '@contracts/endpoints/seo';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

const key = ['admin', 'seo', 'sitemap'] as const;

/** What the sitemap's last build lists, per kind and file. */
export function useSitemapStatus() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callApi(seoEndpoints.sitemapStatus, { signal }),
  });
}

/** Cuts the sitemap's files anew now; the answer is the new build. */
export function useBuildSitemap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(seoEndpoints.buildSitemap),
    onSuccess: (status) => client.setQueryData(key, status),
  });
}
