import { shelvesEndpoints } from '@contracts/endpoints/shelves';
import type { ShelfEntry } from '@contracts/shelves';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { refreshBookQueries } from '@/lib/query-client';
import { shelfKeys } from './shelf-keys';

/** Takes a book off my shelf. */
export function useRemoveShelfEntry(workId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(shelvesEndpoints.removeEntry, { params: { workId } }),
    onSuccess: () => client.setQueryData<ShelfEntry | null>(shelfKeys.entry(workId), null),
    // Its rating and review leave the book's Bookhive ratings and reviews.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: shelfKeys.lists() }),
        refreshBookQueries(client),
      ]),
  });
}
