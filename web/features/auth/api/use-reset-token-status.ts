import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/auth/reset-password/status */
export function useResetTokenStatus(token: string | null) {
  return useQuery({
    queryKey: ['auth', 'reset-token', token],
    queryFn: ({ signal }) =>
      api.get<{ valid: boolean }>(
        `/api/auth/reset-password/status?token=${encodeURIComponent(token ?? '')}`,
        signal,
      ),
    enabled: Boolean(token && token.length >= 16),
    staleTime: 0,
  });
}
