/**
 * What stands in for a query's data until it is here: `loading` while it loads, then — if it
 * failed — the shared error block, worded for the error by `failed`.
 */
import type { ReactNode } from 'react';
import { LoadError, type LoadErrorProps } from './load-error';

/** The part of a TanStack query this needs (any query result fits). */
export interface QueryLike {
  isPending: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** `loading` until the query fails, then the error block with Try again (unless `retry: false`). */
export function QueryState({
  query,
  loading,
  failed,
}: {
  query: QueryLike;
  loading: ReactNode;
  /** The error block's words; `retry: false` when trying again cannot help. */
  failed: (error: Error) => Omit<LoadErrorProps, 'onRetry'> & { retry?: boolean };
}) {
  if (query.isPending || !query.error) return <>{loading}</>;
  const { retry = true, ...words } = failed(query.error);
  return <LoadError {...words} onRetry={retry ? () => void query.refetch() : undefined} />;
}
