import type { ImportPreview } from '@contracts/shelf-imports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shelfApi, shelfKeys } from './shelf-keys';

/** POST /api/shelves/me/imports (multipart "file") — read an export and preview it. */
export function usePreviewImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.upload<ImportPreview>(`${shelfApi}/imports`, form);
    },
    onSuccess: (preview) => {
      client.setQueryData(shelfKeys.importPreview(preview.id), preview);
      client.setQueryData(shelfKeys.importStatus(preview.id), preview);
      void client.invalidateQueries({ queryKey: shelfKeys.recentImports() });
    },
  });
}
