import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useRefreshSession } from '@/lib/session';

/** POST /api/profiles/me/avatar (multipart) and DELETE /api/profiles/me/avatar. */
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
      return api.upload<{ avatarUrl: string | null }>('/api/profiles/me/avatar', form);
    },
    onSuccess: after,
  });
  const remove = useMutation({
    mutationFn: () => api.delete<{ avatarUrl: null }>('/api/profiles/me/avatar'),
    onSuccess: after,
  });
  return { upload, remove };
}
