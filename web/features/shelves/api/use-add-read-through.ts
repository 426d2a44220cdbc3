import type { ShelfEntry } from '@contracts/shelves';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shelfApi, shelfKeys } from './shelf-keys';

/** POST /api/shelves/me/entries/:workId/read-throughs — record another reading (a re-read). */
export function useAddReadThrough(workId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { startedOn: string | null; finishedOn: string | null }) =>
      api.post<ShelfEntry>(
        `${shelfApi}/entries/${encodeURIComponent(workId)}/read-throughs`,
        input,
      ),
    onSuccess: (entry) => client.setQueryData(shelfKeys.entry(workId), entry),
    onSettled: () => client.invalidateQueries({ queryKey: shelfKeys.lists() }),
  });
}
