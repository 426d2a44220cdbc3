/**
 * Club invitations: the one behind a link (/invite/:token), accepting it, the club's list for
 * its hosts (make, revoke) and the ones waiting for the member (the dashboard).
 */
import type { CreateInvitation } from '@contracts/club-invitations';
import { clubInvitationsEndpoints as endpoints } from '@contracts/endpoints/club-invitations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { clubsKey, refreshClubQueries } from './club-keys';

/** Keyed by the viewer too: what they may do changes when they sign in. */
const invitationKey = (token: string, viewerId: string | null) =>
  [...clubsKey, 'invitation', token, viewerId] as const;
const clubInvitationsKey = (clubId: string) => [...clubsKey, 'invitations', clubId] as const;
export const myInvitationsKey = [...clubsKey, 'my-invitations'] as const;

/** The invitation behind a link, as the viewer sees it (a 404 is shown, never retried). */
export function useInvitation(token: string, viewerId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: invitationKey(token, viewerId),
    queryFn: ({ signal }) => callApi(endpoints.view, { params: { token }, signal }),
    enabled: enabled && token !== '',
    retry: false,
  });
}

/** Accept the invitation behind a link; the caller goes to the club. */
export function useAcceptInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callApi(endpoints.accept, { params: { token } }),
    onSettled: () => refreshClubQueries(client),
  });
}

/** A club's invitations, for its hosts. */
export function useClubInvitations(clubId: string) {
  return useQuery({
    queryKey: clubInvitationsKey(clubId),
    queryFn: ({ signal }) => callApi(endpoints.list, { params: { id: clubId }, signal }),
  });
}

export function useCreateInvitation(clubId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvitation) =>
      callApi(endpoints.create, { params: { id: clubId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: clubInvitationsKey(clubId) }),
  });
}

export function useRevokeInvitation(clubId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      callApi(endpoints.revoke, { params: { id: clubId, invitationId } }),
    onSuccess: () => notify.success('Invitation revoked'),
    onError: (error) => notify.error(error.message),
    onSettled: () => client.invalidateQueries({ queryKey: clubInvitationsKey(clubId) }),
  });
}

/** Invitations sent to the member's e-mail address. */
export function useMyInvitations(enabled = true) {
  return useQuery({
    queryKey: myInvitationsKey,
    queryFn: ({ signal }) => callApi(endpoints.mine, { signal }),
    enabled,
  });
}

export function useAcceptMyInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      callApi(endpoints.acceptMine, { params: { invitationId } }),
    onError: (error) => notify.error(error.message),
    onSettled: () => refreshClubQueries(client),
  });
}
