import { shelvesEndpoints } from '@contracts/endpoints/shelves';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { shelfKeys } from './shelf-keys';

/**
 * The preview of an import not started yet. Right
 * after the upload it is already cached (usePreviewImport); after a reload it is fetched.
 */
export function useImportPreview(id: string, enabled: boolean) {
  return useQuery({
    queryKey: shelfKeys.importPreview(id),
    queryFn: ({ signal }) => callApi(shelvesEndpoints.importPreview, { params: { id }, signal }),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}
