/** The financial back-office's queries and staff actions (refunds, plan edits). */
import { paymentsAdminEndpoints } from '@contracts/endpoints/payments-admin';
import type { PlanCode } from '@contracts/payments';
import type { AdminPaymentsQuery, RefundRequest, UpdatePlan } from '@contracts/payments-admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Every query of the financial back-office starts with this. */
export const financialKey = ['admin', 'financial'] as const;

export function useFinancialOverview() {
  return useQuery({
    queryKey: [...financialKey, 'overview'],
    queryFn: ({ signal }) => callApi(paymentsAdminEndpoints.overview, { signal }),
  });
}

export function useAdminPayments(query: AdminPaymentsQuery) {
  return useQuery({
    queryKey: [...financialKey, 'payments', query],
    queryFn: ({ signal }) => callApi(paymentsAdminEndpoints.payments, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminPayment(id: string) {
  return useQuery({
    queryKey: [...financialKey, 'payment', id],
    queryFn: ({ signal }) => callApi(paymentsAdminEndpoints.payment, { params: { id }, signal }),
  });
}

export function useAdminDisputes() {
  return useQuery({
    queryKey: [...financialKey, 'disputes'],
    queryFn: ({ signal }) => callApi(paymentsAdminEndpoints.disputes, { signal }),
  });
}

export function useAdminPayouts(page: number) {
  return useQuery({
    queryKey: [...financialKey, 'payouts', page],
    queryFn: ({ signal }) => callApi(paymentsAdminEndpoints.payouts, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminPlans() {
  return useQuery({
    queryKey: [...financialKey, 'plans'],
    queryFn: ({ signal }) => callApi(paymentsAdminEndpoints.plans, { signal }),
  });
}

/** Refunds a payment in full or in part; the payment as it now is, then the lists again. */
export function useRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: RefundRequest & { id: string }) =>
      callApi(paymentsAdminEndpoints.refund, { params: { id }, body }),
    onSuccess: (detail) =>
      client.setQueryData([...financialKey, 'payment', detail.payment.id], detail),
    onSettled: () => client.invalidateQueries({ queryKey: financialKey }),
  });
}

/** Changes a plan; the pricing view's plans are fetched again too. */
export function useEditPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, ...body }: UpdatePlan & { code: PlanCode }) =>
      callApi(paymentsAdminEndpoints.updatePlan, { params: { code }, body }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: financialKey }),
        client.invalidateQueries({ queryKey: ['payments'] }),
      ]),
  });
}
