/**
 * What hosts do to people in their club: answer requests, name and unname moderators, remove,
 * ban and unban, and hand the club over. The server checks each one; the lists refresh after.
 */
import { clubsEndpoints } from '@contracts/endpoints/clubs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { refreshClubQueries } from './club-keys';

/** The endpoint of each action on one member, by the name of its ability. */
const memberEndpoints = {
  approve: clubsEndpoints.approve,
  decline: clubsEndpoints.decline,
  promote: clubsEndpoints.promote,
  demote: clubsEndpoints.demote,
  remove: clubsEndpoints.removeMember,
  ban: clubsEndpoints.ban,
  unban: clubsEndpoints.unban,
} as const;

export type MemberAction = keyof typeof memberEndpoints;

/** One action on one member of the club, by name (each is its own endpoint). */
export function useMemberAction(clubId: string, action: MemberAction) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      callApi(memberEndpoints[action], { params: { id: clubId, userId } }),
    onSuccess: () => refreshClubQueries(client),
  });
}

/** Hands the club to another member; the owner stays on as a moderator. */
export function useTransferOwnership(clubId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (newOwnerId: string) =>
      callApi(clubsEndpoints.transferOwnership, { params: { id: clubId }, body: { newOwnerId } }),
    onSuccess: () => refreshClubQueries(client),
  });
}
