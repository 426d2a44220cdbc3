import { endpointUrl } from '@contracts/endpoints/endpoint';
import { shelvesEndpoints } from '@contracts/endpoints/shelves';
import { describe, expect, it } from 'vitest';
import { defaultFilters, filtersFromParams, filtersToParams, shelfQuery } from './shelf-filters';

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
    expect(endpointUrl(shelvesEndpoints.mine, {}, shelfQuery(defaultFilters, 2))).toBe(
      '/api/shelves/me?sort=date_added&order=desc&page=2',
    );
    expect(
      endpointUrl(
        shelvesEndpoints.mine,
        {},
        shelfQuery({ ...defaultFilters, status: 'read', tag: 'book club' }, 1),
      ),
    ).toBe('/api/shelves/me?status=read&tag=book+club&sort=date_added&order=desc&page=1');
  });
});
