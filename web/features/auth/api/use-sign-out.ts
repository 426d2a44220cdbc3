import { storageKeys } from '@contracts/constants';
import { authEndpoints } from '@contracts/endpoints/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '@/lib/api-client';
import { local } from '@/lib/browser-storage';
import { logger } from '@/lib/logger';
import { sessionQueryKey } from '@/lib/session';
import { forgetRememberedEmail } from '../lib/auth-preferences';

/**
 * Signs out. A session the server no longer knows (401, 403, 404) counts as
 * signed out. The remembered e-mail is forgotten unless "remember me" was chosen.
 */
export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await callApi(authEndpoints.signOut);
      } catch (error) {
        if (error instanceof ApiError && [401, 403, 404].includes(error.status)) return;
        logger.warn('Sign-out failed', error);
        throw error;
      }
    },
    onSuccess: () => {
      if (local.get(storageKeys.rememberUser) !== 'true') forgetRememberedEmail();
      client.setQueryData(sessionQueryKey, { user: null });
      // Nothing of the previous person stays cached for the next one.
      client.removeQueries({
        predicate: (query) => query.queryKey[0] !== 'auth' && query.queryKey[0] !== 'themes',
      });
    },
  });
}
