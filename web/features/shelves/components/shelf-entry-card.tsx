/** One book on a shelf: cover, title, authors, rating, shelf, dates, tags, notes and review. */
import { shelfStatusLabels } from '@contracts/shelf-statuses';
import type { ShelfEntry } from '@contracts/shelves';
import { Lock, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { BookCover } from '@/components/ui/book-cover';
import { Button } from '@/components/ui/button';
import { StarRating } from '@/components/ui/star-rating';
import { plural } from '@/lib/plural';
import { authorNames, formatDay } from '../lib/format';
import { statusTone } from '../lib/status-style';
import { ReviewExcerpt } from './review-excerpt';

function dateFacts(entry: ShelfEntry): string[] {
  const facts: string[] = [];
  if (entry.dateStarted && entry.status !== 'want_to_read')
    facts.push(`Started ${formatDay(entry.dateStarted)}`);
  if (entry.dateRead) facts.push(`Read ${formatDay(entry.dateRead)}`);
  if (entry.readCount > 1) facts.push(`Read ${entry.readCount} times`);
  facts.push(`Added ${formatDay(entry.createdAt)}`);
  if (entry.ownedCopies > 0) facts.push(`Owns ${plural(entry.ownedCopies, 'copy', 'copies')}`);
  return facts;
}

export function ShelfEntryCard({
  entry,
  editable,
  onEdit,
  tagHref,
  progress,
}: {
  entry: ShelfEntry;
  editable: boolean;
  onEdit: (entry: ShelfEntry) => void;
  tagHref: (tag: string) => string;
  /** The reading progress control, on the reader's own shelf (my-shelf.tsx brings it). */
  progress?: ReactNode;
}) {
  const { book } = entry;
  const authors = authorNames(book);
  return (
    <article className="flex gap-4 p-4 sm:gap-5 sm:p-5">
      {/* A sized box: the cover's padding is a percentage of its container's width. */}
      <Link to={book.path} tabIndex={-1} aria-hidden className="w-24 shrink-0">
        <BookCover url={book.coverUrl} title={book.title} author={authors} size="md" />
      </Link>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="font-display text-lg font-bold leading-snug">
              <Link to={book.path} className="hover:text-primary hover:underline">
                {book.title}
              </Link>
            </h3>
            {authors && <p className="text-sm text-muted-foreground">by {authors}</p>}
          </div>
          {editable && (
            <Button
              variant="ghost"
              size="sm"
              className="shrink-0"
              aria-label={`Edit ${book.title} on your shelf`}
              onClick={() => onEdit(entry)}
            >
              <Pencil className="h-4 w-4" aria-hidden />
              <span className="hidden sm:inline">Edit</span>
            </Button>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <Badge tone={statusTone[entry.status]}>{shelfStatusLabels[entry.status]}</Badge>
          {entry.rating !== null ? (
            <StarRating value={entry.rating} label={`Rated ${entry.rating} out of 5 stars`} />
          ) : (
            <span className="text-xs text-muted-foreground">Not rated</span>
          )}
        </div>
        <p className="text-xs text-muted-foreground">{dateFacts(entry).join(' · ')}</p>
        {progress}
        {entry.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
            {entry.tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={tagHref(tag)}
                  className="inline-flex rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground hover:bg-primary/15 hover:text-primary"
                >
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {editable && entry.privateNotes && (
          <div className="rounded-lg bg-surface-muted/70 px-3 py-2 text-sm">
            <p className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
              <Lock className="h-3.5 w-3.5" aria-hidden /> Private notes · only you can see these
            </p>
            <p className="mt-1 line-clamp-3 whitespace-pre-line">{entry.privateNotes}</p>
          </div>
        )}
        <ReviewExcerpt html={entry.review} hasSpoilers={entry.reviewHasSpoilers} className="pt-1" />
      </div>
    </article>
  );
}
