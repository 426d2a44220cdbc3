import { authEndpoints } from '@contracts/endpoints/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { sessionsQueryKey } from './use-sessions';

/** Signs out all my other sessions. */
export function useRevokeOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(authEndpoints.revokeOtherSessions),
    onSuccess: () => void client.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
