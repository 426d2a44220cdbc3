import { storageKeys } from '@contracts/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useDialogs } from '@/lib/dialogs';
import { renderWithApp, stubFetch } from '@/test/render';
import { dispossessed, entryOf, reader } from '../testing/fixtures';
import { ShelfControls } from './shelf-controls';

const entryUrl = `/api/shelves/me/entries/${dispossessed.id}`;
/** My entries are read in batches, however many books a page shows. */
const entriesUrl = `/api/shelves/me/entries?workIds=${dispossessed.id}`;

function AuthDialogState() {
  const { auth } = useDialogs();
  return <p>{auth.open ? `auth dialog open on ${auth.tab}` : 'auth dialog closed'}</p>;
}

describe('ShelfControls', () => {
  it('asks a signed-out visitor to join, coming back to this page after', async () => {
    stubFetch({ '/api/auth/session': () => ({ body: { user: null } }) });
    const actor = userEvent.setup();
    renderWithApp(
      <>
        <ShelfControls book={dispossessed} compact />
        <AuthDialogState />
      </>,
      { route: '/find-books?q=le+guin' },
    );
    await actor.click(await screen.findByRole('button', { name: 'Want to read The Dispossessed' }));
    expect(screen.getByText('auth dialog open on signup')).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.pendingDestination)).toBe('/find-books?q=le+guin');
  });

  it("asks for a whole page of books' entries in one request", async () => {
    const books = [1, 2, 3].map((n) => ({
      ...dispossessed,
      id: `00000000-0000-4000-8000-00000000000${n}`,
      title: `Book ${n}`,
    }));
    const calls = stubFetch({
      '/api/auth/session': () => ({ body: { user: reader } }),
      '/api/shelves/me/entries?': () => ({
        body: { entries: [entryOf(books[1]!, { status: 'read' })] },
      }),
    });
    renderWithApp(
      <>
        {books.map((book) => (
          <ShelfControls key={book.id} book={book} compact />
        ))}
      </>,
    );
    expect(
      await screen.findByRole('button', { name: /^On your shelf: Read. Change shelf for Book 2/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Want to read Book 1' })).toBeInTheDocument();
    const reads = calls.filter((call) => call.url.startsWith('/api/shelves/me/entries'));
    expect(
      reads.map((call) => new URL(call.url, 'http://bookhive.test').searchParams.get('workIds')),
    ).toEqual([books.map((book) => book.id).join(',')]);
  });

  it('shelves a book in one click and shows the shelf at once', async () => {
    let saved: unknown;
    const calls = stubFetch({
      '/api/auth/session': () => ({ body: { user: reader } }),
      [entryUrl]: (_url, init) => {
        saved = JSON.parse(String(init?.body));
        return { body: entryOf(dispossessed, { status: 'want_to_read', rating: null }) };
      },
      [entriesUrl]: () => ({ body: { entries: [] } }),
      '/api/shelves/me?': () => ({ body: {} }),
    });
    const actor = userEvent.setup();
    renderWithApp(<ShelfControls book={dispossessed} />);
    await actor.click(await screen.findByRole('button', { name: 'Want to read The Dispossessed' }));
    expect(
      await screen.findByRole('button', {
        name: 'On your shelf: Want to read. Change shelf for The Dispossessed',
      }),
    ).toBeInTheDocument();
    expect(saved).toEqual({ status: 'want_to_read' });
    expect(await screen.findByText('Added to Want to read')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Write a review' })).toBeInTheDocument();
    expect(calls.filter((c) => c.init?.method === 'PUT')).toHaveLength(1);
  });

  it('saves a rating at once and puts it back when the server refuses it', async () => {
    stubFetch({
      '/api/auth/session': () => ({ body: { user: reader } }),
      [entryUrl]: () => ({
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Ratings are in half stars',
            details: { issues: [{ path: ['rating'], message: 'Ratings are in half stars' }] },
          },
        },
      }),
      [entriesUrl]: () => ({ body: { entries: [entryOf(dispossessed, { rating: 3 })] } }),
      '/api/shelves/me?': () => ({ body: {} }),
    });
    // The server answers only when the test says so, to see the stars change before it does.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const stubbed = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      if (init?.method === 'PUT') await answered;
      return stubbed(input, init);
    };
    const actor = userEvent.setup();
    renderWithApp(<ShelfControls book={dispossessed} />);
    const stars = await screen.findByRole('slider', { name: 'Your rating of The Dispossessed' });
    expect(stars).toHaveAttribute('aria-valuenow', '3');
    stars.focus();
    await actor.keyboard('{ArrowRight}');
    await waitFor(() => expect(stars).toHaveAttribute('aria-valuenow', '3.5'));
    answer();
    expect(await screen.findByText('Ratings are in half stars')).toBeInTheDocument();
    await waitFor(() => expect(stars).toHaveAttribute('aria-valuenow', '3'));
    expect(screen.getByRole('button', { name: /^On your shelf: Read/ })).toBeInTheDocument();
  });

  it('keeps the last of several quick ratings, whatever answers come back first', async () => {
    const calls = stubFetch({
      '/api/auth/session': () => ({ body: { user: reader } }),
      [entryUrl]: (_url, init) => ({
        body: entryOf(dispossessed, { rating: JSON.parse(String(init?.body)).rating }),
      }),
      [entriesUrl]: () => ({ body: { entries: [entryOf(dispossessed, { rating: 3 })] } }),
      '/api/shelves/me?': () => ({ body: {} }),
    });
    // Each save waits until the test answers it.
    const answers: (() => void)[] = [];
    const stubbed = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      if (init?.method === 'PUT') await new Promise<void>((resolve) => answers.push(resolve));
      return stubbed(input, init);
    };
    const actor = userEvent.setup();
    renderWithApp(<ShelfControls book={dispossessed} />);
    const stars = await screen.findByRole('slider', { name: 'Your rating of The Dispossessed' });
    stars.focus();
    await actor.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(answers).toHaveLength(3));
    expect(stars).toHaveAttribute('aria-valuenow', '4.5');

    // The first answer (3.5) comes back while the later ones are on their way.
    answers[0]!();
    await waitFor(() => expect(calls.filter((c) => c.init?.method === 'PUT')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stars).toHaveAttribute('aria-valuenow', '4.5');
    answers[1]!();
    answers[2]!();
    await waitFor(() => expect(calls.filter((c) => c.init?.method === 'PUT')).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stars).toHaveAttribute('aria-valuenow', '4.5');
  });
});
