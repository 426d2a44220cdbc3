/**
 * A member's own paid club memberships (issue 12): the list in Settings, paying what is due
 * (the server answers where: Stripe's portal, or the test provider's checkout page), cancelling
 * at the month's end, and Stripe's portal for their cards.
 */
import { clubsEndpoints } from '@contracts/endpoints/clubs';
import { paymentsEndpoints } from '@contracts/endpoints/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callApi } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { clubsKey, refreshClubQueries } from './club-keys';

export const myPaidClubsKey = [...clubsKey, 'mine', 'paid'] as const;

/** The clubs the member pays for, and whether Stripe's portal manages their card. */
export function useMyPaidClubs() {
  return useQuery({
    queryKey: myPaidClubsKey,
    queryFn: ({ signal }) => callApi(clubsEndpoints.paidMine, { signal }),
  });
}

/** Goes where the server says: another site (a full page load) or a page of ours. */
function useGoTo() {
  const navigate = useNavigate();
  return async ({ url }: { url: string }) => {
    if (/^https?:\/\//.test(url)) window.location.assign(url);
    else await navigate(url);
  };
}

/** Pays what is due for the club's membership, where the server says to. */
export function useFixPayment(clubId: string) {
  const goTo = useGoTo();
  return useMutation({
    mutationFn: () => callApi(clubsEndpoints.fixPayment, { params: { id: clubId } }),
    onSuccess: goTo,
    onError: (error) => notify.error(error.message),
  });
}

/** Stops a paid membership renewing; the member keeps it to the end of the month paid for. */
export function useCancelPaidClub(onDone?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (clubId: string) => callApi(clubsEndpoints.cancelPaid, { params: { id: clubId } }),
    onSuccess: async () => {
      await refreshClubQueries(client);
      onDone?.();
    },
    onError: (error) => notify.error(error.message),
  });
}

/** Opens Stripe's customer portal for the member's cards (another site: a full page load). */
export function useCardPortal() {
  return useMutation({
    mutationFn: () => callApi(paymentsEndpoints.billingPortal),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => notify.error(error.message),
  });
}
