import { shelvesEndpoints } from '@contracts/endpoints/shelves';
import type { ImportOutcome, ImportRowResult } from '@contracts/shelf-imports';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { shelfKeys } from './shelf-keys';

export interface ImportRowsPage {
  rows: ImportRowResult[];
  page: number;
  hasMore: boolean;
}

/** What became of each row of an import, 50 a page, optionally of one outcome. */
export function useImportRows(id: string, outcome: ImportOutcome | null, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: shelfKeys.importRowsOf(id, outcome),
    queryFn: ({ pageParam, signal }): Promise<ImportRowsPage> =>
      callApi(shelvesEndpoints.importRows, {
        params: { id },
        query: { page: pageParam, outcome: outcome ?? undefined },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled,
  });
}
