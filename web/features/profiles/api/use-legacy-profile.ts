import { profilesEndpoints } from '@contracts/endpoints/profiles';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** The username behind an old /profile/{id} link. */
export function useLegacyProfile(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['profiles', 'legacy', id],
    queryFn: ({ signal }) => callApi(profilesEndpoints.legacy, { params: { id }, signal }),
    enabled,
    retry: false,
  });
}
