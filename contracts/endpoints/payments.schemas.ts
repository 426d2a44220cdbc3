/** Schemas of the payments endpoints. */
import { webhookParamsSchema, webhookReceiptSchema } from '../payments.js';
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
} as const satisfies SchemaTable<typeof paymentsEndpoints>;
