import { adminEndpoints } from '@contracts/endpoints/admin';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** The latest staff actions. */
export function useAuditLog() {
  return useQuery({
    queryKey: ['admin', 'audit-log'],
    queryFn: ({ signal }) => callApi(adminEndpoints.auditLog, { signal }),
    staleTime: 0,
  });
}
