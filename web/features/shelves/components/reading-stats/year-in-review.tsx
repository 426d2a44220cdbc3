/** The year in review: the year's totals against the year before, and the books that marked it. */
import type { ReadingStats, StatsBook } from '@contracts/reading-stats';
import { Link } from 'react-router';
import { BookCover } from '@/components/ui/book-cover';
import { comparedWith, day, number } from './stats-format';

type Review = ReadingStats['review'];

/** One figure with what it was the year before. */
export function Figure(props: { label: string; value: string; note?: string | undefined }) {
  return (
    <div className="rounded-2xl border border-line bg-surface p-4">
      <dt className="text-sm text-muted-foreground">{props.label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{props.value}</dd>
      {props.note && <dd className="mt-0.5 text-xs text-muted-foreground">{props.note}</dd>}
    </div>
  );
}

function PickedBook({ label, book, detail }: { label: string; book: StatsBook; detail: string }) {
  return (
    <li className="flex min-w-0 gap-3 rounded-2xl border border-line bg-surface p-3">
      <BookCover url={book.coverUrl} title={book.title} author={book.authors[0]} size="sm" />
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-primary">{label}</p>
        <Link
          to={book.path}
          className="mt-0.5 block truncate font-semibold hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/60"
        >
          {book.title}
        </Link>
        {book.authors.length > 0 && (
          <p className="truncate text-sm text-muted-foreground">{book.authors.join(', ')}</p>
        )}
        <p className="text-sm text-muted-foreground">{detail}</p>
      </div>
    </li>
  );
}

const pagesOf = (book: StatsBook) => (book.pages === null ? '' : `${number(book.pages)} pages · `);

export function YearInReview({ year, review }: { year: number; review: Review }) {
  const before = review.previousYear;
  const picks: { label: string; book: StatsBook | null; detail: (b: StatsBook) => string }[] = [
    { label: 'First finished', book: review.first, detail: (b) => `Finished ${day(b.finishedOn)}` },
    { label: 'Last finished', book: review.last, detail: (b) => `Finished ${day(b.finishedOn)}` },
    {
      label: 'Highest rated',
      book: review.highestRated,
      detail: (b) => `${pagesOf(b)}${number(b.rating ?? 0)} stars`,
    },
    { label: 'Longest', book: review.longest, detail: (b) => `${number(b.pages ?? 0)} pages` },
    { label: 'Shortest', book: review.shortest, detail: (b) => `${number(b.pages ?? 0)} pages` },
  ];
  return (
    <section aria-labelledby="year-in-review" className="space-y-4">
      <h2 id="year-in-review" className="text-xl font-semibold">
        {year} in review
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure
          label="Books"
          value={number(review.books)}
          note={comparedWith(review.books, before.books, before.year)}
        />
        <Figure
          label="Pages"
          value={number(review.pages)}
          note={comparedWith(review.pages, before.pages, before.year)}
        />
        <Figure
          label="Pages a book"
          value={
            review.books > review.booksWithoutPages
              ? number(Math.round(review.pages / (review.books - review.booksWithoutPages)))
              : '—'
          }
          note={
            review.booksWithoutPages
              ? `${number(review.booksWithoutPages)} of unknown length left out`
              : undefined
          }
        />
      </dl>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {picks.map(({ label, book, detail }) =>
          book ? <PickedBook key={label} label={label} book={book} detail={detail(book)} /> : null,
        )}
      </ul>
    </section>
  );
}
