import { profilesEndpoints } from '@contracts/endpoints/profiles';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** A profile page: the public part, role and member-since. */
export function useProfilePage(username: string | undefined) {
  return useQuery({
    queryKey: ['profiles', 'page', username?.toLowerCase()],
    queryFn: ({ signal }) =>
      callApi(profilesEndpoints.page, { params: { username: username ?? '' }, signal }),
    enabled: Boolean(username),
  });
}
