/**
 * The book page's reading progress, under the shelf controls: shown while the signed-in reader
 * has the book on Currently reading. The control itself is loaded on demand (the book page's
 * first load has little room, issue 9).
 */
import type { BookSummary } from '@contracts/books';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { useShelfEntry } from '../api/use-shelf-entry';

const ReadingProgress = lazy(() => import('./reading-progress'));

export function BookProgress({ book, pages }: { book: BookSummary; pages: number | null }) {
  const { user } = useSession();
  // The same cached entry the shelf controls beside it read: no request of its own.
  const entry = useShelfEntry(book.id, Boolean(user)).data;
  if (!user || entry?.status !== 'currently_reading') return null;
  return (
    <Suspense fallback={<Skeleton className="h-14 w-full max-w-xs" />}>
      <ReadingProgress entry={entry} pages={pages} />
    </Suspense>
  );
}
