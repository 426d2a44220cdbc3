import { clubsEndpoints } from '@contracts/endpoints/clubs';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { myClubsKey } from './club-keys';

/** The clubs the signed-in member belongs to or asked to join (none asked for a visitor). */
export function useMyClubs(signedIn: boolean) {
  return useQuery({
    queryKey: myClubsKey,
    queryFn: ({ signal }) => callApi(clubsEndpoints.mine, { signal }),
    enabled: signedIn,
  });
}
