import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { clubPage, noAbilities } from '@/features/clubs/test/club-fixtures';
import { renderWithApp, stubFetch } from '@/test/render';
import { clubPages } from './club-pages';

const Page = clubPages.club;

function renderClub(slug: string) {
  renderWithApp(
    <Routes>
      <Route path="/b/:slug" element={<Page />} />
    </Routes>,
    { route: `/b/${slug}` },
  );
}

const notFound = (details?: object) => ({
  status: 404,
  body: { error: { code: 'NOT_FOUND', message: 'That club was not found.', details } },
});
const noMembers = { body: { members: [], status: 'approved', page: 1, hasMore: false } };

describe('a club’s page', () => {
  it('joins at once, then shows the member count the server gives', async () => {
    let answer: (value: unknown) => void = () => {};
    const joined = new Promise((resolve) => (answer = resolve));
    const membership = {
      role: 'member',
      status: 'approved',
      since: '2026-11-03T10:00:00Z',
    } as const;
    let isIn = false;
    stubFetch({
      '/api/auth/session': () => ({ body: { user: null } }),
      // The server's page, before and after the join (the page is asked again after it).
      '/api/clubs/by-slug/': () => ({
        body: isIn
          ? clubPage({
              club: { memberCount: 15, membership },
              joinRefusal: 'member',
              abilities: { ...noAbilities, leave: true },
            })
          : clubPage({ abilities: { ...noAbilities, join: true } }),
      }),
      // Before /members, which its address starts with.
      '/api/clubs/2d7c9b8e-1f3a-4c5d-8e9f-0a1b2c3d4e5f/membership': () => {
        answer(null);
        isIn = true;
        return {
          body: {
            membership,
            // Others joined meanwhile: the server's count, not ours, is shown.
            memberCount: 15,
            joinRefusal: 'member',
            abilities: { ...noAbilities, leave: true },
          },
        };
      },
      '/api/clubs/2d7c9b8e-1f3a-4c5d-8e9f-0a1b2c3d4e5f/members': () => noMembers,
    });
    const actor = userEvent.setup();
    renderClub('night-owls');
    expect(await screen.findByRole('heading', { name: 'Night Owls' })).toBeInTheDocument();
    expect(screen.getByTestId('club-member-count')).toHaveTextContent('12 members');
    await actor.click(screen.getByRole('button', { name: 'Join Club' }));
    await joined;
    await waitFor(() =>
      expect(screen.getByTestId('club-member-count')).toHaveTextContent('15 members'),
    );
    expect(screen.getByRole('button', { name: 'Leave club' })).toBeInTheDocument();
  });

  it('goes back as it was, with the server’s reason, when a join is refused', async () => {
    stubFetch({
      '/api/auth/session': () => ({ body: { user: null } }),
      '/api/clubs/by-slug/': () => ({
        body: clubPage({ abilities: { ...noAbilities, join: true } }),
      }),
      '/api/clubs/2d7c9b8e-1f3a-4c5d-8e9f-0a1b2c3d4e5f/membership': () => ({
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'Sorry, this club is full.' } },
      }),
      '/api/clubs/2d7c9b8e-1f3a-4c5d-8e9f-0a1b2c3d4e5f/members': () => noMembers,
    });
    const actor = userEvent.setup();
    renderClub('night-owls');
    await actor.click(await screen.findByRole('button', { name: 'Join Club' }));
    expect(await screen.findByText('Sorry, this club is full.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Club' })).toBeInTheDocument();
  });

  it('moves an old slug of a renamed club to its new address', async () => {
    stubFetch({
      '/api/auth/session': () => ({ body: { user: null } }),
      '/api/clubs/by-slug/morning-larks': () => ({
        body: clubPage({ club: { name: 'Morning Larks', slug: 'morning-larks' } }),
      }),
      '/api/clubs/by-slug/': () => notFound({ movedTo: '/b/morning-larks' }),
      '/api/clubs/': () => noMembers,
    });
    renderClub('night-owls');
    expect(await screen.findByRole('heading', { name: 'Morning Larks' })).toBeInTheDocument();
  });

  it('says a suspended club is suspended, and a missing one is not found', async () => {
    stubFetch({ '/api/clubs/by-slug/': () => notFound({ suspended: true }) });
    renderClub('hidden-club');
    expect(
      await screen.findByRole('heading', { name: 'This club is suspended' }),
    ).toBeInTheDocument();
  });

  it('shows the not-found page for a slug nobody has', async () => {
    stubFetch({ '/api/clubs/by-slug/': () => notFound() });
    renderClub('no-such-club');
    expect(await screen.findByText('This page is not on our shelves')).toBeInTheDocument();
  });

  it('shows a private club’s outsiders only what its hosts chose, and says so', async () => {
    stubFetch({
      '/api/auth/session': () => ({ body: { user: null } }),
      '/api/clubs/by-slug/': () => ({
        body: clubPage({
          club: { visibility: 'private', rules: '' },
          restricted: true,
          joinRefusal: 'signedOut',
          abilities: { ...noAbilities, viewInside: false, viewMembers: false },
        }),
      }),
    });
    renderClub('night-owls');
    expect((await screen.findByText('This club is private.')).closest('p')).toHaveTextContent(
      'Its hosts keep its rules and who is in it for members.',
    );
    expect(screen.queryByRole('heading', { name: 'Members' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
  });
});
