import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useRefreshSession } from '@/lib/session';

/** POST /api/auth/email/confirm */
export function useConfirmEmailChange() {
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn: (token: string) =>
      api.post<{ email: string }>('/api/auth/email/confirm', { token }),
    onSuccess: () => void refresh(),
  });
}
