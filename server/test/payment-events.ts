/**
 * Provider events for payment tests, shaped as Stripe sends them (API 2026-10-28), and a way to
 * deliver them signed to the webhook of a test app.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { PaymentProviderName } from '../../contracts/payments.js';
import { signEvent } from '../modules/payments/test-provider.js';
import type { TestApp } from './test-app.js';

export interface ProviderEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** An event of `type` about `object`, made at `at`. */
export function providerEvent(
  type: string,
  object: Record<string, unknown>,
  at: Date,
): ProviderEvent {
  return {
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    created: seconds(at),
    data: { object },
  };
}

/** One member's subscription as the provider knows it. */
export interface Scenario {
  userId: string;
  planCode: string;
  customerId: string;
  subscriptionId: string;
}

export function scenario(userId: string, planCode = 'reader_plus'): Scenario {
  const tag = randomUUID().replaceAll('-', '').slice(0, 14);
  return { userId, planCode, customerId: `cus_${tag}`, subscriptionId: `sub_${tag}` };
}

const metadataOf = (s: Scenario) => ({ userId: s.userId, planCode: s.planCode });

export const events = {
  checkoutCompleted: (s: Scenario, at: Date) =>
    providerEvent(
      'checkout.session.completed',
      {
        id: `cs_test_${randomUUID().replaceAll('-', '')}`,
        object: 'checkout.session',
        mode: 'subscription',
        customer: s.customerId,
        subscription: s.subscriptionId,
        payment_intent: null,
        amount_total: 499,
        currency: 'usd',
        payment_status: 'paid',
        client_reference_id: s.userId,
        metadata: metadataOf(s),
      },
      at,
    ),
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
  subscription: (
    type: 'created' | 'updated' | 'deleted',
    s: Scenario,
    at: Date,
    fields: { status: string; periodEnd: Date; cancelAtPeriodEnd?: boolean },
  ) =>
    providerEvent(
      `customer.subscription.${type}`,
      {
        id: s.subscriptionId,
        object: 'subscription',
        customer: s.customerId,
        status: fields.status,
        cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
        items: { object: 'list', data: [{ current_period_end: seconds(fields.periodEnd) }] },
        metadata: metadataOf(s),
      },
      at,
    ),
  invoice: (
    type: 'paid' | 'payment_failed',
    s: Scenario,
    at: Date,
    fields: { invoiceId: string; paymentIntent: string; amount: number; periodEnd: Date },
  ) =>
    providerEvent(
      `invoice.${type}`,
      {
        id: fields.invoiceId,
        object: 'invoice',
        customer: s.customerId,
        amount_paid: type === 'paid' ? fields.amount : 0,
        currency: 'usd',
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: s.subscriptionId, metadata: metadataOf(s) },
        },
        payments: {
          object: 'list',
          data: [{ payment: { type: 'payment_intent', payment_intent: fields.paymentIntent } }],
        },
        lines: {
          object: 'list',
          data: [{ period: { start: seconds(at), end: seconds(fields.periodEnd) } }],
        },
      },
      at,
    ),
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
    providerEvent(
      'charge.dispute.created',
      {
        id: `dp_${randomUUID().replaceAll('-', '').slice(0, 14)}`,
        object: 'dispute',
        charge: `ch_${fields.paymentIntent.slice(3)}`,
        payment_intent: fields.paymentIntent,
        amount: fields.amount,
        currency: 'usd',
        reason: 'fraudulent',
        status: 'needs_response',
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
