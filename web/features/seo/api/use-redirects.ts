import { seoEndpoints } from '@contracts/endpoints/seo';
import type { RedirectRuleInput } from '@contracts/redirects';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

const key = ['admin', 'seo', 'redirects'] as const;

/** Every redirect rule, by old path. */
export function useRedirects() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callApi(seoEndpoints.redirects, { signal }),
  });
}

/** Creates a rule, or edits the rule `id` (both audited by the server). */
export function useSaveRedirect() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: RedirectRuleInput & { id?: string | undefined }) =>
      id
        ? callApi(seoEndpoints.updateRedirect, { params: { id }, body })
        : callApi(seoEndpoints.createRedirect, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'seo'] }),
  });
}

/** Removes a rule (audited by the server). */
export function useDeleteRedirect() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(seoEndpoints.deleteRedirect, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'seo'] }),
  });
}

/** Which rule applies to `path` (the server's live answer); idle while it is empty. */
export function useRedirectTest(path: string) {
  return useQuery({
    queryKey: [...key, 'test', path],
    queryFn: ({ signal }) => callApi(seoEndpoints.testRedirect, { query: { path }, signal }),
    enabled: path.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
