import type { ImportSummary } from '@contracts/shelf-imports';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shelfApi, shelfKeys } from './shelf-keys';

const pollMs = 1_000;

/** True while the background job has rows left to do. */
export function isImportActive(summary: ImportSummary | undefined): boolean {
  return summary?.status === 'queued' || summary?.status === 'running';
}

/** GET /api/shelves/me/imports/:id — progress and counts, polled every second while it runs. */
export function useImportStatus(id: string | null) {
  return useQuery({
    queryKey: shelfKeys.importStatus(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<ImportSummary>(`${shelfApi}/imports/${encodeURIComponent(id ?? '')}`, signal),
    enabled: id !== null,
    refetchInterval: (query) => (isImportActive(query.state.data) ? pollMs : false),
    refetchOnMount: 'always',
    staleTime: 0,
    retry: false,
  });
}
