import type { ReadingStats } from '@contracts/reading-stats';
import { readingStatsMessages } from '@contracts/reading-stats';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { ReadingStatsView } from './reading-stats-view';

const book = (title: string, fields: Partial<ReadingStats['review']['first']> = {}) => ({
  id: '00000000-0000-4000-8000-000000000001',
  title,
  authors: ['An Author'],
  coverUrl: null,
  path: `/book/${title.toLowerCase()}/1`,
  pages: 300,
  rating: 4.5,
  finishedOn: '2025-01-10',
  ...fields,
});

function stats(year: number, books: number): ReadingStats {
  return {
    year,
    years: [2025, 2024],
    months: Array.from({ length: 12 }, (_, i) => ({
      month: i + 1,
      books: i === 0 ? books : 0,
      pages: i === 0 ? books * 300 : 0,
    })),
    genres: books ? [{ name: 'Fantasy', books }] : [],
    ratings: { given: books, average: books ? 4.5 : null, stars: [0, 0, 0, 0, books] },
    pace: {
      averageDaysPerBook: books ? 10 : null,
      pagesPerDay: books ? 30 : null,
      timedBooks: books,
      currentMonthStreak: 0,
      longestMonthStreak: books ? 1 : 0,
    },
    review: {
      books,
      pages: books * 300,
      booksWithoutPages: 0,
      longest: books ? book('Longest', { pages: 500 }) : null,
      shortest: books ? book('Shortest', { pages: 100 }) : null,
      highestRated: books ? book('Loved', { rating: 5 }) : null,
      first: books ? book('Opener') : null,
      last: books ? book('Closer', { finishedOn: '2025-01-28' }) : null,
      previousYear: { year: year - 1, books: 1, pages: 200 },
    },
  };
}

describe('the reading statistics page', () => {
  it('shows a member without Reader Plus what it brings, and the way to the plans', async () => {
    stubFetch({
      '/api/shelves/me/reading-stats': () => ({
        status: 403,
        body: { error: { code: 'PLAN_REQUIRED', message: readingStatsMessages.planRequired } },
      }),
    });
    renderWithApp(<ReadingStatsView />, { route: '/reading-stats' });
    expect(await screen.findByRole('heading', { name: 'Your reading, in charts' })).toBeVisible();
    expect(screen.getByText(readingStatsMessages.planRequired)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See Reader Plus in the plans' })).toHaveAttribute(
      'href',
      '/settings?showPricing=1',
    );
    expect(screen.queryByLabelText('Year')).toBeNull();
  });

  it('shows the year in review and moves to another year', async () => {
    const calls = stubFetch({
      '/api/shelves/me/reading-stats': (url) => ({
        body: url.searchParams.get('year') === '2024' ? stats(2024, 0) : stats(2025, 3),
      }),
    });
    const actor = userEvent.setup();
    renderWithApp(<ReadingStatsView />, { route: '/reading-stats' });

    const review = await screen.findByRole('region', { name: '2025 in review' });
    expect(within(review).getByText('+2 on 2024')).toBeVisible();
    expect(within(review).getByRole('link', { name: 'Longest' })).toHaveAttribute(
      'href',
      '/book/longest/1',
    );
    expect(within(review).getByText('500 pages')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Month by month' })).toBeVisible();
    expect(screen.getByText('Top genres')).toBeVisible();
    expect(screen.getByText(/3 rated, 4.5 stars on average/)).toBeVisible();

    await actor.selectOptions(screen.getByLabelText('Year'), '2024');
    expect(await screen.findByRole('heading', { name: 'No books finished in 2024' })).toBeVisible();
    expect(calls.at(-1)?.url).toBe('/api/shelves/me/reading-stats?year=2024');
    expect(screen.getByRole('link', { name: 'Go to my Book Shelf' })).toHaveAttribute(
      'href',
      '/book-shelf',
    );
  });
});
