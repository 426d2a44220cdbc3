/** What an empty shelf (or an empty filter) says, with the way forward. */
import { paths } from '@contracts/paths';
import { shelfStatusLabels, type ShelfStatus } from '@contracts/shelf-statuses';
import { Library, Search, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

function FindAndImport({ isMine }: { isMine: boolean }) {
  return (
    <div className="mt-6 flex flex-wrap justify-center gap-3">
      <Link to={paths.findBooks} className={buttonClasses('primary')}>
        <Search className="h-4 w-4" aria-hidden /> Find books
      </Link>
      {isMine && (
        <Link to={paths.bookShelfImport} className={buttonClasses('outline')}>
          <Upload className="h-4 w-4" aria-hidden /> Import from Goodreads or StoryGraph
        </Link>
      )}
    </div>
  );
}

/** The whole shelf is empty. */
export function EmptyShelf({ isMine, ownerName }: { isMine: boolean; ownerName: string }) {
  return (
    <Card className="flex flex-col items-center px-6 py-14 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-primary/15 text-primary">
        <Library className="h-7 w-7" aria-hidden />
      </span>
      <h2 className="mt-5 text-xl font-semibold">
        {isMine
          ? 'Your shelf is waiting for its first book'
          : `${ownerName} has not shelved any books yet`}
      </h2>
      <p className="mt-2 max-w-md text-sm text-muted-foreground">
        {isMine
          ? 'Keep track of what you want to read, are reading and have read. Find a book to start, or bring your whole history over from Goodreads or StoryGraph in a minute.'
          : 'Check back later, or find your next book while you wait.'}
      </p>
      <FindAndImport isMine={isMine} />
    </Card>
  );
}

/** The shelf has books, but none on this tab or matching these filters. */
export function NoMatches({
  isMine,
  status,
  narrowed,
  onClear,
}: {
  isMine: boolean;
  status: ShelfStatus | null;
  narrowed: boolean;
  onClear: () => void;
}) {
  const shelf = status ? shelfStatusLabels[status] : null;
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <h2 className="text-lg font-semibold">
        {narrowed ? 'No books match these filters' : `Nothing on ${shelf ?? 'this shelf'} yet`}
      </h2>
      <p className="mt-2 max-w-md text-sm text-muted-foreground">
        {narrowed
          ? 'Try a lower rating or another tag.'
          : isMine
            ? `Books you shelve as ${shelf ?? 'this'} will show here.`
            : 'Books shelved here will show up when there are some.'}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {narrowed && (
          <Button variant="outline" onClick={onClear}>
            Clear filters
          </Button>
        )}
        {!narrowed && isMine && (
          <Link to={paths.findBooks} className={buttonClasses('primary')}>
            <Search className="h-4 w-4" aria-hidden /> Find books
          </Link>
        )}
      </div>
    </Card>
  );
}
