/**
 * Provider events for payment tests, shaped as Stripe sends them (API 2026-10-28; the shapes the
 * test provider sends too live in the module), and a way to deliver them signed to a test app.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { PaymentProviderName } from '../../contracts/payments.js';
import {
  providerEvent,
  stripeShapedEvents,
  type ProviderEvent,
  type Scenario,
} from '../modules/payments/stripe-shaped-events.js';
import { signEvent } from '../modules/payments/test-provider.js';
import type { TestApp } from './test-app.js';

export type { ProviderEvent, Scenario };
export { providerEvent };

export function scenario(userId: string, planCode = 'reader_plus'): Scenario {
  const tag = randomUUID().replaceAll('-', '').slice(0, 14);
  return { userId, planCode, customerId: `cus_${tag}`, subscriptionId: `sub_${tag}` };
}

export const events = {
  checkoutCompleted: stripeShapedEvents.checkoutCompleted,
  purchaseCompleted: (s: Scenario, at: Date, paymentIntent: string, amount: number) =>
    providerEvent(
      'checkout.session.completed',
      {
        id: `cs_test_${randomUUID().replaceAll('-', '')}`,
        object: 'checkout.session',
        mode: 'payment',
        customer: s.customerId,
        subscription: null,
        payment_intent: paymentIntent,
        amount_total: amount,
        currency: 'eur',
        payment_status: 'paid',
        client_reference_id: s.userId,
        metadata: { userId: s.userId },
      },
      at,
    ),
  subscription: stripeShapedEvents.subscription,
  invoice: stripeShapedEvents.invoice,
  payout: stripeShapedEvents.payout,
  chargeRefunded: (
    s: Scenario,
    at: Date,
    fields: {
      paymentIntent: string;
      amount: number;
      currency?: string;
      refunds: { id: string; amount: number }[];
    },
  ) =>
    providerEvent(
      'charge.refunded',
      {
        id: `ch_${fields.paymentIntent.slice(3)}`,
        object: 'charge',
        customer: s.customerId,
        payment_intent: fields.paymentIntent,
        amount: fields.amount,
        amount_refunded: fields.refunds.reduce((sum, r) => sum + r.amount, 0),
        currency: fields.currency ?? 'usd',
        refunds: {
          object: 'list',
          data: fields.refunds.map((r) => ({ ...r, currency: fields.currency ?? 'usd' })),
        },
      },
      at,
    ),
  disputeCreated: (at: Date, fields: { paymentIntent: string; amount: number }) =>
    events.dispute('created', at, {
      ...fields,
      id: `dp_${randomUUID().replaceAll('-', '').slice(0, 14)}`,
    }),
  /** charge.dispute.created/updated/closed of one dispute (`id`), at `status`. */
  dispute: (
    kind: 'created' | 'updated' | 'closed',
    at: Date,
    fields: { id: string; paymentIntent: string; amount: number; status?: string },
  ) =>
    providerEvent(
      `charge.dispute.${kind}`,
      {
        id: fields.id,
        object: 'dispute',
        charge: `ch_${fields.paymentIntent.slice(3)}`,
        payment_intent: fields.paymentIntent,
        amount: fields.amount,
        currency: 'usd',
        reason: 'fraudulent',
        status: fields.status ?? 'needs_response',
      },
      at,
    ),
};

/** The webhook of a test app, for a provider. */
export const webhookUrl = (provider: PaymentProviderName) => `/api/payments/webhooks/${provider}`;

/** Delivers raw bytes with a signature header (or none), as a provider's server would: no cookie, no CSRF header. */
export function deliverRaw(
  t: TestApp,
  provider: PaymentProviderName,
  payload: string,
  signature: string | null,
): Promise<LightMyRequestResponse> {
  return t.server.inject({
    method: 'POST',
    url: webhookUrl(provider),
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });
}

/** Signs and delivers an event, signed now (the app's clock) with the provider's secret. */
export function deliver(
  t: TestApp,
  event: ProviderEvent,
  options: { provider?: PaymentProviderName; secret?: string; signedAt?: Date } = {},
): Promise<LightMyRequestResponse> {
  const provider = options.provider ?? 'test';
  const secret =
    options.secret ??
    (provider === 'test'
      ? t.config.payments.testProviderSecret
      : t.config.payments.stripe.webhookSecret);
  if (!secret) throw new Error(`No ${provider} webhook secret in this test app`);
  const signed = signEvent(event, secret, options.signedAt ?? t.clock.now());
  return deliverRaw(t, provider, signed.payload, signed.signature);
}
