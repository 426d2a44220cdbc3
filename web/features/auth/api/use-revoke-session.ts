import { authEndpoints } from '@contracts/endpoints/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { sessionsQueryKey } from './use-sessions';

/** Ends one of my other sessions. */
export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(authEndpoints.revokeSession, { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
