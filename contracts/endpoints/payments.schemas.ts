/** Schemas of the payments endpoints. */
import {
  changeSubscriptionSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  managedSubscriptionSchema,
  myInvoicesSchema,
  mySubscriptionSchema,
  payTestCheckoutResultSchema,
  payTestCheckoutSchema,
  payoutAccountSchema,
  plansResponseSchema,
  setUpPayoutsSchema,
  portalResponseSchema,
  testCheckoutParamsSchema,
  testCheckoutSchema,
  webhookParamsSchema,
  webhookReceiptSchema,
} from '../payments.js';
import type { paymentsEndpoints } from './payments.js';
import type { SchemaTable } from './schema-table.js';

export const paymentsSchemas = {
  webhook: {
    summary: "A payment provider's signed event (Stripe-Signature header over the raw body)",
    params: webhookParamsSchema,
    // No body schema: the body is the provider's JSON, read as raw bytes so its signature can be
    // checked; it is parsed only after that check passes.
    response: webhookReceiptSchema,
  },
  plans: { summary: 'The plans on sale, with their prices', response: plansResponseSchema },
  checkout: {
    summary: 'Starts a checkout for a plan; answers where to pay',
    body: checkoutRequestSchema,
    response: checkoutResponseSchema,
  },
  mine: { summary: "The member's current subscription", response: mySubscriptionSchema },
  testCheckout: {
    summary: "The test provider's checkout (its member only)",
    params: testCheckoutParamsSchema,
    response: testCheckoutSchema,
  },
  payTestCheckout: {
    summary: "Pays the test provider's checkout with one of Stripe's test cards",
    params: testCheckoutParamsSchema,
    body: payTestCheckoutSchema,
    response: payTestCheckoutResultSchema,
  },
  payouts: { summary: "The member's payout account for paid clubs", response: payoutAccountSchema },
  setUpPayouts: {
    summary: 'Sets up payouts for paid clubs (Club Host); answers where to finish onboarding',
    body: setUpPayoutsSchema,
    response: checkoutResponseSchema,
  },
  myInvoices: {
    summary: "The member's billing history: each period's bill, newest first",
    response: myInvoicesSchema,
  },
  manageSubscription: {
    summary: "The member's subscription and what they may do to it",
    response: managedSubscriptionSchema,
  },
  cancelSubscription: {
    summary: 'Sets the member’s plan to end at the end of the period',
    response: managedSubscriptionSchema,
  },
  resumeSubscription: {
    summary: 'Undoes a cancellation before the period ends',
    response: managedSubscriptionSchema,
  },
  changeSubscription: {
    summary: 'Moves the member to another paid plan or billing period',
    body: changeSubscriptionSchema,
    response: managedSubscriptionSchema,
  },
  billingPortal: {
    summary: "Opens Stripe's customer portal (cards, invoices) for the member",
    response: portalResponseSchema,
  },
} as const satisfies SchemaTable<typeof paymentsEndpoints>;
