import { authEndpoints } from '@contracts/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Sends the verification link again. */
export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) => callApi(authEndpoints.resendVerification, { body: { email } }),
  });
}
