/** What a back-office list shows while it loads, when it fails, and when it is empty. */
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

export function PanelLoading() {
  return (
    <div className="space-y-2" aria-busy="true">
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}

export function PanelError({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: Error;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="rounded-xl border border-line p-6 text-center text-sm">
      <p className="font-semibold">
        {what} could not be loaded: {error.message}
      </p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

export function PanelEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-line p-6 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}
