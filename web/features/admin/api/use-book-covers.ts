import type { CoverMigrationRequest, CoverStatusCounts } from '@contracts/books';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const key = ['admin', 'book-covers'] as const;

/** GET /api/admin/book-covers — refreshed every few seconds while covers are on the move. */
export function useBookCoverCounts() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api.get<{ counts: CoverStatusCounts }>('/api/admin/book-covers', signal),
    refetchInterval: (query) => {
      const counts = query.state.data?.counts;
      return counts && counts.migrating > 0 ? 3_000 : false;
    },
  });
}

/** POST /api/admin/book-covers/migrations */
export function useStartCoverMigration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<CoverMigrationRequest>) =>
      api.post<{ queued: true }>('/api/admin/book-covers/migrations', input),
    // The first batch is claimed within a second or so; look again shortly.
    onSuccess: () => setTimeout(() => void client.invalidateQueries({ queryKey: key }), 1_500),
  });
}
