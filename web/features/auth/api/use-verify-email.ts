import { authEndpoints } from '@contracts/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Confirms an e-mail address with the link sent at sign-up. */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: (token: string) => callApi(authEndpoints.verifyEmail, { body: { token } }),
  });
}
