import type { AuditEntry } from '@contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/audit-log */
export function useAuditLog() {
  return useQuery({
    queryKey: ['admin', 'audit-log'],
    queryFn: ({ signal }) => api.get<{ entries: AuditEntry[] }>('/api/admin/audit-log', signal),
    staleTime: 0,
  });
}
