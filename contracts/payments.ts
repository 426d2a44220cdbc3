/** What the payments API and its callers agree on: the providers and what a webhook is told. */
import { z } from './zod.js';

/** Who may send us payment events: Stripe, and the built-in test provider (not in production). */
export const paymentProviderNames = ['stripe', 'test'] as const;
export type PaymentProviderName = (typeof paymentProviderNames)[number];

/** The header that carries a webhook's signature (Stripe's, which the test provider uses too). */
export const webhookSignatureHeader = 'stripe-signature';

export const webhookParamsSchema = z.object({ provider: z.enum(paymentProviderNames) });

/** The answer to a provider: the event was taken (applied now, or already before). */
export const webhookReceiptSchema = z.object({
  received: z.literal(true),
  duplicate: z.boolean(),
});
export type WebhookReceipt = z.infer<typeof webhookReceiptSchema>;

/** The plans (issue 12); `reader` is free, the others are sold monthly or yearly. */
export const planCodes = ['reader', 'reader_plus', 'club_host'] as const;
export type PlanCode = (typeof planCodes)[number];
export const paidPlanCodes = ['reader_plus', 'club_host'] as const;
export type PaidPlanCode = (typeof paidPlanCodes)[number];
/** Whether a plan is one a member pays for (and so may check out). */
export const isPaidPlan = (code: string): code is PaidPlanCode =>
  (paidPlanCodes as readonly string[]).includes(code);
/**
 * What a paid plan unlocks, checked by the server (payments' entitlements) and shown by the
 * pricing view. Club Host includes everything Reader Plus has.
 */
export const planFeatures = ['reading_statistics', 'paid_clubs'] as const;
export type PlanFeature = (typeof planFeatures)[number];
export const featuresOfPlan: Record<PlanCode, readonly PlanFeature[]> = {
  reader: [],
  reader_plus: ['reading_statistics'],
  club_host: ['reading_statistics', 'paid_clubs'],
};
export const billingIntervals = ['month', 'year'] as const;
export type BillingInterval = (typeof billingIntervals)[number];

/** A plan as the pricing view shows it; prices in minor units (cents) of `currency`. */
export const planSchema = z.object({
  code: z.enum(planCodes),
  name: z.string(),
  blurb: z.string(),
  monthlyPrice: z.number().int(),
  yearlyPrice: z.number().int(),
  currency: z.string(),
  benefits: z.array(z.string()),
});
export type Plan = z.infer<typeof planSchema>;
export const plansResponseSchema = z.object({ plans: z.array(planSchema) });

export const checkoutRequestSchema = z.object({
  plan: z.enum(paidPlanCodes),
  interval: z.enum(billingIntervals),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
/** Where to send the member to pay: Stripe Checkout, or the test provider's page. */
export const checkoutResponseSchema = z.object({ url: z.string() });

/** The member's current subscription, or null on the free plan. */
export const mySubscriptionSchema = z.object({
  subscription: z
    .object({
      plan: z.string(),
      planName: z.string(),
      interval: z.enum(billingIntervals).nullable(),
      status: z.enum(['incomplete', 'active', 'past_due', 'canceled']),
      currentPeriodEnd: z.iso.datetime().nullable(),
      cancelAtPeriodEnd: z.boolean(),
    })
    .nullable(),
});
export type MySubscription = z.infer<typeof mySubscriptionSchema>;

export const testCheckoutParamsSchema = z.object({ id: z.uuid() });

/** The test provider's checkout page: what is being bought and where it stands. */
export const testCheckoutSchema = z.object({
  id: z.string(),
  /** The plan bought; null for a paid club's membership. */
  plan: z.enum(planCodes).nullable(),
  /** The plan's name, or the paid club's. */
  planName: z.string(),
  /** A paid club's membership: the club; null for a plan. */
  clubId: z.string().nullable(),
  /** It pays a club membership's failed renewal (the member is in grace or suspended). */
  paysDue: z.boolean(),
  /** Where to go once paid: the club's page; null for the pricing view. */
  returnPath: z.string().nullable(),
  interval: z.enum(billingIntervals),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['open', 'paid', 'expired']),
  lastError: z.string().nullable(),
  expiresAt: z.iso.datetime(),
});
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

export const paymentFieldLimits = { nameMax: 100 } as const;

/** The card form of the test checkout; the card rules themselves are the server's (policy). */
export const payTestCheckoutSchema = z.object({
  cardNumber: z.string().trim().min(1, 'Enter your card number.').max(32),
  expiry: z.string().trim().min(1, "Enter your card's expiration date.").max(9),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
  name: z.string().trim().min(1, 'Enter the name on your card.').max(paymentFieldLimits.nameMax),
  /** The member's answer to the 3-D Secure step, when the card asked for one. */
  authentication: z.enum(['approve', 'fail']).optional(),
});
export type PayTestCheckout = z.infer<typeof payTestCheckoutSchema>;

/** What a payment attempt came to: paid, declined with the provider's message, or 3-D Secure. */
export const payTestCheckoutResultSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('paid'),
    planName: z.string(),
    /** A paid club's page, to go back to; null for a plan (the pricing view). */
    returnPath: z.string().nullable(),
    /** It paid what was due on a club membership, which is active again. */
    paidDue: z.boolean(),
  }),
  z.object({ status: z.literal('declined'), message: z.string() }),
  z.object({ status: z.literal('requires_action'), requiresAction: z.literal(true) }),
]);
export type PayTestCheckoutResult = z.infer<typeof payTestCheckoutResultSchema>;

