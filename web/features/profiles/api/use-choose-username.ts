import type { PublicProfile } from '@contracts/profiles';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useRefreshSession } from '@/lib/session';

/** PUT /api/profiles/me/username */
export function useChooseUsername() {
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn: (username: string) =>
      api.put<PublicProfile>('/api/profiles/me/username', { username }),
    onSuccess: () => refresh(),
  });
}
