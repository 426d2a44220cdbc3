import { shelvesEndpoints } from '@contracts/endpoints/shelves';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { shelfKeys } from './shelf-keys';

/** My recent imports, newest first. */
export function useRecentImports(enabled: boolean) {
  return useQuery({
    queryKey: shelfKeys.recentImports(),
    queryFn: async ({ signal }) => (await callApi(shelvesEndpoints.imports, { signal })).imports,
    enabled,
    staleTime: 0,
  });
}
