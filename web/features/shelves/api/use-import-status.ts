import { shelvesEndpoints } from '@contracts/endpoints/shelves';
import type { ImportSummary } from '@contracts/shelf-imports';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { shelfKeys } from './shelf-keys';

const pollMs = 1_000;

/** True while the background job has rows left to do. */
export function isImportActive(summary: ImportSummary | undefined): boolean {
  return summary?.status === 'queued' || summary?.status === 'running';
}

/** An import's progress and counts, polled every second while it runs. */
export function useImportStatus(id: string | null) {
  return useQuery({
    queryKey: shelfKeys.importStatus(id ?? ''),
    queryFn: ({ signal }) =>
      callApi(shelvesEndpoints.importStatus, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
    refetchInterval: (query) => (isImportActive(query.state.data) ? pollMs : false),
    refetchOnMount: 'always',
    staleTime: 0,
    retry: false,
  });
}
