/**
 * /reading-stats — a shell that loads the statistics: the route table, which every page loads
 * first, then lists one small chunk for this page rather than the charting library's.
 */
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

const ReadingStatsContent = lazy(() => import('./reading-stats-content'));

export function Page() {
  return (
    <Suspense fallback={<Skeleton className="m-8 h-96" />}>
      <ReadingStatsContent />
    </Suspense>
  );
}
