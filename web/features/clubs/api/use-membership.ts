/**
 * Joining (or asking to join) and leaving (or taking a request back): the page changes at once,
 * then takes the server's answer — its member count, the viewer's membership and abilities —
 * and goes back as it was, with the server's reason, if the server refuses.
 */
import type { ClubPage } from '@contracts/clubs';
import { clubsEndpoints } from '@contracts/endpoints/clubs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import {
  expectedAfter,
  withMembershipResult,
  type MembershipChange,
} from '../lib/expected-membership';
import { clubPageKey, refreshClubQueries } from './club-keys';

const endpoints = { join: clubsEndpoints.join, leave: clubsEndpoints.leave } as const;

function useMembershipChange(page: ClubPage, change: MembershipChange) {
  const client = useQueryClient();
  const key = clubPageKey(page.club.slug);
  return useMutation({
    mutationFn: () => callApi(endpoints[change], { params: { id: page.club.id } }),
    onMutate: async () => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<ClubPage>(key);
      if (before) client.setQueryData(key, expectedAfter(before, change, new Date()));
      return { before };
    },
    onSuccess: (result) =>
      client.setQueryData<ClubPage>(key, (current) =>
        current ? withMembershipResult(current, result) : current,
      ),
    onError: (error, _vars, context) => {
      if (context?.before) client.setQueryData(key, context.before);
      notify.error(error.message);
    },
    // Lists, "my clubs" and what a private club shows its members follow the change.
    onSettled: () => refreshClubQueries(client),
  });
}

/** Join a public club, or ask to join a private one. */
export function useJoinClub(page: ClubPage) {
  return useMembershipChange(page, 'join');
}

/** Leave a club, or take back a request to join. */
export function useLeaveClub(page: ClubPage) {
  return useMembershipChange(page, 'leave');
}
