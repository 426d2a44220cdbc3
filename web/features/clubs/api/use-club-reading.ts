/**
 * A club's poll, plan and meetings (issue 11 part 5), and every write to them: each write
 * answers with the club's reading as it now is, put straight in the cache. Choosing the poll's
 * winner changes the current book, so the club's page is fetched again too.
 */
import type { ClubReading } from '@contracts/club-reading';
import { clubReadingEndpoints as endpoints } from '@contracts/endpoints/club-reading';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { clubsKey, refreshClubQueries } from './club-keys';

export const clubReadingKey = (clubId: string) => [...clubsKey, 'reading', clubId] as const;

export function useClubReading(clubId: string) {
  return useQuery({
    queryKey: clubReadingKey(clubId),
    queryFn: ({ signal }) => callApi(endpoints.reading, { params: { id: clubId }, signal }),
  });
}

/** A write whose answer replaces the club's reading; failures are told in a toast. */
export function useReadingWrite<V>(
  clubId: string,
  write: (variables: V) => Promise<ClubReading>,
  options: { success?: string; refreshClub?: boolean } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (reading) => {
      client.setQueryData(clubReadingKey(clubId), reading);
      if (options.refreshClub) void refreshClubQueries(client);
      if (options.success) notify.success(options.success);
    },
    onError: (error: Error) => notify.error(error.message),
  });
}

/** The writes, by name, for one club. */
export const readingWrites = (clubId: string) => {
  const params = { id: clubId };
  return {
    openPoll: (workIds: string[]) => callApi(endpoints.openPoll, { params, body: { workIds } }),
    vote: ({ pollId, workId }: { pollId: string; workId: string }) =>
      callApi(endpoints.vote, { params: { ...params, pollId }, body: { workId } }),
    closePoll: ({ pollId, winnerId }: { pollId: string; winnerId: string | null }) =>
      callApi(endpoints.closePoll, { params: { ...params, pollId }, body: { winnerId } }),
    rsvp: ({ meetingId, answer }: { meetingId: string; answer: 'going' | 'maybe' | 'not_going' }) =>
      callApi(endpoints.rsvp, { params: { ...params, meetingId }, body: { answer } }),
    cancelMeeting: (meetingId: string) =>
      callApi(endpoints.cancelMeeting, { params: { ...params, meetingId } }),
    choose: (wantToRead: boolean) => callApi(endpoints.choose, { params, body: { wantToRead } }),
  };
};

/** A new calendar feed address for me; the old one stops working. */
export function useCalendarLink(clubId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(endpoints.calendarLink, { params: { id: clubId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: clubReadingKey(clubId) }),
    onError: (error: Error) => notify.error(error.message),
  });
}
