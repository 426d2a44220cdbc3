/** Schemas of the payments endpoints. */
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  mySubscriptionSchema,
  payTestCheckoutResultSchema,
  payTestCheckoutSchema,
  plansResponseSchema,
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
} as const satisfies SchemaTable<typeof paymentsEndpoints>;
