import type { ImportSummary } from '@contracts/shelf-imports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shelfApi, shelfKeys } from './shelf-keys';

/** POST /api/shelves/me/imports/:id/start — import the previewed rows in the background. */
export function useStartImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<ImportSummary>(`${shelfApi}/imports/${encodeURIComponent(id)}/start`),
    onSuccess: (summary) => {
      client.setQueryData(shelfKeys.importStatus(summary.id), summary);
      void client.invalidateQueries({ queryKey: shelfKeys.recentImports() });
    },
  });
}
