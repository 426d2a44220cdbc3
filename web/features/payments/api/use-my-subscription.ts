import { paymentsEndpoints } from '@contracts/endpoints/payments';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { mySubscriptionKey } from './payment-keys';

/** The signed-in member's current subscription (none asked for a visitor). */
export function useMySubscription(signedIn: boolean) {
  return useQuery({
    queryKey: mySubscriptionKey,
    queryFn: ({ signal }) => callApi(paymentsEndpoints.mine, { signal }),
    enabled: signedIn,
  });
}
