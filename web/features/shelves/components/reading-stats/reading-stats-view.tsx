/**
 * /reading-stats (Reader Plus): a year of the member's reading — figures, charts of books and
 * pages by month, genres and ratings, pace, and the year in review — with a year picker kept in
 * the address (?year=2025). Without the plan, the upsell; a year with no books, an empty state.
 */
import { paths } from '@contracts/paths';
import type { ReadingStats } from '@contracts/reading-stats';
import { BookOpen } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '@/components/query-state';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useReadingStats } from '@/features/shelves/api/use-reading-stats';
import { GenresChart, MonthsCharts, RatingsChart } from './stats-charts';
import { number } from './stats-format';
import { ReadingStatsUpsell } from './reading-stats-upsell';
import { Figure, YearInReview } from './year-in-review';

function YearPicker(props: { years: number[]; year: number; onChange: (year: number) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Year
      </label>
      <Select
        id={id}
        className="w-28"
        value={props.year}
        onChange={(event) => props.onChange(Number(event.target.value))}
      >
        {props.years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </Select>
    </div>
  );
}

function EmptyYear({ year }: { year: number }) {
  return (
    <Card className="flex flex-col items-center px-6 py-14 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-primary/15 text-primary">
        <BookOpen className="h-7 w-7" aria-hidden />
      </span>
      <h2 className="mt-5 text-xl font-semibold">No books finished in {year}</h2>
      <p className="mt-2 max-w-md text-sm text-muted-foreground">
        Mark a book as read with the date you finished it, and it counts here: by month, by genre,
        with your rating and how long it took you.
      </p>
      <Link to={paths.bookShelf} className={`${buttonClasses('primary')} mt-6`}>
        Go to my Book Shelf
      </Link>
    </Card>
  );
}

function Pace({ stats }: { stats: ReadingStats }) {
  const { pace } = stats;
  return (
    <section aria-labelledby="reading-pace" className="space-y-3">
      <h2 id="reading-pace" className="text-xl font-semibold">
        Reading pace
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure
          label="Days a book"
          value={pace.averageDaysPerBook === null ? '—' : number(pace.averageDaysPerBook)}
          note={
            pace.timedBooks
              ? `Over ${number(pace.timedBooks)} ${pace.timedBooks === 1 ? 'book' : 'books'} with a start date`
              : 'Give a start date to see it'
          }
        />
        <Figure
          label="Pages a day"
          value={pace.pagesPerDay === null ? '—' : number(pace.pagesPerDay)}
          note="While reading, start to finish"
        />
        <Figure
          label="Month streak"
          value={number(pace.currentMonthStreak)}
          note="Months in a row with a finished book, up to now"
        />
        <Figure
          label={`Longest streak in ${stats.year}`}
          value={number(pace.longestMonthStreak)}
          note={pace.longestMonthStreak === 1 ? 'month' : 'months'}
        />
      </dl>
    </section>
  );
}

function Statistics({ stats }: { stats: ReadingStats }) {
  if (stats.review.books === 0) return <EmptyYear year={stats.year} />;
  return (
    <div className="space-y-10">
      <YearInReview year={stats.year} review={stats.review} />
      <section aria-labelledby="by-month" className="space-y-3">
        <h2 id="by-month" className="text-xl font-semibold">
          Month by month
        </h2>
        <MonthsCharts months={stats.months} />
      </section>
      <section aria-labelledby="genres-and-ratings" className="space-y-3">
        <h2 id="genres-and-ratings" className="text-xl font-semibold">
          Genres and ratings
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          {stats.genres.length > 0 ? (
            <GenresChart genres={stats.genres} />
          ) : (
            <p className="rounded-2xl border border-line bg-surface p-4 text-sm text-muted-foreground">
              None of this year’s books has a genre in the catalogue.
            </p>
          )}
          <RatingsChart ratings={stats.ratings} />
        </div>
      </section>
      <Pace stats={stats} />
    </div>
  );
}

export function ReadingStatsView() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('year'));
  const year = Number.isInteger(asked) && asked > 0 ? asked : undefined;
  const query = useReadingStats(year);
  // The server's own words for what Reader Plus brings, shown in the upsell.
  const planRequired =
    query.error instanceof ApiError && query.error.code === 'PLAN_REQUIRED'
      ? query.error.message
      : null;
  const stats = query.data;

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Reading statistics</h1>
          <p className="mt-1 text-muted-foreground">
            {stats && !planRequired
              ? `Your ${stats.year} in books: what you finished, when, and how you rated it.`
              : 'Your year in books, from the books you mark as read.'}
          </p>
        </div>
        {stats && !planRequired && (
          <YearPicker
            years={stats.years}
            year={stats.year}
            onChange={(next) => setParams({ year: String(next) })}
          />
        )}
      </header>
      {planRequired ? (
        <ReadingStatsUpsell message={planRequired} />
      ) : stats ? (
        <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <Statistics stats={stats} />
        </div>
      ) : (
        <QueryState
          query={query}
          loading={<Skeleton className="h-96" />}
          failed={(error) => ({
            title: 'Your statistics could not be loaded',
            detail: error.message,
            retry: !(error instanceof ApiError && error.status === 400),
          })}
        />
      )}
    </div>
  );
}
