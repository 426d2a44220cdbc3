import { Spinner } from '@/components/ui/spinner';

/** Shown while the first page of a visit loads its code. */
export function PageFallback() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center text-muted-foreground">
      <Spinner className="h-6 w-6" label="Loading" />
    </div>
  );
}
