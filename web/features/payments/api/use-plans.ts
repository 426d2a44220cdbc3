import { paymentsEndpoints } from '@contracts/endpoints/payments';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { plansKey } from './payment-keys';

/** The plans on sale, with their prices (anyone). */
export function usePlans() {
  return useQuery({
    queryKey: plansKey,
    queryFn: ({ signal }) => callApi(paymentsEndpoints.plans, { signal }),
    staleTime: 60 * 60_000,
  });
}
