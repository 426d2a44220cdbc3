import { authEndpoints } from '@contracts/endpoints/auth';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Whether a reset link can still be used. */
export function useResetTokenStatus(token: string | null) {
  return useQuery({
    queryKey: ['auth', 'reset-token', token],
    queryFn: ({ signal }) =>
      callApi(authEndpoints.resetTokenStatus, { query: { token: token ?? '' }, signal }),
    enabled: Boolean(token && token.length >= 16),
    staleTime: 0,
  });
}
