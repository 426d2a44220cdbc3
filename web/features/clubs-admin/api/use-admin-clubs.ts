/** The back-office's clubs: a page of the list, and one club whole. */
import type { AdminClubsQuery } from '@contracts/clubs-admin';
import { clubsAdminEndpoints } from '@contracts/endpoints/clubs-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Every query of the clubs back-office starts with this. */
export const adminClubsKey = ['admin', 'clubs'] as const;

/** A page of clubs; the last page stays shown while the next one loads. */
export function useAdminClubs(query: AdminClubsQuery) {
  return useQuery({
    queryKey: [...adminClubsKey, 'list', query],
    queryFn: ({ signal }) => callApi(clubsAdminEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One club with its hosts, memberships, suspension and the staff actions on it. */
export function useAdminClub(id: string) {
  return useQuery({
    queryKey: [...adminClubsKey, 'club', id],
    queryFn: ({ signal }) => callApi(clubsAdminEndpoints.club, { params: { id }, signal }),
  });
}
