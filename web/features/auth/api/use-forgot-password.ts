import { authEndpoints } from '@contracts/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** E-mails a password reset link. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => callApi(authEndpoints.forgotPassword, { body: { email } }),
  });
}
