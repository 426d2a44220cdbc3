/**
 * "Reading together" on the club page (issue 11 part 5): the poll, the plan and the meetings,
 * loaded only when the section is shown (out of the page's first load: bundle budget).
 */
import type { ClubPage } from '@contracts/clubs';
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';

const ReadingTogether = lazy(() => import('../reading/reading-together'));

export function ReadingSection({ page }: { page: ClubPage }) {
  return (
    <Suspense fallback={<Spinner label="Loading the club’s reading" />}>
      <ReadingTogether page={page} />
    </Suspense>
  );
}
