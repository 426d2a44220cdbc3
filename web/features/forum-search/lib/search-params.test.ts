import { describe, expect, it } from 'vitest';
import { isRunnable, readSearch, writeSearch } from './search-params';

describe('forum search URL state', () => {
  it.each([
    ['', { q: '', author: '', community: '', page: 1 }],
    [
      'q=dune&author=maya&community=sci-fi&page=3',
      { q: 'dune', author: 'maya', community: 'sci-fi', page: 3 },
    ],
    ['q=%20dune%20&author=%40maya', { q: 'dune', author: 'maya', community: '', page: 1 }],
    ['q=dune&page=0', { q: 'dune', author: '', community: '', page: 1 }],
    ['q=dune&page=2.5', { q: 'dune', author: '', community: '', page: 1 }],
    ['q=dune&page=abc', { q: 'dune', author: '', community: '', page: 1 }],
    ['q=dune&page=999', { q: 'dune', author: '', community: '', page: 50 }],
    // A link longer than the server takes still searches, cut to its first 200 characters.
    [
      `q=${'lighthouse '.repeat(40)}&author=${'m'.repeat(60)}`,
      { q: `${'lighthouse '.repeat(18)}li`, author: 'm'.repeat(50), community: '', page: 1 },
    ],
  ])('reads ?%s', (query, expected) => {
    expect(readSearch(new URLSearchParams(query))).toEqual(expected);
  });

  it('writes only what is set, page 1 left out', () => {
    expect(writeSearch({ q: ' dune ', author: '', community: '', page: 1 }).toString()).toBe(
      'q=dune',
    );
    expect(
      writeSearch({ q: 'the end', author: '@maya', community: 'sci-fi', page: 2 }).toString(),
    ).toBe('q=the+end&author=maya&community=sci-fi&page=2');
  });

  it('round-trips', () => {
    const state = { q: 'water of life', author: 'tomasb', community: 'classics', page: 4 };
    expect(readSearch(writeSearch(state))).toEqual(state);
  });

  it('runs only with words or an author', () => {
    expect(isRunnable({ q: '', author: '', community: 'sci-fi', page: 1 })).toBe(false);
    expect(isRunnable({ q: 'dune', author: '', community: '', page: 1 })).toBe(true);
    expect(isRunnable({ q: '', author: 'maya', community: '', page: 1 })).toBe(true);
  });
});
