import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/resend-verification */
export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) =>
      api.post<{ ok: true }>('/api/auth/resend-verification', { email }),
  });
}
