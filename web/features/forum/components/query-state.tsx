/** What a forum page shows while its data loads, or when it could not be loaded. */
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';

export function ForumLoading() {
  return (
    <div className="space-y-4" aria-busy="true">
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
    </div>
  );
}

export function ForumLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <div role="alert" className="rounded-xl border border-line bg-surface p-6 text-center">
      <p className="font-semibold">
        {missing ? 'This page of the forum does not exist.' : 'The forum could not be loaded.'}
      </p>
      {!missing && (
        <Button variant="outline" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
