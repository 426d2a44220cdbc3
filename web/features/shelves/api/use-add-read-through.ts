import { shelvesEndpoints } from '@contracts/endpoints/shelves';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { shelfKeys } from './shelf-keys';

/** Records another reading (a re-read) of a shelved book. */
export function useAddReadThrough(workId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { startedOn: string | null; finishedOn: string | null }) =>
      callApi(shelvesEndpoints.addReadThrough, { params: { workId }, body: input }),
    onSuccess: (entry) => client.setQueryData(shelfKeys.entry(workId), entry),
    onSettled: () => client.invalidateQueries({ queryKey: shelfKeys.lists() }),
  });
}
