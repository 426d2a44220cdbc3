import type { SignUpInput } from '@contracts/auth';
import { authEndpoints } from '@contracts/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useSetSessionUser } from '@/lib/session';

/** Creates an account; signs in at once where e-mail verification is off. */
export function useSignUp() {
  const setUser = useSetSessionUser();
  return useMutation({
    mutationFn: (input: SignUpInput) => callApi(authEndpoints.signUp, { body: input }),
    onSuccess: (result) => {
      if (result.status === 'signed_in') setUser(result.user);
    },
  });
}
