import { shelvesEndpoints } from '@contracts/endpoints/shelves';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { shelfKeys } from './shelf-keys';

/** Uploads an export (multipart field "file") and previews it. */
export function usePreviewImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return callApi(shelvesEndpoints.uploadImport, { form });
    },
    onSuccess: (preview) => {
      client.setQueryData(shelfKeys.importPreview(preview.id), preview);
      client.setQueryData(shelfKeys.importStatus(preview.id), preview);
      void client.invalidateQueries({ queryKey: shelfKeys.recentImports() });
    },
  });
}
