import type { BookSummary } from '@contracts/books';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { Page } from './landing-page';

const dune: BookSummary = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Dune',
  authors: [{ name: 'Frank Herbert', slug: 'frank-herbert' }],
  coverUrl: null,
  rating: 4.25,
  ratingsCount: 100,
  publishedDate: '1965',
  isbn: '9780441172719',
  seriesName: null,
  seriesNumber: null,
  path: '/book/dune/9780441172719',
  amazonUrl: 'https://www.amazon.com/dp/0441172717?tag=bookhive-20',
};

function page(books: BookSummary[], hasMore = false) {
  return { books, page: 1, pageSize: 25, hasMore, correctedQuery: null };
}

describe('the landing page search', () => {
  it('searches books in Books mode and starts afresh when the mode changes', async () => {
    const calls = stubFetch({
      '/api/auth/session': () => ({ body: { user: null } }),
      '/api/books/popular': () => ({ body: { books: [dune] } }),
      '/api/books/search': (url) => ({
        body: url.searchParams.get('q') === 'dune' ? page([dune], true) : page([]),
      }),
    });
    const actor = userEvent.setup();
    renderWithApp(<Page />);
    expect(screen.getByRole('heading', { name: 'Find your book club' })).toBeInTheDocument();

    await actor.click(screen.getByRole('radio', { name: 'Books' }));
    expect(screen.getByRole('heading', { name: 'Search Books' })).toBeInTheDocument();
    // Idle: the carousel shows popular books.
    expect(await screen.findByRole('region', { name: 'Popular books' })).toBeInTheDocument();

    await actor.type(await screen.findByLabelText('Search books'), 'zzzz{Enter}');
    expect(await screen.findByText('No books found')).toBeInTheDocument();
    expect(screen.getByText('Try a different search term')).toBeInTheDocument();

    const box = screen.getByLabelText('Search books');
    await actor.clear(box);
    await actor.type(box, '  dune ');
    // Searched after the pause in typing, with the trimmed text.
    const region = await screen.findByRole(
      'region',
      { name: 'Books matching “dune”' },
      { timeout: 2000 },
    );
    expect(region).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('q=dune&'))).toBe(true);
    expect(screen.getByRole('link', { name: /See all results/ })).toHaveAttribute(
      'href',
      '/find-books?q=dune',
    );

    await actor.click(screen.getByRole('radio', { name: 'Clubs' }));
    expect(screen.getByLabelText('Search clubs')).toHaveValue('');
    await actor.click(screen.getByRole('radio', { name: 'Books' }));
    await waitFor(() => expect(screen.getByLabelText('Search books')).toHaveValue(''));
    expect(await screen.findByRole('region', { name: 'Popular books' })).toBeInTheDocument();
  });

  it('says the search failed when it did', async () => {
    stubFetch({
      '/api/auth/session': () => ({ body: { user: null } }),
      '/api/books/popular': () => ({ body: { books: [] } }),
      '/api/books/search': () => ({ status: 500, body: { error: { message: 'Boom' } } }),
    });
    const actor = userEvent.setup();
    renderWithApp(<Page />);
    await actor.click(screen.getByRole('radio', { name: 'Books' }));
    await actor.type(await screen.findByLabelText('Search books'), 'dune{Enter}');
    // The search retries once before it gives up.
    expect(
      await screen.findByText('Failed to search books', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the server’s explanation when searches come too fast, without asking again', async () => {
    const message = 'Too many searches in a short time. Please wait 40 seconds and search again.';
    const calls = stubFetch({
      '/api/auth/session': () => ({ body: { user: null } }),
      '/api/books/popular': () => ({ body: { books: [] } }),
      '/api/books/search': () => ({
        status: 429,
        body: {
          error: {
            code: 'RATE_LIMITED',
            message,
            details: { retryAfterSeconds: 40, lockedForMinutes: 1 },
          },
        },
      }),
    });
    const actor = userEvent.setup();
    renderWithApp(<Page />);
    await actor.click(screen.getByRole('radio', { name: 'Books' }));
    await actor.type(await screen.findByLabelText('Search books'), 'dune{Enter}');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Failed to search books')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes('/api/books/search'))).toHaveLength(1);
  });
});
