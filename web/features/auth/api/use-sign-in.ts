import type { SignInInput } from '@contracts/auth';
import { authEndpoints } from '@contracts/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useSetSessionUser } from '@/lib/session';

/** Signs in with e-mail and password. */
export function useSignIn() {
  const setUser = useSetSessionUser();
  return useMutation({
    mutationFn: (input: SignInInput) => callApi(authEndpoints.signIn, { body: input }),
    onSuccess: ({ user }) => setUser(user),
  });
}
