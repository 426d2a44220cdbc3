/** Shows an auth failure as the §8 toast and counts it towards the retry ceiling. */
import { authRetryBlockMinutes, toastDurations } from '@contracts/constants';
import { authErrorMessages } from '@contracts/messages';
import { useCallback } from 'react';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { mapAuthError } from '../lib/auth-errors';
import { recordAuthFailure } from '../lib/failure-guard';

export const retryBlockedMessage = `Please wait ${authRetryBlockMinutes} minutes before trying again.`;

export function useAuthFailureHandler() {
  return useCallback((error: unknown) => {
    const countsAsFailure = !(error instanceof ApiError && error.code === 'NETWORK');
    if (countsAsFailure && recordAuthFailure()) {
      notify.authError(
        authErrorMessages.tooManyFailures,
        retryBlockedMessage,
        toastDurations.tooManyFailuresMs,
      );
      return;
    }
    const view = mapAuthError(error);
    notify.authError(view.title, view.suggestion);
  }, []);
}