/** Stripe's own texts for the outcomes of its test cards. */
export const cardMessages = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  authenticationFailed: 'We are unable to authenticate your payment method.',
  incorrectNumber: 'Your card number is incorrect.',
  expiry: "Your card's expiration date is incomplete or in the past.",
} as const;

export const checkoutMessages = {
  alreadySubscribed: (planName: string) => `You already have ${planName}.`,
  changeInstead: (planName: string) =>
    `You already have ${planName}. Change your plan in Settings instead.`,
  alreadyPaid: 'This checkout has already been paid.',
  expired: 'This checkout has expired. Choose your plan again to start a new one.',
  unavailable: 'Payments are not available on this server yet.',
  planUnavailable: 'That plan is not on sale right now.',
  tooManyAttempts: 'Too many payment attempts. Try again in {wait}.',
} as const;

/* Paid clubs (issue 12). */

/** A paid club's membership: how many days a member whose renewal failed keeps access. */
export const clubGraceDays = 7;
/** A paid club's price, in minor units (cents): from $1 to $1,000 a month. */
export const clubPriceLimits = { min: 100, max: 100_000 } as const;
/** Paid clubs are priced in US dollars. */
export const clubCurrency = 'usd';

/** One month of a club's earnings, in minor units of `currency` (refunds taken off). */
export const clubEarningsMonthSchema = z.object({
  /** "2026-11". */
  month: z.string(),
  gross: z.number().int(),
  platformFee: z.number().int(),
  net: z.number().int(),
  currency: z.string(),
});
export type ClubEarningsMonth = z.infer<typeof clubEarningsMonthSchema>;

export const payoutStatuses = ['pending', 'in_transit', 'paid', 'failed', 'canceled'] as const;

/** Money paid out from a balance to a bank, as the provider last told it. */
export const payoutSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(payoutStatuses),
  /** When the bank should have it (or had it). */
  arrivalDate: z.iso.datetime().nullable(),
  /** The provider's reason, for a failed payout. */
  failureMessage: z.string().nullable(),
  initiatedAt: z.iso.datetime(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** How many of a host's latest payouts they see. */
export const recentPayoutsShown = 10;

/** A host's payout account (Stripe Connect Express, or the test provider's stand-in). */
export const payoutAccountSchema = z.object({
  account: z
    .object({
      provider: z.enum(paymentProviderNames),
      ready: z.boolean(),
    })
    .nullable(),
  /** What Bookhive keeps of a paid club's money, in percent. */
  platformFeePercent: z.number(),
  /** The latest payouts to the host's bank, newest first. */
  payouts: z.array(payoutSchema),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/** Set up payouts, coming back to `returnPath` (a path of ours) when done. */
export const setUpPayoutsSchema = z.object({
  returnPath: z
    .string()
    .max(300)
    .regex(/^\/(?!\/)[\w\-./~%]*$/, 'Give a path on this site.'),
});
export type SetUpPayouts = z.infer<typeof setUpPayoutsSchema>;

export const paidClubMessages = {
  payoutsNeedClubHost: 'Payouts come with the Club Host plan.',
  alreadyPaying: 'You already pay for this club.',
  notPaying: 'You have no membership of this club to cancel.',
} as const;

/** What the member may do with their subscription now (the server decides; the UI shows). */
export const subscriptionAbilitiesSchema = z.object({
  cancel: z.boolean(),
  resume: z.boolean(),
  change: z.boolean(),
  /** Cards and invoices in the provider's own portal (Stripe only). */
  manageCards: z.boolean(),
});
export type SubscriptionAbilities = z.infer<typeof subscriptionAbilitiesSchema>;

/** The member's subscription with what they may do to it. */
export const managedSubscriptionSchema = z.object({
  subscription: mySubscriptionSchema.shape.subscription,
  abilities: subscriptionAbilitiesSchema,
});
export type ManagedSubscription = z.infer<typeof managedSubscriptionSchema>;

/** Moving to another paid plan or billing period. */
export const changeSubscriptionSchema = z.object({
  plan: z.enum(paidPlanCodes),
  interval: z.enum(billingIntervals),
});
export type ChangeSubscription = z.infer<typeof changeSubscriptionSchema>;

/** The member's billing history: each period's bill, newest first. */
export const myInvoicesSchema = z.object({
  invoices: z.array(
    z.object({
      id: z.string(),
      /** "Reader Plus, monthly", "Paid club membership". */
      description: z.string(),
      amountDue: z.number().int(),
      amountPaid: z.number().int(),
      currency: z.string(),
      status: z.enum(['paid', 'open']),
      issuedAt: z.iso.datetime(),
      periodEnd: z.iso.datetime().nullable(),
    }),
  ),
});
export type MyInvoices = z.infer<typeof myInvoicesSchema>;
/** How many of their invoices a member sees (two years of monthly bills). */
export const myInvoicesShown = 24;

/** Where the provider's customer portal session waits for the member. */
export const portalResponseSchema = z.object({ url: z.string() });

export const subscriptionMessages = {
  none: 'You have no paid plan to change.',
  alreadyCancelling: 'Your plan is already set to end at the end of this period.',
  notCancelling: 'Your plan is not set to end, so there is nothing to resume.',
  periodOver: 'This period is over. Choose a plan again to subscribe.',
  resumeFirst: 'Resume your plan before changing it.',
  pastDue: 'Your last payment did not go through. Update your card before changing your plan.',
  samePlan: 'You already have this plan and billing period.',
  noPortal: 'Card management is available only with Stripe.',
  providerOff: 'This subscription cannot be changed on this server.',
} as const;
