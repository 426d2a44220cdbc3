import type { BookClaimInput, VerificationRequestInput } from '@contracts/authors';
import { authorsEndpoints } from '@contracts/endpoints/authors';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

const key = ['authors', 'dashboard'] as const;

/** My author dashboard: verification, my books, my claims. */
export function useAuthorDashboard() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callApi(authorsEndpoints.dashboard, { signal }),
    staleTime: 0,
  });
}

/** Asks to be verified as an author. */
export function useRequestVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: VerificationRequestInput) =>
      callApi(authorsEndpoints.requestVerification, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** Claims a book for my author page. */
export function useClaimBook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BookClaimInput) => callApi(authorsEndpoints.claimBook, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
