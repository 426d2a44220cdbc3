import type { EmailUpdateInput } from '@contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/email */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (input: EmailUpdateInput) => api.post<{ ok: true }>('/api/auth/email', input),
  });
}
