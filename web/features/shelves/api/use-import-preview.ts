import type { ImportPreview } from '@contracts/shelf-imports';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shelfApi, shelfKeys } from './shelf-keys';

/**
 * GET /api/shelves/me/imports/:id/preview — the preview of an import not started yet. Right
 * after the upload it is already cached (usePreviewImport); after a reload it is fetched.
 */
export function useImportPreview(id: string, enabled: boolean) {
  return useQuery({
    queryKey: shelfKeys.importPreview(id),
    queryFn: ({ signal }) =>
      api.get<ImportPreview>(`${shelfApi}/imports/${encodeURIComponent(id)}/preview`, signal),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}
