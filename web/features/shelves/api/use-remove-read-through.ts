import { shelvesEndpoints } from '@contracts/endpoints/shelves';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { shelfKeys } from './shelf-keys';

/** Removes one reading of a shelved book. */
export function useRemoveReadThrough(workId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (readThroughId: string) =>
      callApi(shelvesEndpoints.removeReadThrough, { params: { workId, readThroughId } }),
    onSuccess: (entry) => client.setQueryData(shelfKeys.entry(workId), entry),
    onSettled: () => client.invalidateQueries({ queryKey: shelfKeys.lists() }),
  });
}
