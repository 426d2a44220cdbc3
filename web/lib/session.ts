/** The signed-in person, as the server sees them (GET /api/auth/session). */
import type { SessionResponse, SessionUser } from '@contracts/auth';
import { authEndpoints } from '@contracts/endpoints/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from './api-client';

export const sessionQueryKey = ['auth', 'session'] as const;

export function useSession() {
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => callApi(authEndpoints.session, { signal }),
  });
  const user = query.data?.user ?? null;
  return { user, isLoading: query.isLoading, isSignedIn: user !== null };
}

/** Replaces the cached session user (after sign-in, a profile change, sign-out). */
export function useSetSessionUser() {
  const client = useQueryClient();
  return (user: SessionUser | null) =>
    client.setQueryData<SessionResponse>(sessionQueryKey, { user });
}

/** Refetches the session from the server. */
export function useRefreshSession() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: sessionQueryKey });
}
