import { readingStatsEndpoints } from '@contracts/endpoints/reading-stats';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/**
 * The query key of a year's statistics (undefined: the member's current year). Under 'shelves',
 * so what refreshes a shelf's queries refreshes these; kept out of shelf-keys.ts, which the
 * public shelf pages load, so this page's chunk shares nothing more with theirs.
 */
export const readingStatsKey = (year: number | undefined) =>
  ['shelves', 'stats', year ?? 'current'] as const;

/**
 * The member's reading statistics for a year (Reader Plus; a PLAN_REQUIRED error otherwise).
 * Asked again each time the page opens: a book finished or a plan bought since must show.
 */
export function useReadingStats(year: number | undefined) {
  return useQuery({
    queryKey: readingStatsKey(year),
    queryFn: ({ signal }) =>
      callApi(readingStatsEndpoints.mine, { query: year ? { year } : {}, signal }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
