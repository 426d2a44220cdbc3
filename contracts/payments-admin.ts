/**
 * The financial back-office (issue 12, /admin/financial): figures, payments with their refunds
 * and disputes, staff refunds, and the plans' prices and benefits. Amounts are integer minor
 * units (cents) of their currency, as in the ledger.
 */
import { billingIntervals, payoutSchema, planCodes } from './payments.js';
import { z } from './zod.js';

export const financialLimits = {
  reasonMin: 3,
  reasonMax: 500,
  queryMax: 200,
  planNameMax: 60,
  blurbMax: 200,
  benefitMax: 120,
  benefitsMax: 12,
  /** $100,000.00: a price above it is a typo. */
  priceMax: 10_000_000,
} as const;

/** Payments per page of the list. */
export const adminPaymentsPerPage = 20;

export const refundMessages = {
  tooMuch: (left: string) => `That is more than what is left to refund of this payment (${left}).`,
  nothingLeft: 'This payment has been refunded in full already.',
  notPaid: 'Only a payment that went through can be refunded.',
  providerFailed: 'The payment provider did not make the refund. Nothing was refunded; try again.',
  providerNoAnswer:
    'The payment provider did not answer, so the refund may have been made or not. Ask again for the same amount: it will not be refunded twice.',
  providerUnavailable: 'Refunds are not available on this server: no payment provider is set up.',
  planNotEnded:
    'The refund was made, but the payment provider did not end the member’s plan. End it in the provider’s dashboard.',
} as const;

export const planEditMessages = {
  freePlan: 'The free plan stays free: its prices must be 0.',
  paidPlan: 'A paid plan needs a monthly and a yearly price above 0.',
} as const;

const money = z.object({ amount: z.number().int(), currency: z.string() });
export type Money = z.infer<typeof money>;

/** A member as staff see them beside money: null when the account has gone. */
export const financialMemberSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    fullName: z.string(),
    email: z.string(),
  })
  .nullable();
export type FinancialMember = z.infer<typeof financialMemberSchema>;

export const financialOverviewSchema = z.object({
  /** Net of refunds, per currency; the month is the one the payment was made in. */
  revenueThisMonth: z.array(money),
  /** The last 12 months (this one last), "YYYY-MM", net of refunds, per currency. */
  revenueByMonth: z.array(
    z.object({ month: z.string(), amount: z.number().int(), currency: z.string() }),
  ),
  /** Monthly recurring revenue: active subscriptions' prices, a yearly one counted as /12. */
  monthlyRecurringRevenue: z.array(money),
  activeSubscriptions: z.array(
    z.object({ plan: z.string(), planName: z.string(), count: z.number().int() }),
  ),
  openDisputes: z.number().int(),
  /** Paid clubs: their members' subscriptions, this month's money and the hosts' payouts. */
  paidClubs: z.object({
    activeMemberships: z.number().int(),
    /** What the members pay each month, per currency. */
    monthlyRevenue: z.array(money),
    /** Paid to clubs this month, net of refunds, per currency. */
    revenueThisMonth: z.array(money),
    /** Bookhive's share of that (the platform fee). */
    platformFeesThisMonth: z.array(money),
    platformFeePercent: z.number(),
    hostsWithPayouts: z.number().int(),
    hostsOnboarding: z.number().int(),
    /** What reached hosts' banks this month, per currency. */
    paidOutThisMonth: z.array(money),
    /** Payouts made in the last 30 days that failed. */
    failedPayouts: z.number().int(),
  }),
});
export type FinancialOverview = z.infer<typeof financialOverviewSchema>;

export const paymentStatuses = ['succeeded', 'failed', 'refunded', 'partially_refunded'] as const;

