import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionsQueryKey } from './use-sessions';

/** POST /api/auth/sessions/revoke-others */
export function useRevokeOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ revoked: number }>('/api/auth/sessions/revoke-others'),
    onSuccess: () => void client.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
