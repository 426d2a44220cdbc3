import { profilesEndpoints } from '@contracts/endpoints/profiles';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Whether a username is free (asked only once the name passes the local rules). */
export function useUsernameAvailability(username: string, enabled: boolean) {
  return useQuery({
    queryKey: ['profiles', 'username-availability', username.toLowerCase()],
    queryFn: ({ signal }) =>
      callApi(profilesEndpoints.usernameAvailability, { query: { username }, signal }),
    enabled,
    staleTime: 30_000,
    retry: false,
  });
}
