import type { ImportSummary } from '@contracts/shelf-imports';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shelfApi, shelfKeys } from './shelf-keys';

/** GET /api/shelves/me/imports — my recent imports, newest first. */
export function useRecentImports(enabled: boolean) {
  return useQuery({
    queryKey: shelfKeys.recentImports(),
    queryFn: async ({ signal }) =>
      (await api.get<{ imports: ImportSummary[] }>(`${shelfApi}/imports`, signal)).imports,
    enabled,
    staleTime: 0,
  });
}
