import { authEndpoints } from '@contracts/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useRefreshSession } from '@/lib/session';

/** Confirms a new e-mail address. */
export function useConfirmEmailChange() {
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn: (token: string) => callApi(authEndpoints.confirmEmailChange, { body: { token } }),
    onSuccess: () => void refresh(),
  });
}
