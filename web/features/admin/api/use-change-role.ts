import type { RoleChangeInput } from '@contracts/admin';
import { profilesEndpoints } from '@contracts/endpoints/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Changes a user's role (audited by the server). */
export function useChangeRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RoleChangeInput) => callApi(profilesEndpoints.changeRole, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
