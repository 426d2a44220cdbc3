import type { ResetPasswordInput } from '@contracts/auth';
import { authEndpoints } from '@contracts/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Sets a new password with a reset link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      callApi(authEndpoints.resetPassword, { body: input }),
  });
}
