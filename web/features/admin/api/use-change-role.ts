import type { RoleChangeInput } from '@contracts/admin';
import type { Role } from '@contracts/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PUT /api/admin/users/role */
export function useChangeRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RoleChangeInput) => api.put<{ role: Role }>('/api/admin/users/role', input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
