import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionsQueryKey } from './use-sessions';

/** DELETE /api/auth/sessions/:id */
export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/auth/sessions/${encodeURIComponent(id)}`),
    onSuccess: () => void client.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
