import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session';
import { forgetRememberedEmail } from '../lib/auth-preferences';

/** POST /api/auth/account/delete */
export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api.post<void>('/api/auth/account/delete', { password }),
    onSuccess: () => {
      forgetRememberedEmail();
      client.setQueryData(sessionQueryKey, { user: null });
      client.removeQueries({
        predicate: (query) => query.queryKey[0] !== 'auth' && query.queryKey[0] !== 'themes',
      });
    },
  });
}
