import { seoEndpoints } from '@contracts/endpoints/seo';
import type { SeoPageType, SeoTemplateInput } from '@contracts/seo-templates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

const key = ['admin', 'seo', 'templates'] as const;

/** Every public page type's title and description templates. */
export function useSeoTemplates() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callApi(seoEndpoints.templates, { signal }),
  });
}

/** Saves a page type's templates (audited by the server). */
export function useSaveSeoTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ pageType, ...body }: SeoTemplateInput & { pageType: SeoPageType }) =>
      callApi(seoEndpoints.saveTemplate, { params: { pageType }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** Goes back to a page type's built-in texts (audited by the server). */
export function useResetSeoTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pageType: SeoPageType) =>
      callApi(seoEndpoints.resetTemplate, { params: { pageType } }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
