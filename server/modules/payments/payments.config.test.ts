/**
 * Payments configuration (issue 12): Stripe's keys and API address, and the built-in test
 * provider — on in development and tests, off in production, where a secret set for it stops
 * the start and its webhook refuses even a correctly signed event.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { ledgerCounts } from '../../test/payment-ledger.js';
import { deliver, events, scenario } from '../../test/payment-events.js';
import { createTestApp } from '../../test/test-app.js';

const testSecret = 'whsec_test_provider_0123456789abcdef';

describe('payments configuration', () => {
  it('refuses a test provider secret in production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PAYMENTS_TEST_PROVIDER_SECRET: testSecret }),
    ).toThrow(
      new ConfigError(
        'Invalid configuration: PAYMENTS_TEST_PROVIDER_SECRET must not be set in production ' +
          '(the test provider takes no money; only Stripe may record payments there)',
      ),
    );
  });

  it('turns the test provider off in production and on elsewhere', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).payments.testProviderSecret).toBeNull();
    expect(
      loadConfig({ NODE_ENV: 'development', PAYMENTS_TEST_PROVIDER_SECRET: testSecret }).payments
        .testProviderSecret,
    ).toBe(testSecret);
    // Without one set, each process signs with a random secret of its own.
    const a = loadConfig({ NODE_ENV: 'test' }).payments.testProviderSecret;
    const b = loadConfig({ NODE_ENV: 'test' }).payments.testProviderSecret;
    expect(a).toMatch(/^whsec_[0-9a-f]{48}$/);
    expect(a).not.toBe(b);
  });

  it("reads Stripe's keys and the API address tests point elsewhere", () => {
    const { stripe } = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect456',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: '12111',
      STRIPE_API_PROTOCOL: 'http',
    }).payments;
    expect(stripe).toEqual({
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_abc123',
      connectWebhookSecret: 'whsec_connect456',
      api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
    });
    expect(loadConfig({}).payments.stripe).toEqual({
      secretKey: undefined,
      webhookSecret: undefined,
      connectWebhookSecret: undefined,
      api: {},
    });
  });

  it('names a bad secret without repeating it', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_live_visible' })).toThrow(
      new ConfigError(
        'Invalid configuration: STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)',
      ),
    );
    expect(() => loadConfig({ STRIPE_API_PROTOCOL: 'ftp' })).toThrow(
      'Invalid configuration: STRIPE_API_PROTOCOL must be http or https (got "ftp")',
    );
  });
});

describe('the test provider in production', () => {
  it('refuses even a correctly signed event, and writes nothing', async () => {
    const t = await createTestApp({ NODE_ENV: 'production' });
    try {
      expect(t.config.payments.testProviderSecret).toBeNull();
      const user = await t.createUser();
      const event = events.purchaseCompleted(scenario(user.id), t.clock.now(), 'pi_prod', 100);
      const before = await ledgerCounts(t.database);
      const response = await deliver(t, event, { provider: 'test', secret: testSecret });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
      expect(await ledgerCounts(t.database)).toEqual(before);
    } finally {
      await t.close();
    }
  });
});
