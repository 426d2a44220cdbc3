/**
 * The dashboard's view of my shelf: what I am reading now (started when), and how many books
 * wait on each shelf, with the way to the shelf and to the next book.
 */
import { paths } from '@contracts/paths';
import { shelfStatusLabels, shelfStatuses } from '@contracts/shelf-statuses';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { BookCover } from '@/components/ui/book-cover';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyShelf } from '../api/use-my-shelf';
import { authorNames, formatDay } from '../lib/format';
import { defaultFilters } from '../lib/shelf-filters';

const ReadingProgress = lazy(() => import('./reading-progress'));

/** Books shown; the rest are one click away on the shelf. */
const shown = 4;

export function ReadingNowCard() {
  const shelf = useMyShelf({ ...defaultFilters, status: 'currently_reading' });
  const first = shelf.data?.pages[0];

  return (
    <Card className="p-6" aria-labelledby="reading-now-title">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="reading-now-title" className="text-lg font-semibold">
          Currently reading
        </h2>
        <Link to={paths.bookShelf} className="text-sm font-medium text-primary hover:underline">
          My Book Shelf
        </Link>
      </div>
      {shelf.isPending ? (
        <Skeleton className="mt-4 h-36" />
      ) : shelf.isError || !first ? (
        <p className="mt-3 text-sm text-muted-foreground">
          Your shelf could not be loaded just now.
        </p>
      ) : (
        <>
          {first.entries.length === 0 ? (
            <p className="mt-3 text-sm text-muted-foreground">
              Nothing on the go.{' '}
              <Link to={paths.findBooks} className="font-medium text-primary hover:underline">
                Find your next read
              </Link>
              .
            </p>
          ) : (
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {first.entries.slice(0, shown).map((entry) => (
                <li key={entry.id} className="flex gap-3">
                  <Link to={entry.book.path} tabIndex={-1} aria-hidden className="shrink-0">
                    <BookCover url={entry.book.coverUrl} title={entry.book.title} size="sm" />
                  </Link>
                  <div className="min-w-0 flex-1 space-y-1 text-sm">
                    <Link
                      to={entry.book.path}
                      className="font-semibold hover:text-primary hover:underline"
                    >
                      {entry.book.title}
                    </Link>
                    <p className="truncate text-muted-foreground">{authorNames(entry.book)}</p>
                    {entry.dateStarted && (
                      <p className="text-xs text-muted-foreground">
                        Started {formatDay(entry.dateStarted)}
                      </p>
                    )}
                    <Suspense fallback={<Skeleton className="h-14 w-full" />}>
                      <ReadingProgress entry={entry} />
                    </Suspense>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <dl
            aria-label="Books on each shelf"
            className="mt-5 flex flex-wrap gap-x-5 gap-y-1 border-t border-line pt-4 text-sm"
          >
            {shelfStatuses.map((status) => (
              <div key={status} className="flex gap-1.5">
                <dt className="text-muted-foreground">{shelfStatusLabels[status]}</dt>
                <dd className="font-semibold tabular-nums">{first.counts[status]}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </Card>
  );
}
