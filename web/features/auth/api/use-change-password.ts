import type { PasswordChangeInput } from '@contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionsQueryKey } from './use-sessions';

/** POST /api/auth/password */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordChangeInput) =>
      api.post<{ revoked: number }>('/api/auth/password', input),
    onSuccess: () => void client.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
