import type { AuthorDashboard, BookClaimInput, VerificationRequestInput } from '@contracts/authors';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const key = ['authors', 'dashboard'] as const;

/** GET /api/authors/me/dashboard */
export function useAuthorDashboard() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<AuthorDashboard>('/api/authors/me/dashboard', signal),
    staleTime: 0,
  });
}

/** POST /api/authors/verification-requests */
export function useRequestVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: VerificationRequestInput) =>
      api.post<void>('/api/authors/verification-requests', input),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** POST /api/authors/book-claims */
export function useClaimBook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BookClaimInput) => api.post<void>('/api/authors/book-claims', input),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
