import { authEndpoints } from '@contracts/endpoints/auth';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const sessionsQueryKey = ['auth', 'sessions'] as const;

/** My sessions, this one first. */
export function useSessions() {
  return useQuery({
    queryKey: sessionsQueryKey,
    queryFn: ({ signal }) => callApi(authEndpoints.sessions, { signal }),
    staleTime: 0,
  });
}
