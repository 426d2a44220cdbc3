import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/verify-email */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: (token: string) => api.post<{ email: string }>('/api/auth/verify-email', { token }),
  });
}
