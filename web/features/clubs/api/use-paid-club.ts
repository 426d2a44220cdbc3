/**
 * Paid clubs (issue 12): paying to join (the server answers where to pay: Stripe Checkout, or
 * the test checkout page), and the owner's members and payments.
 */
import { clubsEndpoints } from '@contracts/endpoints/clubs';
import { paymentsEndpoints } from '@contracts/endpoints/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callApi } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { clubsKey } from './club-keys';

export const clubPaymentsKey = (clubId: string) => [...clubsKey, 'payments', clubId] as const;

/** Starts the checkout of a paid club and goes there (our page, or Stripe's). */
export function usePayToJoin(clubId: string) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => callApi(clubsEndpoints.checkout, { params: { id: clubId } }),
    onSuccess: async ({ url }) => {
      if (/^https?:\/\//.test(url)) window.location.assign(url);
      else await navigate(url);
    },
    onError: (error) => notify.error(error.message),
  });
}

/** The owner's view of a paid club's members and money. */
export function useClubPayments(clubId: string) {
  return useQuery({
    queryKey: clubPaymentsKey(clubId),
    queryFn: ({ signal }) => callApi(clubsEndpoints.payments, { params: { id: clubId }, signal }),
  });
}

/** Sets up the host’s payouts: follows Stripe’s onboarding link, or (test provider, or back from onboarding) shows them ready. */
export function useSetUpPayouts(clubId: string, returnPath: string) {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => callApi(paymentsEndpoints.setUpPayouts, { body: { returnPath } }),
    onSuccess: async ({ url }) => {
      if (/^https?:\/\//.test(url)) {
        window.location.assign(url);
        return;
      }
      await client.invalidateQueries({ queryKey: clubPaymentsKey(clubId) });
      notify.success('Payouts are set up');
      if (url !== returnPath) await navigate(url);
    },
    onError: (error) => notify.error(error.message),
  });
}
