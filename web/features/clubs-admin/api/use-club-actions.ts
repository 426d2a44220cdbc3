/**
 * What staff do to a club from the back-office — edit, suspend, restore, delete — each
 * audited by the server. Afterwards the back-office's lists and the public club pages and
 * lists are fetched again (those on screen) or dropped (the rest): queries do not refetch on
 * mount here (lib/query-client.ts), so a stale one would come back as it was.
 */
import type { AdminClubDetail, AdminUpdateClub } from '@contracts/clubs-admin';
import { clubsAdminEndpoints } from '@contracts/endpoints/clubs-admin';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminClubsKey } from './use-admin-clubs';

function refreshClubs(client: QueryClient) {
  return Promise.all(
    [adminClubsKey, ['clubs']].map((queryKey) => {
      client.removeQueries({ queryKey, type: 'inactive' });
      return client.invalidateQueries({ queryKey });
    }),
  );
}

/** A mutation that answers with the club as it now is: shown at once, then lists refreshed. */
function useClubChange<Input>(change: (input: Input) => Promise<AdminClubDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (club) => client.setQueryData([...adminClubsKey, 'club', club.club.id], club),
    onSettled: () => refreshClubs(client),
  });
}

/** Changes the club's name, description, category, visibility, member limit or rules. */
export function useEditClub() {
  return useClubChange(({ id, change }: { id: string; change: AdminUpdateClub }) =>
    callApi(clubsAdminEndpoints.update, { params: { id }, body: change }),
  );
}

/** Suspends the club with a reason its members are told. */
export function useSuspendClub() {
  return useClubChange(({ id, reason }: { id: string; reason: string }) =>
    callApi(clubsAdminEndpoints.suspend, { params: { id }, body: { reason } }),
  );
}

/** Restores a suspended club, with a note for the audit log. */
export function useUnsuspendClub() {
  return useClubChange(({ id, reason }: { id: string; reason: string }) =>
    callApi(clubsAdminEndpoints.unsuspend, { params: { id }, body: { reason } }),
  );
}

/** Deletes the club (its name typed again); its members are told why. */
export function useDeleteClub() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; confirmName: string; reason: string }) =>
      callApi(clubsAdminEndpoints.remove, { params: { id }, body }),
    onSuccess: (_done, { id }) =>
      client.removeQueries({ queryKey: [...adminClubsKey, 'club', id] }),
    onSettled: () => refreshClubs(client),
  });
}
