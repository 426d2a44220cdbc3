import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithApp, stubFetch } from '@/test/render';
import { Page } from './slug-page';

/** Where the slug page went: the address the router shows after it. */
function Landed() {
  const location = useLocation();
  return <p>landed on {location.pathname}</p>;
}

function renderSlug(slug: string) {
  renderWithApp(
    <Routes>
      <Route path="/:slug" element={<Page />} />
      <Route path="/b/:slug" element={<Landed />} />
      <Route path="/forum/c/:slug" element={<Landed />} />
    </Routes>,
    { route: `/${slug}` },
  );
}

describe('the /:slug page', () => {
  it.each([
    ['a club', { kind: 'club', slug: 'night-readers' }, '/b/night-readers'],
    ['a community', { kind: 'community', slug: 'slow-readers' }, '/forum/c/slow-readers'],
    ['an old slug', { kind: 'redirect', to: '/b/page-turners-berlin' }, '/b/page-turners-berlin'],
  ])('moves on from %s to its own address', async (_what, answer, address) => {
    stubFetch({ '/api/slugs/': () => ({ body: answer }) });
    renderSlug('something');
    expect(await screen.findByText(`landed on ${address}`)).toBeInTheDocument();
  });

  it('shows the not-found page for a slug nobody has', async () => {
    stubFetch({
      '/api/slugs/': () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'That page was not found.' } },
      }),
    });
    renderSlug('no-such-thing');
    expect(await screen.findByText('This page is not on our shelves')).toBeInTheDocument();
  });
});
