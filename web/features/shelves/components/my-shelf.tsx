/** The signed-in reader's own shelf (/book-shelf), where books being read show their progress. */
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyShelf } from '../api/use-my-shelf';
import { useShelfFilters } from '../lib/use-shelf-filters';
import { ShelfLoadError } from './shelf-load-error';
import { ShelfView } from './shelf-view';

const ReadingProgress = lazy(() => import('./reading-progress'));

export function MyShelf() {
  const { filters, setFilters, hrefFor } = useShelfFilters();
  const query = useMyShelf(filters);
  if (query.isError && !query.data) return <ShelfLoadError onRetry={() => void query.refetch()} />;
  return (
    <ShelfView
      query={query}
      filters={filters}
      onFiltersChange={setFilters}
      hrefFor={hrefFor}
      isMine
      progressOf={(entry) =>
        entry.status === 'currently_reading' && (
          <Suspense fallback={<Skeleton className="h-14 w-full max-w-xs" />}>
            <ReadingProgress entry={entry} />
          </Suspense>
        )
      }
    />
  );
}
