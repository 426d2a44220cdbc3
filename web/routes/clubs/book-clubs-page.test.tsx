import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { clubCard } from '@/features/clubs/test/club-fixtures';
import { renderWithApp, stubFetch } from '@/test/render';
import { sessionUser } from '@/test/session-user';
import { bookClubsPages } from './book-clubs-pages';

const Page = bookClubsPages.bookClubs;

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
}

function renderSearch(address: string) {
  renderWithApp(
    <>
      <Routes>
        <Route path="/book-clubs" element={<Page />} />
        <Route path="/book-clubs/new" element={<p>the create page</p>} />
      </Routes>
      <Address />
    </>,
    { route: address },
  );
}

const results = (clubs = [clubCard()], hasMore = false) => ({
  body: { clubs, page: 1, pageSize: 20, hasMore },
});

describe('/book-clubs', () => {
  it('searches what its address says, and pages by links that keep the search', async () => {
    const calls = stubFetch({
      '/api/auth/session': () => ({ body: { user: null } }),
      '/api/clubs?': () => results([clubCard()], true),
    });
    renderSearch('/book-clubs?q=owls&category=Mystery&sort=newest&page=2');
    expect(await screen.findByRole('link', { name: 'Night Owls' })).toHaveAttribute(
      'href',
      '/b/night-owls',
    );
    const asked = new URL(calls.find((c) => c.url.startsWith('/api/clubs?'))!.url, 'http://x');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      q: 'owls',
      category: 'Mystery',
      sort: 'newest',
      page: '2',
    });
    expect(screen.getByLabelText('Search clubs')).toHaveValue('owls');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
    expect(screen.getByRole('link', { name: 'Mystery' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Previous page of clubs' })).toHaveAttribute(
      'href',
      '/book-clubs?q=owls&category=Mystery&sort=newest',
    );
    expect(screen.getByRole('link', { name: 'Next page of clubs' })).toHaveAttribute(
      'href',
      '/book-clubs?q=owls&category=Mystery&sort=newest&page=3',
    );
  });

  it('starts the next page at the top of its list, where the focus goes', async () => {
    stubFetch({
      '/api/auth/session': () => ({ body: { user: null } }),
      '/api/clubs?': () => results([clubCard()], true),
    });
    renderSearch('/book-clubs?q=owls');
    await userEvent.click(await screen.findByRole('link', { name: 'Next page of clubs' }));
    expect(screen.getByLabelText('Address')).toHaveTextContent('/book-clubs?q=owls&page=2');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Clubs matching “owls”' })).toHaveFocus(),
    );
  });

  it('puts a new search, a pill or a sort in the address, back on the first page', async () => {
    stubFetch({
      '/api/auth/session': () => ({ body: { user: null } }),
      '/api/clubs?': () => results(),
    });
    const actor = userEvent.setup();
    renderSearch('/book-clubs?category=Mystery&page=2');
    const address = screen.getByRole('status', { name: 'Address' });
    const box = await screen.findByLabelText('Search clubs');
    await actor.type(box, 'dune{Enter}');
    await waitFor(() => expect(address).toHaveTextContent('/book-clubs?q=dune&category=Mystery'));
    await actor.click(screen.getByRole('link', { name: 'All' }));
    await waitFor(() => expect(address).toHaveTextContent(/^\/book-clubs\?q=dune$/));
    await actor.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'newest');
    await waitFor(() => expect(address).toHaveTextContent('/book-clubs?q=dune&sort=newest'));
  });

  it('helps when nothing matches', async () => {
    stubFetch({
      '/api/auth/session': () => ({ body: { user: null } }),
      '/api/clubs?': () => results([]),
    });
    renderSearch('/book-clubs?q=zzz&category=History');
    expect(await screen.findByText('No clubs match yet')).toBeInTheDocument();
    expect(screen.getByText(/Nothing for “zzz” in History/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all clubs' })).toHaveAttribute(
      'href',
      '/book-clubs',
    );
  });

  it('says when the clubs could not be loaded, and tries again', async () => {
    let fail = true;
    stubFetch({
      '/api/auth/session': () => ({ body: { user: null } }),
      '/api/clubs?': () =>
        fail ? { status: 503, body: { error: { code: 'X', message: 'Down' } } } : results(),
    });
    const actor = userEvent.setup();
    renderSearch('/book-clubs');
    expect(
      await screen.findByText('Clubs could not be loaded', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    fail = false;
    await actor.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Night Owls' })).toBeInTheDocument();
  }, 15_000);

  it('shows a member their clubs, and a link to start one', async () => {
    stubFetch({
      '/api/auth/session': () => ({ body: { user: sessionUser() } }),
      '/api/clubs/mine': () => ({
        body: {
          clubs: [
            clubCard({
              name: 'My Own Club',
              membership: { role: 'owner', status: 'approved', since: '2026-11-01T10:00:00Z' },
            }),
          ],
        },
      }),
      '/api/clubs?': () => results(),
    });
    renderSearch('/book-clubs');
    const mine = await screen.findByRole('region', { name: 'My clubs' });
    expect(mine).toHaveTextContent('My Own Club');
    expect(mine).toHaveTextContent('Owner');
    expect(screen.getByRole('link', { name: /Create Book Club/ })).toHaveAttribute(
      'href',
      '/book-clubs/new',
    );
  });

  it('opens the create page for ?create=1', async () => {
    stubFetch({ '/api/auth/session': () => ({ body: { user: sessionUser() } }) });
    renderSearch('/book-clubs?create=1');
    expect(await screen.findByText('the create page')).toBeInTheDocument();
  });
});
