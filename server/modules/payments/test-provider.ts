/**
 * The built-in test provider's signing: its events are Stripe-shaped and signed exactly as Stripe
 * signs (the SDK's own header), with the test provider's secret, so the one webhook handler
 * verifies both providers the same way.
 */
import Stripe from 'stripe';

export interface SignedEvent {
  /** The exact bytes to send; the signature covers them. */
  payload: string;
  /** The Stripe-Signature header. */
  signature: string;
}

/** Signs an event as of `at` (the signature's timestamp). */
export function signEvent(event: object, secret: string, at: Date): SignedEvent {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(at.getTime() / 1000),
  });
  return { payload, signature };
}
