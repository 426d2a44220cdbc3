import { clubsEndpoints } from '@contracts/endpoints/clubs';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { clubPageKey } from './club-keys';

/** A club's page by its slug (a missing one is a 404 the page shows, never retried). */
export function useClubPage(slug: string) {
  return useQuery({
    queryKey: clubPageKey(slug),
    queryFn: ({ signal }) => callApi(clubsEndpoints.page, { params: { slug }, signal }),
    enabled: slug !== '',
  });
}
