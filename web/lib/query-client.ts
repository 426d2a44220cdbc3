/** TanStack Query settings of SPEC §9 "Caching". */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const minute = 60_000;

/**
 * The first part of every query key of the catalogue's books (features/books/api). A reader's
 * shelf entry changes what they show — Bookhive ratings, reviews — so the shelves feature
 * invalidates them by this key alone (features never import each other).
 */
export const bookQueriesKey = ['books'] as const;

/**
 * After a change to a reader's shelf: the book queries on screen are fetched again, the others
 * dropped — marked stale they would come back as they were, since queries do not refetch on
 * mount here.
 */
export function refreshBookQueries(client: QueryClient): Promise<void> {
  client.removeQueries({ queryKey: bookQueriesKey, type: 'inactive' });
  return client.invalidateQueries({ queryKey: bookQueriesKey });
}

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
