/** A book in a list: cover, title (with series), authors, rating and year, and room for actions. */
import type { BookSummary } from '@contracts/books';
import { paths } from '@contracts/paths';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BookCover } from '@/components/ui/book-cover';
import { StarRating } from '@/components/ui/star-rating';

const count = new Intl.NumberFormat('en', { notation: 'compact' });

export function BookCard({ book, actions }: { book: BookSummary; actions?: ReactNode }) {
  const author = book.authors[0];
  return (
    <article className="flex gap-4 rounded-2xl border border-line bg-surface p-4 shadow-sm transition hover:shadow-md">
      <Link to={book.path} tabIndex={-1} aria-hidden>
        <BookCover url={book.coverUrl} title={book.title} author={author?.name} size="md" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 className="font-semibold leading-snug">
          <Link to={book.path} className="hover:text-primary hover:underline">
            {book.title}
          </Link>
        </h3>
        {book.seriesName && (
          <p className="text-xs text-muted-foreground">
            {book.seriesName} #{book.seriesNumber}
          </p>
        )}
        <p className="mt-1 truncate text-sm text-muted-foreground">
          by{' '}
          {book.authors.map((a, index) => (
            <span key={a.slug}>
              {index > 0 && ', '}
              <Link to={paths.author(a.slug)} className="hover:text-foreground hover:underline">
                {a.name}
              </Link>
            </span>
          ))}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          {book.rating !== null && (
            <span className="flex items-center gap-1.5">
              <StarRating value={book.rating} size="h-3.5 w-3.5" />
              <span>
                {book.rating.toFixed(2)} · {count.format(book.ratingsCount)}{' '}
                {book.ratingsCount === 1 ? 'rating' : 'ratings'}
              </span>
            </span>
          )}
          {book.publishedDate && (
            <span>First published {book.publishedDate.replace(/^-(\d+)/, '$1 BCE')}</span>
          )}
        </div>
        {actions && <div className="mt-auto pt-3">{actions}</div>}
      </div>
    </article>
  );
}