export const adminPaymentSchema = z.object({
  id: z.string(),
  provider: z.enum(['stripe', 'test']),
  providerPaymentId: z.string(),
  member: financialMemberSchema,
  purpose: z.enum(['subscription', 'purchase']),
  amount: z.number().int(),
  amountRefunded: z.number().int(),
  currency: z.string(),
  status: z.enum(paymentStatuses),
  paidAt: z.iso.datetime(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminPaymentsQuerySchema = z.object({
  q: z.string().trim().max(financialLimits.queryMax).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminPaymentsQuery = z.input<typeof adminPaymentsQuerySchema>;

export const adminPaymentsSchema = z.object({
  payments: z.array(adminPaymentSchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type AdminPayments = z.infer<typeof adminPaymentsSchema>;

export const adminDisputeSchema = z.object({
  id: z.string(),
  providerDisputeId: z.string(),
  providerPaymentId: z.string(),
  /** Our payment, when the ledger has it. */
  paymentId: z.string().nullable(),
  member: financialMemberSchema,
  amount: z.number().int(),
  currency: z.string(),
  reason: z.string(),
  status: z.string(),
  openedAt: z.iso.datetime(),
});
export type AdminDispute = z.infer<typeof adminDisputeSchema>;
export const adminDisputesSchema = z.object({ disputes: z.array(adminDisputeSchema) });

/** Payouts per page of the list. */
export const adminPayoutsPerPage = 20;

/** A payout as staff see it: to a host's bank (with the host), or Bookhive's own (`host` null). */
export const adminPayoutSchema = payoutSchema.extend({
  providerPayoutId: z.string(),
  provider: z.enum(['stripe', 'test']),
  /** The host's Connect account; null for Bookhive's own payout. */
  providerAccountId: z.string().nullable(),
  host: financialMemberSchema,
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

export const adminPayoutsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const adminPayoutsSchema = z.object({
  payouts: z.array(adminPayoutSchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type AdminPayouts = z.infer<typeof adminPayoutsSchema>;

export const adminPaymentDetailSchema = z.object({
  payment: adminPaymentSchema,
  subscription: z
    .object({
      plan: z.string(),
      planName: z.string(),
      /** A paid club's membership rather than one of the plans. */
      clubMembership: z.boolean(),
      interval: z.enum(billingIntervals).nullable(),
      status: z.enum(['incomplete', 'active', 'past_due', 'canceled']),
      currentPeriodEnd: z.iso.datetime().nullable(),
    })
    .nullable(),
  /** What the provider refunded, as the ledger recorded it. */
  refunds: z.array(
    z.object({
      id: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
  /** Refunds staff asked for here: who, why, and whether the provider made them. */
  refundRequests: z.array(
    z.object({
      id: z.string(),
      amount: z.number().int(),
      reason: z.string(),
      status: z.enum(['pending', 'succeeded', 'failed']),
      requestedBy: z.string().nullable(),
      createdAt: z.iso.datetime(),
    }),
  ),
  disputes: z.array(adminDisputeSchema),
  /** What staff may still refund (minor units), after refunds made and under way. */
  refundable: z.number().int(),
});
export type AdminPaymentDetail = z.infer<typeof adminPaymentDetailSchema>;

export const paymentIdParamsSchema = z.object({ id: z.uuid() });

export const refundRequestSchema = z.object({
  /** Minor units; left out for the whole of what is left. */
  amount: z.number().int().min(1, 'Enter an amount above 0.').max(2_147_483_647).optional(),
  reason: z
    .string()
    .trim()
    .min(
      financialLimits.reasonMin,
      `Give a reason of at least ${financialLimits.reasonMin} characters.`,
    )
    .max(financialLimits.reasonMax),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;

export const adminPlanSchema = z.object({
  code: z.enum(planCodes),
  name: z.string(),
  blurb: z.string(),
  monthlyPrice: z.number().int(),
  yearlyPrice: z.number().int(),
  currency: z.string(),
  benefits: z.array(z.string()),
  active: z.boolean(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;
export const adminPlansSchema = z.object({ plans: z.array(adminPlanSchema) });

export const planCodeParamsSchema = z.object({ code: z.enum(planCodes) });

const price = z
  .number()
  .int('Prices are in cents, whole numbers.')
  .min(0)
  .max(financialLimits.priceMax);

export const updatePlanSchema = z.object({
  name: z.string().trim().min(1, 'Give the plan a name.').max(financialLimits.planNameMax),
  blurb: z.string().trim().max(financialLimits.blurbMax),
  monthlyPrice: price,
  yearlyPrice: price,
  benefits: z
    .array(z.string().trim().min(1).max(financialLimits.benefitMax))
    .max(financialLimits.benefitsMax),
  active: z.boolean(),
});
export type UpdatePlan = z.input<typeof updatePlanSchema>;
