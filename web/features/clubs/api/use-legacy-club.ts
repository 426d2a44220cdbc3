import { clubsEndpoints } from '@contracts/endpoints/clubs';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** The slug behind an old /club/{id} link. */
export function useLegacyClub(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['clubs', 'legacy', id],
    queryFn: ({ signal }) => callApi(clubsEndpoints.legacy, { params: { id }, signal }),
    enabled,
    retry: false,
  });
}
