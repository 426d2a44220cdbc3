import { paymentsEndpoints } from '@contracts/endpoints/payments';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { myInvoicesKey } from './payment-keys';

/** The signed-in member's billing history (none asked for a visitor). */
export function useMyInvoices(signedIn: boolean) {
  return useQuery({
    queryKey: myInvoicesKey,
    queryFn: ({ signal }) => callApi(paymentsEndpoints.myInvoices, { signal }),
    enabled: signedIn,
  });
}
