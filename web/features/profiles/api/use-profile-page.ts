import type { ProfilePage } from '@contracts/profiles';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/profiles/page/:username */
export function useProfilePage(username: string | undefined) {
  return useQuery({
    queryKey: ['profiles', 'page', username?.toLowerCase()],
    queryFn: ({ signal }) =>
      api.get<ProfilePage>(`/api/profiles/page/${encodeURIComponent(username ?? '')}`, signal),
    enabled: Boolean(username),
  });
}
