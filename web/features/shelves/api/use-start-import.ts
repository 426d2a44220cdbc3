import { shelvesEndpoints } from '@contracts/endpoints/shelves';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { shelfKeys } from './shelf-keys';

/** Imports the previewed rows in the background. */
export function useStartImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(shelvesEndpoints.startImport, { params: { id } }),
    onSuccess: (summary) => {
      client.setQueryData(shelfKeys.importStatus(summary.id), summary);
      void client.invalidateQueries({ queryKey: shelfKeys.recentImports() });
    },
  });
}
