import type { ImportOutcome, ImportRowResult } from '@contracts/shelf-imports';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shelfApi, shelfKeys } from './shelf-keys';

export interface ImportRowsPage {
  rows: ImportRowResult[];
  page: number;
  hasMore: boolean;
}

/** GET /api/shelves/me/imports/:id/rows?outcome&page — what became of each row, 50 a page. */
export function useImportRows(id: string, outcome: ImportOutcome | null, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: shelfKeys.importRowsOf(id, outcome),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ page: String(pageParam) });
      if (outcome) params.set('outcome', outcome);
      return api.get<ImportRowsPage>(
        `${shelfApi}/imports/${encodeURIComponent(id)}/rows?${params.toString()}`,
        signal,
      );
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled,
  });
}
