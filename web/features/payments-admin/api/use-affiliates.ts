/** The affiliates tab: the Amazon associate tag and the View on Amazon clicks. */
import { affiliatesEndpoints } from '@contracts/endpoints/affiliates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { financialKey } from './use-financial';

const affiliatesKey = [...financialKey, 'affiliates'] as const;

export function useAffiliates() {
  return useQuery({
    queryKey: affiliatesKey,
    queryFn: ({ signal }) => callApi(affiliatesEndpoints.overview, { signal }),
  });
}

/** Sets the tag (null: back to the server's environment value). */
export function useSetAmazonTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (amazonTag: string | null) =>
      callApi(affiliatesEndpoints.updateTag, { body: { amazonTag } }),
    onSuccess: (overview) => client.setQueryData(affiliatesKey, overview),
  });
}
