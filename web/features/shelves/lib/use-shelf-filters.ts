/** The shelf filters of the current URL, a way to change them, and links to other filters. */
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { filtersFromParams, filtersToParams, type ShelfFilters } from './shelf-filters';

export function useShelfFilters() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const setFilters = useCallback(
    (next: ShelfFilters) => setParams(filtersToParams(next), { preventScrollReset: true }),
    [setParams],
  );
  const hrefFor = useCallback(
    (next: ShelfFilters) => {
      const search = filtersToParams(next).toString();
      return search ? `${pathname}?${search}` : pathname;
    },
    [pathname],
  );
  return { filters, setFilters, hrefFor };
}
