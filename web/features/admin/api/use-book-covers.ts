import type { CoverMigrationRequest } from '@contracts/books';
import { booksEndpoints } from '@contracts/endpoints/books';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

const key = ['admin', 'book-covers'] as const;

/** Book covers per storage status — refreshed every few seconds while covers are on the move. */
export function useBookCoverCounts() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callApi(booksEndpoints.coverCounts, { signal }),
    refetchInterval: (query) => {
      const counts = query.state.data?.counts;
      return counts && counts.migrating > 0 ? 3_000 : false;
    },
  });
}

/** Starts storing copies of book covers. */
export function useStartCoverMigration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<CoverMigrationRequest>) =>
      callApi(booksEndpoints.startCoverMigration, { body: input }),
    // The first batch is claimed within a second or so; look again shortly.
    onSuccess: () => setTimeout(() => void client.invalidateQueries({ queryKey: key }), 1_500),
  });
}
