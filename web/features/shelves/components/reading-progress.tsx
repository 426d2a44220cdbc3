/**
 * How far I am through a book I am reading: a bar with "p. 120 of 320 · 37%" and the way to
 * change it. Loaded on demand by the shelf controls and cards (the book page and `/{username}`
 * have no room in their first load), so it is the module's default export.
 */
import { formatProgress } from '@contracts/reading-progress';
import type { ShelfEntry } from '@contracts/shelves';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

// The dialog (Radix, the form, the schema) comes when asked for.
const ProgressDialog = lazy(() =>
  import('./progress-dialog').then((module) => ({ default: module.ProgressDialog })),
);

export default function ReadingProgress({
  entry,
  pages = null,
  className,
}: {
  entry: ShelfEntry;
  /** The book's page count when the page knows it (the book page); else what progress says. */
  pages?: number | null;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const { progress, book } = entry;
  const words = progress ? formatProgress(progress) : 'No progress yet';
  const percent = progress?.percent ?? null;
  return (
    <div className={cn('w-full max-w-xs space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2 text-xs">
        <span className="font-medium text-muted-foreground">Progress</span>
        <span className="tabular-nums text-foreground" data-testid="progress-words">
          {words}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={`Reading progress of ${book.title}`}
        aria-valuemin={0}
        aria-valuemax={100}
        {...(percent !== null ? { 'aria-valuenow': percent } : {})}
        aria-valuetext={words}
        className="h-2 overflow-hidden rounded-full bg-surface-muted ring-1 ring-inset ring-line"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300"
          style={{ width: `${percent ?? 0}%` }}
        />
      </div>
      <Button
        variant="outline"
        size="sm"
        className="h-7 px-2.5 text-xs"
        aria-label={`Update progress of ${book.title}`}
        onClick={() => setOpen(true)}
      >
        Update progress
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ProgressDialog
            entry={entry}
            pages={pages ?? progress?.pages ?? null}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
