import { authEndpoints } from '@contracts/endpoints/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session';
import { forgetRememberedEmail } from '../lib/auth-preferences';

/** Deletes my account for good (password required). */
export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => callApi(authEndpoints.deleteAccount, { body: { password } }),
    onSuccess: () => {
      forgetRememberedEmail();
      client.setQueryData(sessionQueryKey, { user: null });
      client.removeQueries({
        predicate: (query) => query.queryKey[0] !== 'auth' && query.queryKey[0] !== 'themes',
      });
    },
  });
}
