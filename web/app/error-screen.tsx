import { boundaryMessages } from '@contracts/app-messages';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** "Something went wrong", the error id, Try Again and Refresh Page. */
export function ErrorScreen({ errorId, onTryAgain }: { errorId: string; onTryAgain: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center px-6 py-24 text-center"
    >
      <div className="mb-6 rounded-full bg-danger/10 p-4 text-danger">
        <TriangleAlert className="h-8 w-8" aria-hidden />
      </div>
      <h1 className="text-2xl font-bold">{boundaryMessages.title}</h1>
      <p className="mt-3 text-sm text-muted-foreground">
        Sorry, this page hit a problem. Trying again usually helps; if it keeps happening, contact
        support and quote this error id:
      </p>
      <code className="mt-3 rounded-md bg-surface-muted px-3 py-1.5 font-mono text-xs">
        {errorId}
      </code>
      <div className="mt-8 flex gap-3">
        <Button onClick={onTryAgain}>{boundaryMessages.tryAgain}</Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {boundaryMessages.refresh}
        </Button>
      </div>
    </div>
  );
}
