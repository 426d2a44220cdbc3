import type { SignUpInput, SignUpResponse } from '@contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSetSessionUser } from '@/lib/session';

/** POST /api/auth/signup */
export function useSignUp() {
  const setUser = useSetSessionUser();
  return useMutation({
    mutationFn: (input: SignUpInput) => api.post<SignUpResponse>('/api/auth/signup', input),
    onSuccess: (result) => {
      if (result.status === 'signed_in') setUser(result.user);
    },
  });
}
