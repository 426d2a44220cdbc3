/**
 * /book/:titleSlug/:isbn — a book's page: cover, authors, details, description, categories,
 * shelving, Bookhive readers' ratings and reviews, and View on Amazon.
 */
import { paths } from '@contracts/paths';
import { ExternalLink } from 'lucide-react';
import { Link, Navigate, useParams } from 'react-router';
import { BookCover } from '@/components/ui/book-cover';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { StarRating } from '@/components/ui/star-rating';
import { useBook } from '@/features/books/api/use-book';
import { useBookReviews } from '@/features/books/api/use-book-reviews';
import { RatingSummary } from '@/features/books/components/rating-summary';
import { ReviewList } from '@/features/books/components/review-list';
import { BookProgress } from '@/features/shelves/components/book-progress';
import { ShelfControls } from '@/features/shelves/components/shelf-controls';
import { ApiError } from '@/lib/api-client';
import { plural } from '@/lib/plural';
import { usePageTitle } from '@/lib/use-page-title';
import { Page as NotFoundPage } from '../not-found-page';

/**
 * Counts a View on Amazon click for the affiliate figures. Loaded when clicked: a module shared
 * by the public pages would add a chunk to every page's first load.
 */
function countAmazonClick(workId: string) {
  import('@/features/books/lib/amazon-click')
    .then((clicks) => clicks.countAmazonClick(workId))
    .catch(() => {
      // A lost count only makes the figures a little smaller.
    });
}

function Fact({ label, value }: { label: string; value: string | number | null | undefined }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <div>
      <dt className="text-xs uppercase tracking-wider text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

export function Page() {
  const { titleSlug, isbn } = useParams();
  const book = useBook(isbn);
  const reviews = useBookReviews(book.data?.id);
  usePageTitle(
    book.data ? `${book.data.title} by ${book.data.authors.map((a) => a.name).join(', ')}` : 'Book',
  );

  if (book.isPending) {
    return (
      <div className="grid gap-8 px-4 py-10 md:grid-cols-[240px_1fr]">
        <Skeleton className="h-84 w-56" />
        <div className="space-y-4">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-40 w-full" />
        </div>
      </div>
    );
  }
  if (book.error instanceof ApiError && book.error.status === 404) return <NotFoundPage />;
  if (book.isError) throw book.error;
  const data = book.data;
  // One address per book: an old or mistyped title in the URL moves to the canonical one.
  if (titleSlug !== data.titleSlug) return <Navigate to={data.path} replace />;
  const year = data.publishedDate?.replace(/^-(\d+)$/, '$1 BCE');

  return (
    <div className="px-4 py-10">
      <div className="grid gap-10 md:grid-cols-[240px_1fr]">
        <aside className="flex flex-col items-center gap-4 md:items-stretch">
          <BookCover
            url={data.coverUrl}
            title={data.title}
            author={data.authors[0]?.name}
            size="xl"
            className="mx-auto"
          />
          <ShelfControls book={data} />
          <BookProgress book={data} pages={data.pages} />
          {data.amazonUrl && (
            <a
              href={data.amazonUrl}
              onClick={() => countAmazonClick(data.id)}
              onAuxClick={(event) => event.button === 1 && countAmazonClick(data.id)}
              target="_blank"
              rel="noopener noreferrer sponsored"
              className={buttonClasses('outline', 'md', 'w-full')}
            >
              View on Amazon <ExternalLink className="h-4 w-4" aria-hidden />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
        </aside>
        <div className="min-w-0 space-y-8">
          <header>
            <h1 className="font-display text-4xl font-bold leading-tight tracking-tight">
              {data.title}
            </h1>
            {data.seriesName && (
              <p className="mt-1 text-muted-foreground">
                {data.seriesName}, book {data.seriesNumber}
              </p>
            )}
            <p className="mt-3 text-lg">
              by{' '}
              {data.authors.map((author, index) => (
                <span key={author.slug}>
                  {index > 0 && ', '}
                  <Link
                    to={paths.author(author.slug)}
                    className="font-semibold text-primary hover:underline"
                  >
                    {author.name}
                  </Link>
                </span>
              ))}
            </p>
            {data.rating !== null && (
              <p className="mt-3 flex items-center gap-2 text-sm text-muted-foreground">
                <StarRating value={data.rating} size="h-5 w-5" />
                <span className="font-semibold text-foreground">
                  {data.rating.toFixed(2)}
                </span> · {plural(data.ratingsCount, 'rating')}
              </p>
            )}
          </header>
          {data.description ? (
            <p className="max-w-prose whitespace-pre-line text-lg leading-relaxed">
              {data.description}
            </p>
          ) : (
            <p className="text-muted-foreground">We don’t have a description of this book yet.</p>
          )}
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            <Fact label="First published" value={year} />
            <Fact label="Pages" value={data.pages} />
            <Fact label="Publisher" value={data.publisher} />
            <Fact label="ISBN" value={data.isbn} />
            <Fact label="Original title" value={data.originalTitle} />
            <Fact label="Language" value={data.language === 'en' ? 'English' : data.language} />
          </dl>
          {data.categories.length > 0 && (
            <section aria-labelledby="categories-heading">
              <h2 id="categories-heading" className="sr-only">
                Categories
              </h2>
              <ul className="flex flex-wrap gap-2">
                {data.categories.map((category) => (
                  <li key={category.id}>
                    <Link
                      to={paths.category(category.slug)}
                      title={category.path.join(' › ')}
                      className="rounded-full border border-line bg-surface px-3 py-1 text-sm hover:border-primary/60 hover:text-primary"
                    >
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {data.editions.length > 1 && (
            <section aria-labelledby="editions-heading">
              <h2 id="editions-heading" className="text-lg font-semibold">
                Editions
              </h2>
              <ul className="mt-2 divide-y divide-line text-sm">
                {data.editions.map((edition) => (
                  <li
                    key={edition.isbn13 ?? edition.isbn10 ?? edition.title}
                    className="flex flex-wrap gap-x-4 py-2"
                  >
                    <span className="font-medium">{edition.title}</span>
                    {edition.format && <span>{edition.format}</span>}
                    {edition.publicationYear && <span>{edition.publicationYear}</span>}
                    {edition.isbn13 && (
                      <span className="text-muted-foreground">ISBN {edition.isbn13}</span>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <div className="grid gap-6 lg:grid-cols-[280px_1fr]">
            <Card className="h-fit p-5">
              <h2 className="mb-3 font-semibold">Bookhive ratings</h2>
              <RatingSummary book={data} />
            </Card>
            <section aria-labelledby="reviews-heading">
              <h2 id="reviews-heading" className="text-xl font-semibold">
                Reviews
              </h2>
              <ReviewList
                reviews={reviews.data?.pages.flatMap((p) => p.reviews) ?? []}
                hasMore={reviews.hasNextPage}
                loadingMore={reviews.isFetchingNextPage}
                onMore={() => void reviews.fetchNextPage()}
              />
            </section>
          </div>
          <p className="text-xs text-muted-foreground">
            Buying through “View on Amazon” may earn Bookhive a commission at no cost to you.
          </p>
        </div>
      </div>
    </div>
  );
}
