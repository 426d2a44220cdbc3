import { profilesEndpoints } from '@contracts/endpoints/profiles';
import type { Role } from '@contracts/roles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** The staff directory of accounts, filtered. */
export function useAdminUsers(filter: { query: string; role: Role | ''; page: number }) {
  return useQuery({
    queryKey: ['admin', 'users', filter],
    queryFn: ({ signal }) =>
      callApi(profilesEndpoints.adminUsers, {
        query: {
          page: filter.page,
          query: filter.query.trim() || undefined,
          role: filter.role || undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
