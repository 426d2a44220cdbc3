import { paymentsEndpoints } from '@contracts/endpoints/payments';
import type { CheckoutRequest } from '@contracts/payments';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/**
 * Starts a checkout and goes where the server says to pay: Stripe Checkout (another site, so a
 * full page load) or the test provider's page in this app.
 */
export function useStartCheckout(go: (path: string) => void) {
  return useMutation({
    mutationFn: (request: CheckoutRequest) =>
      callApi(paymentsEndpoints.checkout, { body: request }),
    onSuccess: ({ url }) => {
      if (url.startsWith('/')) go(url);
      else window.location.assign(url);
    },
    onError: (error) => notify.error(error.message),
  });
}
