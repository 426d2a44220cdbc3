import { profilesEndpoints } from '@contracts/endpoints/profiles';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useRefreshSession } from '@/lib/session';

/** Chooses my username (the Choose Your Username dialog). */
export function useChooseUsername() {
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn: (username: string) =>
      callApi(profilesEndpoints.chooseUsername, { body: { username } }),
    onSuccess: () => refresh(),
  });
}
