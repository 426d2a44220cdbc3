/**
 * The back-office's threads: the list by title words, community and state, a community's
 * chapters (to move a thread into), and moderating a thread (audited by the server).
 */
import type { ThreadChange } from '@contracts/forum';
import type { AdminThreadsQuery } from '@contracts/forum-admin';
import { forumEndpoints } from '@contracts/endpoints/forum';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

const key = ['admin', 'forum', 'threads'] as const;

/** A page of threads; the last page stays shown while the next one loads. */
export function useAdminThreads(query: AdminThreadsQuery) {
  return useQuery({
    queryKey: [...key, query],
    queryFn: ({ signal }) => callApi(forumEndpoints.adminThreads, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A community's chapters, hidden communities too (staff read them); none asked for no slug. */
export function useCommunityChapters(slug: string) {
  return useQuery({
    queryKey: ['admin', 'forum', 'chapters', slug],
    queryFn: ({ signal }) => callApi(forumEndpoints.community, { params: { slug }, signal }),
    select: (page) => page.chapters,
    enabled: slug !== '',
  });
}

/**
 * The lists a thread shows in — the back-office's (the reports queue shows its lock) and the
 * public forum's — fetched again on screen and dropped elsewhere: queries do not refetch on
 * mount here (lib/query-client.ts), so a stale one would come back as it was.
 */
function refreshThreadLists(client: QueryClient) {
  return Promise.all(
    [['admin', 'forum'], ['forum']].map((queryKey) => {
      client.removeQueries({ queryKey, type: 'inactive' });
      return client.invalidateQueries({ queryKey });
    }),
  );
}

/** Pins, locks, closes, hides or moves a thread, then refreshes the lists it shows in. */
export function useModerateThread() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: ThreadChange }) =>
      callApi(forumEndpoints.adminModerateThread, { params: { id }, body: change }),
    onSettled: () => refreshThreadLists(client),
  });
}
