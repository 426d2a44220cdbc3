import { profilesEndpoints } from '@contracts/endpoints/profiles';
import type { ProfileUpdateInput } from '@contracts/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useRefreshSession } from '@/lib/session';

/** Updates my profile. */
export function useUpdateProfile() {
  const refresh = useRefreshSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) =>
      callApi(profilesEndpoints.updateMine, { body: input }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['profiles', 'page'] });
      return refresh();
    },
  });
}
