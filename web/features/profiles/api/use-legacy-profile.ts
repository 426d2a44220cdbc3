import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/profiles/legacy/:id — the username behind an old /profile/{id} link. */
export function useLegacyProfile(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['profiles', 'legacy', id],
    queryFn: ({ signal }) =>
      api.get<{ username: string }>(`/api/profiles/legacy/${encodeURIComponent(id)}`, signal),
    enabled,
    retry: false,
  });
}
