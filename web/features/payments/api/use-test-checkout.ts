import { paymentsEndpoints } from '@contracts/endpoints/payments';
import type { PayTestCheckout } from '@contracts/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { mySubscriptionKey, testCheckoutKey } from './payment-keys';

/** The member's test checkout: plan, amount, status. */
export function useTestCheckout(id: string) {
  return useQuery({
    queryKey: testCheckoutKey(id),
    queryFn: ({ signal }) => callApi(paymentsEndpoints.testCheckout, { params: { id }, signal }),
  });
}

/** Pays the test checkout with a card; once paid, the member's subscription is asked again. */
export function usePayTestCheckout(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (card: PayTestCheckout) =>
      callApi(paymentsEndpoints.payTestCheckout, { params: { id }, body: card }),
    onSuccess: async (result) => {
      // Not on screen now, and queries do not refetch on mount here: dropped, so the plans
      // view asks again when the member is back in Settings.
      if (result.status === 'paid') client.removeQueries({ queryKey: mySubscriptionKey });
      // A paid club's page (and lists) show the new membership when the member is back there.
      if (result.status === 'paid' && result.returnPath)
        client.removeQueries({ queryKey: ['clubs'] });
      await client.invalidateQueries({ queryKey: testCheckoutKey(id) });
    },
  });
}
