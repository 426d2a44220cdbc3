import { paymentsEndpoints } from '@contracts/endpoints/payments';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { myPayoutsKey } from './payment-keys';

/** The signed-in member's payout account and latest payouts (none asked for a visitor). */
export function useMyPayouts(signedIn: boolean) {
  return useQuery({
    queryKey: myPayoutsKey,
    queryFn: ({ signal }) => callApi(paymentsEndpoints.payouts, { signal }),
    enabled: signedIn,
  });
}
