/**
 * /settings and /reading-stats — one shell for a member's own pages, which loads the page's
 * content. The route table, which every page loads first, then lists one small chunk for both
 * instead of their forms' and charts' forty-odd, and repeats one import rather than naming two:
 * room the public pages' first-load budget does not have.
 */
import { paths } from '@contracts/paths';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';

const SettingsContent = lazy(() => import('./settings-content'));
const ReadingStatsContent = lazy(() => import('./shelves/reading-stats-content'));

export function Page() {
  const { pathname } = useLocation();
  const Content = pathname === paths.readingStats ? ReadingStatsContent : SettingsContent;
  return (
    <Suspense fallback={<Skeleton className="m-8 h-96" />}>
      <Content />
    </Suspense>
  );
}
