import { authorsEndpoints } from '@contracts/endpoints/authors';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** The author directory, searched by name, 24 a page. */
export function useAuthors(query: string) {
  const q = query.trim();
  return useInfiniteQuery({
    queryKey: ['authors', 'directory', q.toLowerCase()],
    queryFn: ({ pageParam, signal }) =>
      callApi(authorsEndpoints.directory, { query: { q, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}
