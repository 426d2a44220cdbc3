/** What a forum page shows while its data loads, or when it could not be loaded. */
import { QueryState, type QueryLike } from '@/components/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';

function ForumLoading() {
  return (
    <div className="space-y-4" aria-busy="true">
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
    </div>
  );
}

/**
 * The page's skeleton, or its error: a missing page is said so, with nothing to try again.
 * `className` is the page's own frame, so the skeleton stands where the page will.
 */
export function ForumQueryState({ query, className }: { query: QueryLike; className?: string }) {
  return (
    <div className={className}>
      <QueryState
        query={query}
        loading={<ForumLoading />}
        failed={(error) =>
          error instanceof ApiError && error.status === 404
            ? { title: 'This page of the forum does not exist.', retry: false }
            : { title: 'The forum could not be loaded.' }
        }
      />
    </div>
  );
}
