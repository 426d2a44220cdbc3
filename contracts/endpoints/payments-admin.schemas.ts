/** Schemas of the financial back-office's endpoints. */
import {
  adminDisputesSchema,
  adminPaymentDetailSchema,
  adminPaymentsQuerySchema,
  adminPaymentsSchema,
  adminPayoutsQuerySchema,
  adminPayoutsSchema,
  adminPlanSchema,
  adminPlansSchema,
  financialOverviewSchema,
  paymentIdParamsSchema,
  planCodeParamsSchema,
  refundRequestSchema,
  updatePlanSchema,
} from '../payments-admin.js';
import type { paymentsAdminEndpoints } from './payments-admin.js';
import type { SchemaTable } from './schema-table.js';

export const paymentsAdminSchemas = {
  overview: {
    summary:
      'Revenue (this month, last 12 months), MRR, active subscriptions by plan, open disputes',
    response: financialOverviewSchema,
  },
  payments: {
    summary: 'Payments newest first, by member name, e-mail or username, or provider id',
    query: adminPaymentsQuerySchema,
    response: adminPaymentsSchema,
  },
  payment: {
    summary: 'One payment with its refunds, staff refund requests and disputes',
    params: paymentIdParamsSchema,
    response: adminPaymentDetailSchema,
  },
  refund: {
    summary: 'Refunds a payment in full or in part through its provider, with a reason (audited)',
    params: paymentIdParamsSchema,
    body: refundRequestSchema,
    response: adminPaymentDetailSchema,
  },
  disputes: {
    summary: 'Disputes the providers told us of, newest first',
    response: adminDisputesSchema,
  },
  payouts: {
    summary: "Payouts to hosts' banks (and Bookhive's own), newest first",
    query: adminPayoutsQuerySchema,
    response: adminPayoutsSchema,
  },
  plans: {
    summary: 'Every plan, on sale or not, with prices and benefits',
    response: adminPlansSchema,
  },
  updatePlan: {
    summary: "Changes a plan's name, blurb, monthly and yearly prices, benefits, on sale (audited)",
    params: planCodeParamsSchema,
    body: updatePlanSchema,
    response: adminPlanSchema,
  },
} as const satisfies SchemaTable<typeof paymentsAdminEndpoints>;
