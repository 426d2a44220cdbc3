/**
 * A list of books from a paged query, with every state of SPEC §4 — idle, loading, error,
 * results, and load-more that is only offered while there is more and never twice at once.
 */
import type { BookSummary } from '@contracts/books';
import { searchMessages } from '@contracts/messages';
import { BookX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { rateLimitMessage } from '@/lib/api-client';
import { BookCard } from './book-card';

export interface BookListQuery {
  books: BookSummary[];
  isPending: boolean;
  isError: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
  isNextPageError?: boolean;
  /** Why the list failed; a rate limit's explanation is shown as the server words it. */
  error?: unknown;
}

export function BookResults({
  query,
  errorMessage = searchMessages.searchFailed,
  renderActions,
  idle,
  empty,
  heading,
}: {
  query: BookListQuery;
  errorMessage?: string;
  renderActions?: (book: BookSummary) => ReactNode;
  /** Shown before anything was asked for. */
  idle?: ReactNode;
  empty?: ReactNode;
  /** Names the list for screen readers where no visible heading sits between the page's h1 and the cards' h3. */
  heading?: string;
}) {
  if (idle) return <>{idle}</>;
  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading books" className="grid gap-4 md:grid-cols-2">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-44" />
        ))}
      </div>
    );
  }
  if (query.isError && query.books.length === 0) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center rounded-2xl border border-danger/30 bg-danger/5 p-10 text-center"
      >
        <TriangleAlert className="h-8 w-8 text-danger" aria-hidden />
        <p className="mt-3 font-semibold">{errorMessage}</p>
        {rateLimitMessage(query.error) && (
          <p className="mt-1 text-sm text-muted-foreground">{rateLimitMessage(query.error)}</p>
        )}
        <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (query.books.length === 0) {
    return (
      empty ?? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-line p-10 text-center">
          <BookX className="h-8 w-8 text-muted-foreground" aria-hidden />
          <p className="mt-3 font-semibold">{searchMessages.noBooksFound}</p>
          <p className="mt-1 text-sm text-muted-foreground">{searchMessages.tryDifferentTerm}</p>
        </div>
      )
    );
  }
  return (
    <div className="space-y-6">
      {heading && <h2 className="sr-only">{heading}</h2>}
      <ul className="grid gap-4 md:grid-cols-2">
        {query.books.map((book) => (
          <li key={book.id}>
            <BookCard book={book} actions={renderActions?.(book)} />
          </li>
        ))}
      </ul>
      {query.isNextPageError && (
        <p role="alert" className="text-center text-sm text-danger">
          {searchMessages.loadMoreFailed}
        </p>
      )}
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            disabled={query.isFetchingNextPage}
            onClick={() => !query.isFetchingNextPage && void query.fetchNextPage()}
          >
            {query.isFetchingNextPage && <Spinner />}{' '}
            {query.isFetchingNextPage ? 'Loading…' : 'Load more books'}
          </Button>
        </div>
      )}
    </div>
  );
}
