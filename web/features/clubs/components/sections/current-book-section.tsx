/** The book the club is reading: its cover, title and authors, linked to its book page. */
import type { ClubPage } from '@contracts/clubs';
import { paths } from '@contracts/paths';
import { Link } from 'react-router';
import { BookCover } from '@/components/ui/book-cover';
import { buttonClasses } from '@/components/ui/button';

export function CurrentBookSection({ page }: { page: ClubPage }) {
  const book = page.currentBook;
  if (!book) return null;
  return (
    <div className="flex gap-5">
      <Link to={book.path} tabIndex={-1} aria-hidden>
        <BookCover url={book.coverUrl} title={book.title} author={book.authors[0]?.name} />
      </Link>
      <div className="min-w-0 space-y-2">
        <h3 className="break-words text-xl font-semibold leading-snug">
          <Link to={book.path} className="hover:text-primary hover:underline">
            {book.title}
          </Link>
        </h3>
        {book.authors.length > 0 && (
          <p className="text-sm text-muted-foreground">
            by{' '}
            {book.authors.map((author, index) => (
              <span key={author.slug}>
                {index > 0 && ', '}
                <Link to={paths.author(author.slug)} className="hover:text-primary hover:underline">
                  {author.name}
                </Link>
              </span>
            ))}
          </p>
        )}
        {book.publishedDate && (
          <p className="text-xs text-muted-foreground">First published {book.publishedDate}</p>
        )}
        <Link to={book.path} className={buttonClasses('outline', 'sm', 'mt-2')}>
          About the book
        </Link>
      </div>
    </div>
  );
}
