/** What a back-office list shows while it loads, when it fails, and when it is empty. */
import type { ReactNode } from 'react';
import { QueryState, type QueryLike } from '@/components/query-state';
import { Skeleton } from '@/components/ui/skeleton';

const loading = (
  <div className="space-y-2" aria-busy="true">
    <Skeleton className="h-16 w-full" />
    <Skeleton className="h-16 w-full" />
    <Skeleton className="h-16 w-full" />
  </div>
);

/** The list's skeleton, or what failed ("The reports could not be loaded: …") with Try again. */
export function PanelQueryState({ query, what }: { query: QueryLike; what: string }) {
  return (
    <QueryState
      query={query}
      loading={loading}
      failed={(error) => ({ title: `${what} could not be loaded: ${error.message}` })}
    />
  );
}

export function PanelEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-line p-6 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}
