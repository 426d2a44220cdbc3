/**
 * Events the built-in test provider sends on its own schedule, signed as it signs them and
 * delivered to the webhook: for journeys that cannot wait days for the provider's own job (a
 * host's payout comes two days after the payment).
 */
import type { APIRequestContext } from '@playwright/test';
import Stripe from 'stripe';
import { expect } from './app-test.js';
import { e2eTestProviderSecret } from './env.js';

/** Signs `event` now and delivers it to the test provider's webhook. */
export async function deliverTestProviderEvent(request: APIRequestContext, event: object) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: e2eTestProviderSecret,
  });
  const response = await request.post('/api/payments/webhooks/test', {
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    data: payload,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A payout from a host's test account to their bank, as Stripe's payout.* event. */
export function testPayoutEvent(fields: {
  accountId: string;
  payoutId: string;
  amount: number;
  status: 'paid' | 'failed';
  failureMessage?: string;
}) {
  const now = Math.floor(Date.now() / 1000);
  return {
    id: `evt_${fields.payoutId}_${fields.status}`,
    object: 'event',
    type: `payout.${fields.status}`,
    created: now,
    account: fields.accountId,
    data: {
      object: {
        id: fields.payoutId,
        object: 'payout',
        amount: fields.amount,
        currency: 'usd',
        status: fields.status,
        arrival_date: now,
        failure_message: fields.failureMessage ?? null,
      },
    },
  };
}
