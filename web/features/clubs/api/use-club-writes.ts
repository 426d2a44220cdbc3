/**
 * Creating, changing and deleting a club, and its cover. Each answer refreshes the club
 * queries; a changed club's page is put in the cache under its (maybe new) slug.
 */
import type { ClubPage, CreateClub, UpdateClub } from '@contracts/clubs';
import { clubsEndpoints } from '@contracts/endpoints/clubs';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { clubPageKey, clubsKey, refreshClubQueries } from './club-keys';

/** The create form's values; the server fills in what is left out. */
export type NewClub = Partial<CreateClub> & Pick<CreateClub, 'name' | 'category'>;

function keep(client: QueryClient, page: ClubPage) {
  void refreshClubQueries(client);
  client.setQueryData(clubPageKey(page.club.slug), page);
}

export function useCreateClub() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewClub) => callApi(clubsEndpoints.create, { body: input }),
    onSuccess: (page) => keep(client, page),
  });
}

export function useUpdateClub(clubId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateClub) =>
      callApi(clubsEndpoints.update, { params: { id: clubId }, body: change }),
    onSuccess: (page) => keep(client, page),
  });
}

/** Deletes the club once its name is typed back. */
export function useDeleteClub(clubId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (confirmName: string) =>
      callApi(clubsEndpoints.remove, { params: { id: clubId }, body: { confirmName } }),
    // The page on screen is left as it is (asked again it would be a 404) while the app moves on.
    onSuccess: () => client.removeQueries({ queryKey: clubsKey, type: 'inactive' }),
  });
}

/** Uploads a cover (multipart field "cover"); the server checks and squares it. */
export function useUploadClubCover() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ clubId, file }: { clubId: string; file: File }) => {
      const form = new FormData();
      form.append('cover', file);
      return callApi(clubsEndpoints.uploadCover, { params: { id: clubId }, form });
    },
    onSuccess: () => refreshClubQueries(client),
  });
}

export function useRemoveClubCover(clubId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(clubsEndpoints.removeCover, { params: { id: clubId } }),
    onSuccess: () => refreshClubQueries(client),
  });
}
