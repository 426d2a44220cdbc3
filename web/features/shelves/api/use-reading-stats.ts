import { shelvesEndpoints } from '@contracts/endpoints/shelves';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { shelfKeys } from './shelf-keys';

/**
 * The member's reading statistics for a year (Reader Plus; a PLAN_REQUIRED error otherwise).
 * Asked again each time the page opens: a book finished or a plan bought since must show.
 */
export function useReadingStats(year: number | undefined) {
  return useQuery({
    queryKey: shelfKeys.stats(year),
    queryFn: ({ signal }) =>
      callApi(shelvesEndpoints.readingStats, { query: year ? { year } : {}, signal }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
