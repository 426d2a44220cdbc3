import type { ShelfEntry } from '@contracts/shelves';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shelfApi, shelfKeys } from './shelf-keys';

/** DELETE /api/shelves/me/entries/:workId/read-throughs/:id — remove one reading. */
export function useRemoveReadThrough(workId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (readThroughId: string) =>
      api.delete<ShelfEntry>(
        `${shelfApi}/entries/${encodeURIComponent(workId)}/read-throughs/${encodeURIComponent(readThroughId)}`,
      ),
    onSuccess: (entry) => client.setQueryData(shelfKeys.entry(workId), entry),
    onSettled: () => client.invalidateQueries({ queryKey: shelfKeys.lists() }),
  });
}
