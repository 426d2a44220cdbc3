import { describe, expect, it } from 'vitest';
import { paramsOf, searchOf } from './club-search';

describe('the club search in the address', () => {
  it('reads the defaults from an empty address and writes none back', () => {
    const search = searchOf(new URLSearchParams());
    expect(search).toEqual({
      q: '',
      owner: '',
      category: 'All',
      visibility: 'all',
      state: 'all',
      sort: 'newest',
      page: 1,
    });
    expect(paramsOf(search)).toEqual({});
  });

  it('round-trips a search', () => {
    const address =
      'q=lantern+circle&owner=%40maya&category=Mystery&visibility=private&state=suspended&sort=members&page=3';
    const search = searchOf(new URLSearchParams(address));
    expect(search).toMatchObject({
      q: 'lantern circle',
      owner: '@maya',
      category: 'Mystery',
      page: 3,
    });
    expect(new URLSearchParams(paramsOf(search)).toString()).toBe(address);
  });

  it('leaves what it does not understand at its default', () => {
    expect(
      searchOf(
        new URLSearchParams('category=Poetry&state=sleeping&sort=oldest&page=-2&visibility=x'),
      ),
    ).toMatchObject({ category: 'All', state: 'all', sort: 'newest', page: 1, visibility: 'all' });
    expect(searchOf(new URLSearchParams('page=99999')).page).toBe(10_000);
  });
});
