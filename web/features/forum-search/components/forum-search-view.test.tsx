import type { ForumSearchResult } from '@contracts/forum';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { ForumSearchView } from './forum-search-view';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const community = { slug: 'sci-fi', name: 'Science fiction' };

const result = (over: Partial<ForumSearchResult> = {}): ForumSearchResult => ({
  threadId: '0b8f5b38-6f7e-4c8a-9d2e-1a1f0e3c5b7a',
  threadTitle: [{ text: 'Rereading Dune', hit: false }],
  postId: '1b8f5b38-6f7e-4c8a-9d2e-1a1f0e3c5b7a',
  postNumber: 3,
  snippet: [
    { text: 'the ', hit: false },
    { text: 'spice', hit: true },
    { text: ' must flow', hit: false },
  ],
  author: {
    id: '2b8f5b38-6f7e-4c8a-9d2e-1a1f0e3c5b7a',
    username: 'maya',
    fullName: 'Maya',
    avatarUrl: null,
  },
  communityName: community.name,
  communitySlug: community.slug,
  createdAt: '2026-01-05T10:00:00.000Z',
  spoiler: null,
  url: '/forum/thread/0b8f5b38-6f7e-4c8a-9d2e-1a1f0e3c5b7a#post-3',
  ...over,
});

function stub(answer: (url: URL) => { status?: number; body?: unknown }) {
  return stubFetch({
    '/api/forum/search': answer,
    '/api/forum': () => ({ body: { communities: [community], latestThreads: [] } }),
  });
}

function renderAt(route: string) {
  return renderWithApp(
    <>
      <ForumSearchView />
      <Location />
    </>,
    { route },
  );
}

describe('ForumSearchView', () => {
  it('starts from the URL, asks the server for it and marks the matched words', async () => {
    const calls = stub(() => ({ body: { results: [result()], page: 2, hasMore: true } }));
    renderAt('/forum/search?q=spice&author=maya&community=sci-fi&page=2');

    expect(screen.getByLabelText('Words')).toHaveValue('spice');
    expect(screen.getByLabelText('Author')).toHaveValue('maya');
    expect(await screen.findByText('spice', { selector: 'mark' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Community')).toHaveValue('sci-fi'));
    const asked = calls.map((c) => c.url).find((u) => u.startsWith('/api/forum/search'));
    expect(asked).toBe('/api/forum/search?q=spice&author=maya&community=sci-fi&page=2');
    expect(screen.getByRole('link', { name: 'Rereading Dune' })).toHaveAttribute(
      'href',
      result().url,
    );
    expect(screen.getByRole('link', { name: 'Next ›' })).toHaveAttribute(
      'href',
      '/forum/search?q=spice&author=maya&community=sci-fi&page=3',
    );
    expect(screen.getByRole('link', { name: '‹ Previous' })).toHaveAttribute(
      'href',
      '/forum/search?q=spice&author=maya&community=sci-fi',
    );
  });

  it('starts the next page of results at their top, where the focus goes', async () => {
    stub(() => ({ body: { results: [result()], page: 1, hasMore: true } }));
    renderAt('/forum/search?q=spice');
    await userEvent.click(await screen.findByRole('link', { name: 'Next ›' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/forum/search?q=spice&page=2');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Results' })).toHaveFocus());
  });

  it('writes a new search to the URL, back on page 1', async () => {
    stub(() => ({ body: { results: [], page: 1, hasMore: false } }));
    renderAt('/forum/search?q=spice&page=4');
    const words = screen.getByLabelText('Words');
    await userEvent.clear(words);
    await userEvent.type(words, 'water of life');
    await userEvent.type(screen.getByLabelText('Author'), '@tomasb');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/forum/search?q=water+of+life&author=tomasb',
    );
    expect(
      await screen.findByText('No posts match “water of life” by @tomasb.'),
    ).toBeInTheDocument();
  });

  it('says what to try when nothing matches, and where a page is past the last', async () => {
    stub(() => ({ body: { results: [], page: 1, hasMore: false } }));
    const first = renderAt('/forum/search?q=kraken');
    expect(await screen.findByText('No posts match “kraken”.')).toBeInTheDocument();
    expect(screen.getByText('Try fewer or different words.')).toBeInTheDocument();
    first.unmount();
    const inCommunity = renderAt('/forum/search?q=kraken&community=sci-fi');
    expect(
      await screen.findByText('Try fewer or different words, or search all communities.'),
    ).toBeInTheDocument();
    inCommunity.unmount();
    renderAt('/forum/search?q=kraken&page=5');
    expect(await screen.findByText('No more results on page 5.')).toBeInTheDocument();
    expect(screen.getByText('The results end on an earlier page.')).toBeInTheDocument();
  });

  it('does not search without words or an author', () => {
    const calls = stub(() => ({ body: { results: [], page: 1, hasMore: false } }));
    renderAt('/forum/search?community=sci-fi');
    expect(screen.getByText(/Type some words/)).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/forum/search'))).toBe(false);
  });

  it('shows a spoiler’s notice with a badge in place of its snippet', async () => {
    stub(() => ({
      body: {
        results: [
          result({
            snippet: [{ text: 'This post has a spoiler for Dune beyond p. 120', hit: false }],
            spoiler: {
              workId: '3b8f5b38-6f7e-4c8a-9d2e-1a1f0e3c5b7a',
              bookTitle: 'Dune',
              bookUrl: null,
              unit: 'page',
              value: 120,
              shielded: true,
            },
          }),
        ],
        page: 1,
        hasMore: false,
      },
    }));
    renderAt('/forum/search?q=spice');
    expect(await screen.findByText('Spoiler')).toBeInTheDocument();
    expect(screen.getByText(/This post has a spoiler for Dune/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).not.toBeInTheDocument();
  });

  it('shows the error with Try again, which asks again', async () => {
    let fail = true;
    stub(() =>
      fail
        ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Something broke' } } }
        : { body: { results: [result()], page: 1, hasMore: false } },
    );
    renderAt('/forum/search?q=spice');
    expect(await screen.findByText('The search could not be run.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('spice', { selector: 'mark' })).toBeInTheDocument();
  });
});
