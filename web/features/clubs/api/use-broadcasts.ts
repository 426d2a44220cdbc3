/** Club announcements: a club's list (kept live), posting one, and the member's latest. */
import type { CreateBroadcast } from '@contracts/club-broadcasts';
import { clubBroadcastsEndpoints as endpoints } from '@contracts/endpoints/club-broadcasts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useRealtimeEvents } from '@/lib/realtime/use-realtime';
import { useSession } from '@/lib/session';
import { clubsKey } from './club-keys';

const broadcastsKey = (clubId: string) => [...clubsKey, 'broadcasts', clubId] as const;
export const myBroadcastsKey = [...clubsKey, 'my-broadcasts'] as const;

/**
 * A club's announcements, newest first. A member's page fetches them again when a notification
 * arrives over the realtime stream: a new announcement is one.
 */
export function useClubBroadcasts(clubId: string) {
  const client = useQueryClient();
  const { user } = useSession();
  useRealtimeEvents(
    (event) => {
      if (event.type === 'notification')
        void client.invalidateQueries({ queryKey: broadcastsKey(clubId) });
    },
    { enabled: Boolean(user) },
  );
  return useQuery({
    queryKey: broadcastsKey(clubId),
    queryFn: ({ signal }) => callApi(endpoints.list, { params: { id: clubId }, signal }),
  });
}

export function usePostBroadcast(clubId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBroadcast) =>
      callApi(endpoints.create, { params: { id: clubId }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: broadcastsKey(clubId) }),
  });
}

/** The latest announcements of the member's clubs (the dashboard). */
export function useMyBroadcasts() {
  return useQuery({
    queryKey: myBroadcastsKey,
    queryFn: ({ signal }) => callApi(endpoints.mine, { signal }),
  });
}
