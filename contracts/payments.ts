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
