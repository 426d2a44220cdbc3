/**
 * A whole shelf: owner, shelves as tabs, filters, 25 books a page with "Load more", and — on
 * the reader's own shelf — the entry editor. Filters live in the URL.
 */
import type { ShelfEntry, ShelfList } from '@contracts/shelves';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { plural } from '@/lib/plural';
import { defaultFilters, narrowsShelf, type ShelfFilters } from '../lib/shelf-filters';
import { ShelfEntryCard } from './shelf-entry-card';
import { EmptyShelf, NoMatches } from './shelf-empty-state';
import { ShelfFilterBar } from './shelf-filter-bar';
import { ShelfHeader } from './shelf-header';
import { ShelfStatusTabs } from './shelf-status-tabs';

const ShelfEntryEditor = lazy(() => import('./entry-editor/shelf-entry-editor'));

export type ShelfQuery = UseInfiniteQueryResult<InfiniteData<ShelfList>, Error>;

export function ShelfSkeleton() {
  return (
    <div className="space-y-6 px-4 py-10" aria-busy="true">
      <div className="flex items-center gap-4">
        <Skeleton className="h-16 w-16 rounded-full" />
        <div className="space-y-2">
          <Skeleton className="h-8 w-64" />
          <Skeleton className="h-4 w-40" />
        </div>
      </div>
      <Skeleton className="h-11" />
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-40" />
      ))}
    </div>
  );
}

function summary(list: ShelfList, shown: number, filters: ShelfFilters): string {
  if (narrowsShelf(filters))
    return shown > 0
      ? `Showing ${shown.toLocaleString('en')} matching ${shown === 1 ? 'book' : 'books'}`
      : '';
  const total = filters.status ? list.counts[filters.status] : list.counts.total;
  return `Showing ${shown.toLocaleString('en')} of ${plural(total, 'book')}`;
}

export function ShelfView({
  query,
  filters,
  onFiltersChange,
  hrefFor,
  isMine,
  progressOf,
}: {
  query: ShelfQuery;
  filters: ShelfFilters;
  onFiltersChange: (filters: ShelfFilters) => void;
  hrefFor: (filters: ShelfFilters) => string;
  isMine: boolean;
  /** An entry's progress control; only the reader's own shelf has one (a public page does not load it). */
  progressOf?: (entry: ShelfEntry) => ReactNode;
}) {
  const [editing, setEditing] = useState<ShelfEntry | null>(null);
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  if (!first) return <ShelfSkeleton />;

  const entries = pages.flatMap((page) => page.entries);
  const last = pages.at(-1) ?? first;
  const editable = first.abilities.edit;
  const name = first.owner.fullName || first.owner.username;
  const narrowed = narrowsShelf(filters);
  const clear = () => onFiltersChange({ ...defaultFilters, status: filters.status });
  const refreshing = query.isFetching && !query.isFetchingNextPage && query.isPlaceholderData;

  return (
    <div className="space-y-6 px-4 py-10">
      <ShelfHeader list={first} isMine={isMine} />
      {first.counts.total === 0 ? (
        <EmptyShelf isMine={editable} ownerName={name} />
      ) : (
        <>
          <ShelfStatusTabs counts={first.counts} filters={filters} hrefFor={hrefFor} />
          <div className="flex flex-wrap items-end justify-between gap-4">
            <ShelfFilterBar filters={filters} tags={first.tags} onChange={onFiltersChange} />
            <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
              {refreshing && <Spinner />}
              {summary(last, entries.length, filters)}
            </p>
          </div>
          {entries.length === 0 ? (
            <NoMatches
              isMine={editable}
              status={filters.status}
              narrowed={narrowed}
              onClear={clear}
            />
          ) : (
            <Card className={cn('transition-opacity', refreshing && 'opacity-60')}>
              {/* The cards' titles are h3s: this keeps the outline h1 > h2 > h3. */}
              <h2 className="sr-only">Books on {isMine ? 'your' : `${name}’s`} shelf</h2>
              <ul className="divide-y divide-line" aria-busy={refreshing}>
                {entries.map((entry) => (
                  <li key={entry.id}>
                    <ShelfEntryCard
                      entry={entry}
                      editable={entry.abilities.canEdit}
                      onEdit={setEditing}
                      tagHref={(tag) => hrefFor({ ...filters, tag })}
                      progress={progressOf?.(entry)}
                    />
                  </li>
                ))}
              </ul>
            </Card>
          )}
          {query.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="outline"
                onClick={() => void query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
              >
                {query.isFetchingNextPage && <Spinner />} Load more
              </Button>
            </div>
          )}
        </>
      )}
      {editing && (
        <Suspense fallback={null}>
          <ShelfEntryEditor
            book={editing.book}
            entry={editing}
            knownTags={first.tags}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
