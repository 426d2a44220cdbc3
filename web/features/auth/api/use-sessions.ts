import type { SessionSummary } from '@contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const sessionsQueryKey = ['auth', 'sessions'] as const;

/** GET /api/auth/sessions */
export function useSessions() {
  return useQuery({
    queryKey: sessionsQueryKey,
    queryFn: ({ signal }) => api.get<{ sessions: SessionSummary[] }>('/api/auth/sessions', signal),
    staleTime: 0,
  });
}
