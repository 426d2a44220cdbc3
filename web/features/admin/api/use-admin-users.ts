import type { AdminUserList } from '@contracts/admin';
import type { Role } from '@contracts/roles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/users */
export function useAdminUsers(filter: { query: string; role: Role | ''; page: number }) {
  const params = new URLSearchParams({ page: String(filter.page) });
  if (filter.query.trim()) params.set('query', filter.query.trim());
  if (filter.role) params.set('role', filter.role);
  return useQuery({
    queryKey: ['admin', 'users', filter],
    queryFn: ({ signal }) => api.get<AdminUserList>(`/api/admin/users?${params}`, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
