import { boundaryMessages } from '@contracts/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithApp, stubFetch } from '@/test/render';
import { clubPages } from './club-pages';

const Page = clubPages.legacyClub;

function Landed() {
  return <p>landed on {useLocation().pathname}</p>;
}

const id = '2d7c9b8e-1f3a-4c5d-8e9f-0a1b2c3d4e5f';

function renderLegacy(clubId: string) {
  renderWithApp(
    <Routes>
      <Route path="/club/:clubId" element={<Page />} />
      <Route path="/b/:slug" element={<Landed />} />
      <Route path="/" element={<Landed />} />
    </Routes>,
    { route: `/club/${clubId}` },
  );
}

describe('a legacy /club/{id} link', () => {
  it('says it is redirecting, then goes to the club’s address', async () => {
    let answer: (value: unknown) => void = () => {};
    const answered = new Promise((resolve) => (answer = resolve));
    stubFetch({
      [`/api/clubs/legacy/${id}`]: () => {
        answer(null);
        return { body: { slug: 'night-owls' } };
      },
    });
    renderLegacy(id);
    expect(screen.getByRole('status')).toHaveTextContent(boundaryMessages.redirecting);
    await answered;
    expect(await screen.findByText('landed on /b/night-owls')).toBeInTheDocument();
  });

  it.each([
    ['an unknown id', 404],
    ['an error', 500],
  ])('goes home for %s', async (_what, status) => {
    stubFetch({
      '/api/clubs/legacy/': () => ({ status, body: { error: { code: 'X', message: 'No' } } }),
    });
    renderLegacy(id);
    expect(await screen.findByText('landed on /')).toBeInTheDocument();
  });

  it('takes anything but a 36-character id as a club’s slug', async () => {
    renderLegacy('night-owls');
    expect(await screen.findByText('landed on /b/night-owls')).toBeInTheDocument();
  });
});
