/** TanStack Query settings of SPEC §9 "Caching". */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const minute = 60_000;

/** Retry up to 3 times, but never a request the server refused (4xx): it will not change. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 3;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * minute,
        gcTime: 10 * minute,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: true,
      },
      mutations: {
        // One retry, and only when the request never reached the server.
        retry: (failureCount, error) =>
          failureCount < 1 && error instanceof ApiError && error.code === 'NETWORK',
      },
    },
  });
}
