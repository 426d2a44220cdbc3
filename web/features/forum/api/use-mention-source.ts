/** "@ab" in the editor asks GET /api/forum/mention-suggestions?q=ab (cached per query). */
import { forumEndpoints } from '@contracts/endpoints/forum';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { MentionSource } from '@/components/rich-text/mention-suggest';
import { callApi } from '@/lib/api-client';
import { forumKey } from './forum-queries';

/** The editor's source of members for "@name". */
export function useMentionSource(): MentionSource {
  const client = useQueryClient();
  return useCallback(
    async (query: string) => {
      const q = query.trim().slice(0, 50);
      if (!q) return [];
      const { members } = await client.fetchQuery({
        queryKey: [...forumKey, 'mentions', q.toLowerCase()],
        queryFn: ({ signal }) =>
          callApi(forumEndpoints.mentionSuggestions, { query: { q }, signal }),
        staleTime: 30_000,
      });
      return members.map((m) => ({ username: m.username, name: m.fullName }));
    },
    [client],
  );
}
