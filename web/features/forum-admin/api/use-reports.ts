/** The reported posts queue: open reports, oldest first, each closed by hiding or dismissing. */
import { forumEndpoints } from '@contracts/endpoints/forum';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

const key = ['admin', 'forum', 'reports'] as const;

export function useForumReports() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callApi(forumEndpoints.reports, { signal }),
  });
}

/** Closes a report: `hide` hides the post too, `dismiss` leaves it (audited by the server). */
export function useResolveReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'hide' | 'dismiss' }) =>
      callApi(forumEndpoints.resolveReport, { params: { id }, body: { action } }),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
