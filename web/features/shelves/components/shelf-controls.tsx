/**
 * What sits next to a book on its page and in lists: the reader's shelf for it, their rating
 * (saved at once, undone if the server refuses) and their review. A signed-out visitor gets
 * "Want to read", which asks them to join and brings them back here.
 */
import type { BookSummary } from '@contracts/books';
import { shelfStatusLabels, type ShelfStatus } from '@contracts/shelf-statuses';
import type { ShelfEntryUpdate } from '@contracts/shelves';
import { PenLine } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { StarRatingInput } from '@/components/ui/star-rating';
import { cn } from '@/lib/cn';
import { openAuthDialog } from '@/lib/dialogs';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useRemoveShelfEntry } from '../api/use-remove-shelf-entry';
import { useSaveShelfEntry } from '../api/use-save-shelf-entry';
import { useShelfEntry } from '../api/use-shelf-entry';

const ShelfEntryEditor = lazy(() => import('./entry-editor/shelf-entry-editor'));
// Its menu (Radix, with positioning and scroll locking) is a quarter of a public page's
// first load; visitors never see it, members get it as their controls appear.
const ShelfStatusButton = lazy(() =>
  import('./shelf-status-button').then((module) => ({ default: module.ShelfStatusButton })),
);

type EditorMode = { focusReview: boolean } | null;

function SignedOutControls({ book, compact }: { book: BookSummary; compact: boolean }) {
  const location = useLocation();
  return (
    <Button
      size={compact ? 'sm' : 'md'}
      aria-label={`Want to read ${book.title}`}
      onClick={() =>
        openAuthDialog({ tab: 'signup', destination: location.pathname + location.search })
      }
    >
      Want to read
    </Button>
  );
}

function SignedInControls({ book, compact }: { book: BookSummary; compact: boolean }) {
  const entryQuery = useShelfEntry(book.id, true);
  const save = useSaveShelfEntry(book);
  const remove = useRemoveShelfEntry(book.id);
  const [editor, setEditor] = useState<EditorMode>(null);
  const entry = entryQuery.data ?? null;

  const put = async (update: ShelfEntryUpdate, success?: string) => {
    try {
      await save.mutateAsync(update);
      if (success) notify.success(success);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'Failed to update your shelf.');
    }
  };

  const choose = (status: ShelfStatus) => {
    if (entry?.status === status) return;
    const label = shelfStatusLabels[status];
    void put({ status }, entry ? `Moved to ${label}` : `Added to ${label}`);
  };

  const rate = (rating: number | null) => {
    // Rating a book you have not shelved means you have read it (as on Goodreads).
    if (!entry)
      void put({ rating, status: 'read' }, `Rated and added to ${shelfStatusLabels.read}`);
    else void put({ rating });
  };

  const onRemove = async () => {
    try {
      await remove.mutateAsync();
      notify.success('Removed from your shelf');
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'Failed to remove the book.');
    }
  };

  if (entryQuery.isPending) {
    return (
      <div className={cn('flex items-center gap-3', !compact && 'flex-col items-start')}>
        <Skeleton className={compact ? 'h-8 w-36' : 'h-10 w-44'} />
        <Skeleton className="h-7 w-36" />
      </div>
    );
  }

  return (
    <div
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-2',
        !compact && 'flex-col items-start',
      )}
    >
      <Suspense fallback={<Skeleton className={compact ? 'h-8 w-36' : 'h-10 w-44'} />}>
        <ShelfStatusButton
          title={book.title}
          status={entry?.status ?? null}
          busy={remove.isPending}
          size={compact ? 'sm' : 'md'}
          onChoose={choose}
          onRemove={() => void onRemove()}
          onEdit={() => setEditor({ focusReview: false })}
        />
      </Suspense>
      <StarRatingInput
        value={entry?.rating ?? null}
        onChange={rate}
        label={`Your rating of ${book.title}`}
      />
      {!compact && (
        <Button
          variant="ghost"
          size="sm"
          className="-ml-3 text-primary!"
          onClick={() => setEditor({ focusReview: true })}
        >
          <PenLine className="h-4 w-4" aria-hidden />
          {entry?.review ? 'Edit your review' : 'Write a review'}
        </Button>
      )}
      {editor && (
        <Suspense fallback={null}>
          <ShelfEntryEditor
            book={book}
            entry={entry}
            focusReview={editor.focusReview}
            onClose={() => setEditor(null)}
          />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The shelf controls for one book. `compact` is for search results and other lists: the shelf
 * button and the stars on one line, the review reached through the shelf menu.
 */
export function ShelfControls({ book, compact = false }: { book: BookSummary; compact?: boolean }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <Skeleton className={compact ? 'h-8 w-36' : 'h-10 w-44'} />;
  if (!user) return <SignedOutControls book={book} compact={compact} />;
  return <SignedInControls book={book} compact={compact} />;
}

/** The compact shelf controls, for search results. */
export function CompactShelfControls({ book }: { book: BookSummary }) {
  return <ShelfControls book={book} compact />;
}
