import { shelvesEndpoints } from '@contracts/endpoints/shelves';
import type { ImportRowFix } from '@contracts/shelf-imports';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { refreshBookQueries } from '@/lib/query-client';
import { shelfKeys } from './shelf-keys';
import type { ImportRowsPage } from './use-import-rows';

/**
 * Points a failed import row at the right book (or
 * give its ISBN). The row changes in place in every loaded list; the counts are refetched.
 */
export function useFixImportRow(importId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ rowId, fix }: { rowId: string; fix: ImportRowFix }) =>
      callApi(shelvesEndpoints.fixImportRow, { params: { id: importId, rowId }, body: fix }),
    onSuccess: (fixed) => {
      client.setQueriesData<InfiniteData<ImportRowsPage>>(
        { queryKey: shelfKeys.importRows(importId) },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              rows: page.rows.map((row) => (row.id === fixed.id ? fixed : row)),
            })),
          },
      );
      void client.invalidateQueries({ queryKey: shelfKeys.importStatus(importId) });
      void client.invalidateQueries({ queryKey: shelfKeys.lists() });
      void client.invalidateQueries({ queryKey: shelfKeys.entries() });
      void refreshBookQueries(client);
    },
  });
}
