/**
 * /settings — a shell that loads the settings sections. The route table, which every page
 * loads first, then lists one small chunk for this page instead of the forty-odd its forms
 * need: room the public pages' first-load budget does not have.
 */
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

const SettingsContent = lazy(() => import('./settings-content'));

export function Page() {
  return (
    <Suspense fallback={<Skeleton className="m-8 h-96" />}>
      <SettingsContent />
    </Suspense>
  );
}
