import { paymentsEndpoints } from '@contracts/endpoints/payments';
import type { ChangeSubscription, ManagedSubscription } from '@contracts/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { managedSubscriptionKey, mySubscriptionKey } from './payment-keys';

/** The member's subscription with what they may do to it (none asked for a visitor). */
export function useManagedSubscription(signedIn: boolean) {
  return useQuery({
    queryKey: managedSubscriptionKey,
    queryFn: ({ signal }) => callApi(paymentsEndpoints.manageSubscription, { signal }),
    enabled: signedIn,
  });
}

/** A paid plan and period to move to. */
export type ChangeTarget = ChangeSubscription;

export type SubscriptionChange =
  { kind: 'cancel' } | { kind: 'resume' } | ({ kind: 'change' } & ChangeSubscription);

/**
 * Cancels, resumes or changes the plan; the answer is the subscription as the ledger now has
 * it, and the plans view asks for the member's plan again.
 */
export function useChangeSubscription(onDone?: (result: ManagedSubscription) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: SubscriptionChange) => {
      switch (change.kind) {
        case 'cancel':
          return callApi(paymentsEndpoints.cancelSubscription);
        case 'resume':
          return callApi(paymentsEndpoints.resumeSubscription);
        case 'change':
          return callApi(paymentsEndpoints.changeSubscription, {
            body: { plan: change.plan, interval: change.interval },
          });
      }
    },
    onSuccess: async (result) => {
      client.setQueryData(managedSubscriptionKey, result);
      await client.invalidateQueries({ queryKey: mySubscriptionKey, exact: true });
      onDone?.(result);
    },
    onError: (error) => notify.error(error.message),
  });
}

/** Opens Stripe's customer portal for cards and invoices (another site: a full page load). */
export function useBillingPortal() {
  return useMutation({
    mutationFn: () => callApi(paymentsEndpoints.billingPortal),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => notify.error(error.message),
  });
}
