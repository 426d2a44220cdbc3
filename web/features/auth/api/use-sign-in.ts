import type { SessionUser, SignInInput } from '@contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSetSessionUser } from '@/lib/session';

/** POST /api/auth/signin */
export function useSignIn() {
  const setUser = useSetSessionUser();
  return useMutation({
    mutationFn: (input: SignInInput) => api.post<{ user: SessionUser }>('/api/auth/signin', input),
    onSuccess: ({ user }) => setUser(user),
  });
}
