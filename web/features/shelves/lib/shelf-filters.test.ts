import { describe, expect, it } from 'vitest';
import {
  defaultFilters,
  filtersFromParams,
  filtersToParams,
  shelfQueryString,
} from './shelf-filters';

describe('shelf filters in the URL', () => {
  it('round-trips through the search params, leaving the defaults out', () => {
    const filters = {
      status: 'read',
      minRating: 4,
      tag: 'book club',
      sort: 'title',
      order: 'asc',
    } as const;
    const params = filtersToParams(filters);
    expect(params.toString()).toBe('status=read&minRating=4&tag=book+club&sort=title&order=asc');
    expect(filtersFromParams(params)).toEqual(filters);
    expect(filtersToParams(defaultFilters).toString()).toBe('');
  });

  it('ignores what it does not know', () => {
    expect(
      filtersFromParams(new URLSearchParams('status=paused&minRating=9&sort=pages&order=up&tag=')),
    ).toEqual(defaultFilters);
    expect(filtersFromParams(new URLSearchParams('minRating=3.7')).minRating).toBe(3.5);
  });

  it('always gives the API a sort, an order and a page', () => {
    expect(shelfQueryString(defaultFilters, 2)).toBe('sort=date_added&order=desc&page=2');
  });
});
