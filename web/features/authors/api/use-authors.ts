import type { AuthorSummary } from '@contracts/books';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/authors?q= — the directory, 24 a page. */
export function useAuthors(query: string) {
  const q = query.trim();
  return useInfiniteQuery({
    queryKey: ['authors', 'directory', q.toLowerCase()],
    queryFn: ({ pageParam, signal }) =>
      api.get<{ authors: AuthorSummary[]; page: number; hasMore: boolean }>(
        `/api/authors?q=${encodeURIComponent(q)}&page=${pageParam}`,
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}
