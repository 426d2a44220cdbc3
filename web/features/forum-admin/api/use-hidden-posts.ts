/** Posts moderators hid, newest first, and restoring one (audited by the server). */
import { forumEndpoints } from '@contracts/endpoints/forum';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

const key = ['admin', 'forum', 'hidden-posts'] as const;

export function useHiddenPosts() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callApi(forumEndpoints.hiddenPosts, { signal }),
  });
}

export function useRestorePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) =>
      callApi(forumEndpoints.hidePost, { params: { id: postId }, body: { hidden: false } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'forum'] }),
  });
}
