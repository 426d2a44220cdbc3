import type { AdminOverview } from '@contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/overview */
export function useAdminOverview() {
  return useQuery({
    queryKey: ['admin', 'overview'],
    queryFn: ({ signal }) => api.get<AdminOverview>('/api/admin/overview', signal),
    staleTime: 30_000,
  });
}
