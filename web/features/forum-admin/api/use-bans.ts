/** Forum bans in force: list, ban a member by username, lift a ban. */
import { forumEndpoints } from '@contracts/endpoints/forum';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

const key = ['admin', 'forum', 'bans'] as const;

export function useForumBans() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callApi(forumEndpoints.bans, { signal }),
  });
}

/** Bans a member from the forum, for `days` or until lifted (audited by the server). */
export function useBanMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { username: string; reason: string; days: number | null }) =>
      callApi(forumEndpoints.ban, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** Lifts the forum ban of the member `userId` (audited by the server). */
export function useLiftBan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => callApi(forumEndpoints.unban, { params: { id: userId } }),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
