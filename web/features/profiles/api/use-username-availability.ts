import type { UsernameAvailability } from '@contracts/profiles';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/profiles/username-availability (only once the name passes the local rules). */
export function useUsernameAvailability(username: string, enabled: boolean) {
  return useQuery({
    queryKey: ['profiles', 'username-availability', username.toLowerCase()],
    queryFn: ({ signal }) =>
      api.get<UsernameAvailability>(
        `/api/profiles/username-availability?username=${encodeURIComponent(username)}`,
        signal,
      ),
    enabled,
    staleTime: 30_000,
    retry: false,
  });
}
