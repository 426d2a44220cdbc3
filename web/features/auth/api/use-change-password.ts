import type { PasswordChangeInput } from '@contracts/auth';
import { authEndpoints } from '@contracts/endpoints/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { sessionsQueryKey } from './use-sessions';

/** Changes my password; the server ends my other sessions. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordChangeInput) =>
      callApi(authEndpoints.changePassword, { body: input }),
    onSuccess: () => void client.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
