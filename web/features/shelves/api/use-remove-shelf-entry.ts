import type { ShelfEntry } from '@contracts/shelves';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshBookQueries } from '@/lib/query-client';
import { shelfApi, shelfKeys } from './shelf-keys';

/** DELETE /api/shelves/me/entries/:workId — take a book off my shelf. */
export function useRemoveShelfEntry(workId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(`${shelfApi}/entries/${encodeURIComponent(workId)}`),
    onSuccess: () => client.setQueryData<ShelfEntry | null>(shelfKeys.entry(workId), null),
    // Its rating and review leave the book's Bookhive ratings and reviews.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: shelfKeys.lists() }),
        refreshBookQueries(client),
      ]),
  });
}
