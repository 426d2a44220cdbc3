import { adminEndpoints } from '@contracts/endpoints/admin';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** The back-office dashboard figures. */
export function useAdminOverview() {
  return useQuery({
    queryKey: ['admin', 'overview'],
    queryFn: ({ signal }) => callApi(adminEndpoints.overview, { signal }),
    staleTime: 30_000,
  });
}
