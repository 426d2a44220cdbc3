/** The forum's figures (analytics_forum): posts a day, active members and top threads. */
import { forumEndpoints } from '@contracts/endpoints/forum';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export function useForumFigures(days: number) {
  return useQuery({
    queryKey: ['admin', 'forum', 'figures', days],
    queryFn: ({ signal }) => callApi(forumEndpoints.figures, { query: { days }, signal }),
  });
}
