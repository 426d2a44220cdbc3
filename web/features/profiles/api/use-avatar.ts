import { profilesEndpoints } from '@contracts/endpoints/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useRefreshSession } from '@/lib/session';

/** Uploading (multipart field "avatar") and removing my avatar. */
export function useAvatar() {
  const refresh = useRefreshSession();
  const client = useQueryClient();
  const after = () => {
    void client.invalidateQueries({ queryKey: ['profiles', 'page'] });
    return refresh();
  };
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('avatar', file);
      return callApi(profilesEndpoints.uploadAvatar, { form });
    },
    onSuccess: after,
  });
  const remove = useMutation({
    mutationFn: () => callApi(profilesEndpoints.removeAvatar),
    onSuccess: after,
  });
  return { upload, remove };
}
