/** The forum's communities for staff (hidden ones too): list, create, change, hide. */
import { forumEndpoints } from '@contracts/endpoints/forum';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

const key = ['admin', 'forum', 'communities'] as const;

export interface CommunityInput {
  name: string;
  description: string;
  membersCanCreateChapters: boolean;
}

export function useAdminCommunities() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callApi(forumEndpoints.adminCommunities, { signal }),
  });
}

/** Creates a community (audited by the server). */
export function useCreateCommunity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CommunityInput) => callApi(forumEndpoints.createCommunity, { body }),
    // The public forum pages list communities too.
    onSuccess: () => client.invalidateQueries({ queryKey: ['forum'] }),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** Changes a community's fields or hides / shows it (audited by the server). */
export function useUpdateCommunity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: Partial<CommunityInput> & { id: string; isHidden?: boolean }) =>
      callApi(forumEndpoints.updateCommunity, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['forum'] }),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
