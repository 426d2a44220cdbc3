/** A shelf that could not be loaded, with a way to try again. */
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export function ShelfLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="px-4 py-10">
      <Card role="alert" className="flex flex-col items-center px-6 py-12 text-center">
        <h1 className="text-xl font-semibold">This shelf could not be loaded</h1>
        <p className="mt-2 text-sm text-muted-foreground">Check your connection and try again.</p>
        <Button className="mt-6" onClick={onRetry}>
          Try again
        </Button>
      </Card>
    </div>
  );
}
