/**
 * The Stripe client with the real SDK against a local stand-in for Stripe's API: a plan's
 * checkout session asks for the plan's price in subscription mode, for the member's customer,
 * with the member and the plan in the metadata the webhooks read back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { startLocalHttpServer, type LocalHttpServer } from '../../test/local-http-server.js';
import { createStripeProvider, type CheckoutRequest } from './stripe-provider.js';

interface Recorded {
  method: string;
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

let stripeStandIn: LocalHttpServer;
const recorded: Recorded[] = [];

beforeAll(async () => {
  stripeStandIn = await startLocalHttpServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      recorded.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        form: new URLSearchParams(body),
      });
      const id = `cs_test_${recorded.length}`;
      response.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_1' });
      response.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          mode: 'subscription',
          url: `https://checkout.stripe.com/c/pay/${id}`,
        }),
      );
    });
  });
});
afterAll(() => stripeStandIn.close());

function provider() {
  const url = new URL(stripeStandIn.url);
  const config = loadConfig({
    STRIPE_SECRET_KEY: 'sk_test_standin123',
    STRIPE_API_HOST: url.hostname,
    STRIPE_API_PORT: url.port,
    STRIPE_API_PROTOCOL: 'http',
  }).payments.stripe;
  return createStripeProvider({ ...config, secretKey: config.secretKey! });
}

const request: CheckoutRequest = {
  userId: '6f1c1c52-3b0e-4c4f-9d7e-2d7f0c1b5a10',
  planCode: 'reader_plus',
  priceId: 'price_reader_plus_monthly',
  customerId: 'cus_existing42',
  customerEmail: 'reader@example.com',
  successUrl: 'http://localhost:3000/account/billing?checkout=done',
  cancelUrl: 'http://localhost:3000/plans',
};

describe('createCheckoutSession', () => {
  it("sends the plan's price, the member's customer and metadata, and returns the session", async () => {
    const session = await provider().createCheckoutSession(request);
    expect(session).toEqual({
      id: 'cs_test_1',
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
    const sent = recorded.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.authorization).toBe('Bearer sk_test_standin123');
    expect(Object.fromEntries(sent.form)).toEqual({
      mode: 'subscription',
      'line_items[0][price]': 'price_reader_plus_monthly',
      'line_items[0][quantity]': '1',
      customer: 'cus_existing42',
      client_reference_id: request.userId,
      'metadata[userId]': request.userId,
      'metadata[planCode]': 'reader_plus',
      'subscription_data[metadata][userId]': request.userId,
      'subscription_data[metadata][planCode]': 'reader_plus',
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
  });

  it("lets Checkout make the customer from the member's e-mail when there is none yet", async () => {
    await provider().createCheckoutSession({ ...request, customerId: null });
    const form = recorded.at(-1)!.form;
    expect(form.get('customer')).toBeNull();
    expect(form.get('customer_email')).toBe('reader@example.com');
  });
});
