import type { ProfileUpdateInput, PublicProfile } from '@contracts/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useRefreshSession } from '@/lib/session';

/** PATCH /api/profiles/me */
export function useUpdateProfile() {
  const refresh = useRefreshSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => api.patch<PublicProfile>('/api/profiles/me', input),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['profiles', 'page'] });
      return refresh();
    },
  });
}
