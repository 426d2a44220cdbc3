import { analyticsEndpoints } from '@contracts/endpoints/analytics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Daily 75th percentiles of real visitors' web vitals over the last `days` days. */
export function useVitals(days: number) {
  return useQuery({
    queryKey: ['admin', 'analytics', 'vitals', days],
    queryFn: ({ signal }) => callApi(analyticsEndpoints.vitals, { query: { days }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
