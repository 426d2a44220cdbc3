import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, isLoopbackHost, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('names the variable, the rule and the value of a bad PORT', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      new ConfigError(
        'Invalid configuration: PORT must be a number between 1 and 65535 (got "abc")',
      ),
    );
  });

  it.each(['0', '65536', '80.5'])('refuses PORT=%s', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(
      `Invalid configuration: PORT must be a number between 1 and 65535 (got "${port}")`,
    );
  });

  it.each([
    [
      { DATABASE_URL: 'mysql://db/x' },
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://db/x")',
    ],
    [
      { NODE_ENV: 'staging' },
      'Invalid configuration: NODE_ENV must be development, production or test (got "staging")',
    ],
    [
      { APP_URL: 'bookhive' },
      'Invalid configuration: APP_URL must be a full URL such as https://bookhive.example (got "bookhive")',
    ],
    [
      { REQUIRE_EMAIL_VERIFICATION: 'maybe' },
      'Invalid configuration: REQUIRE_EMAIL_VERIFICATION must be true or false (got "maybe")',
    ],
    [
      { SMTP_URL: 'http://mail' },
      'Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL (got "http://mail")',
    ],
  ])('explains %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('has working defaults: embedded PGlite in ./data, port 3000, verification required', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      appUrl: 'http://localhost:3000',
      database: { kind: 'pglite', dir: path.resolve('data', 'pglite') },
      uploadsDir: path.resolve('data', 'uploads'),
      requireEmailVerification: true,
      cookieSecure: false,
      sessionDays: 30,
      sessionKeepSeconds: 10,
      demoSeed: true,
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      database: { kind: 'pglite' },
    });
  });

  it('uses PostgreSQL when DATABASE_URL is set, and seeds no demo there', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://db.internal/bookhive' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://db.internal/bookhive' });
    expect(config.demoSeed).toBe(false);
  });

  it('makes cookies Secure behind an https APP_URL and drops its trailing slash', () => {
    expect(loadConfig({ APP_URL: 'https://bookhive.example/' })).toMatchObject({
      appUrl: 'https://bookhive.example',
      cookieSecure: true,
    });
  });

  it('never seeds the demo in production, even when asked', () => {
    expect(loadConfig({ NODE_ENV: 'production', DEMO_SEED: 'true' }).demoSeed).toBe(false);
  });
});

describe('where the server listens', () => {
  it('stays on this machine by default while the demo accounts are seeded', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ demoSeed: true, host: 'localhost', demoOnNetwork: false });
    expect(isLoopbackHost(config.host)).toBe(true);
  });

  it('listens on every interface by default without the demo (PostgreSQL, production)', () => {
    for (const env of [
      { DATABASE_URL: 'postgres://db.internal/bookhive' },
      { NODE_ENV: 'production' },
      { DEMO_SEED: 'false' },
    ]) {
      expect(loadConfig(env), JSON.stringify(env)).toMatchObject({
        demoSeed: false,
        host: '0.0.0.0',
        demoOnNetwork: false,
      });
    }
  });

  it.each([
    ['0.0.0.0', true],
    ['::', true],
    ['192.168.1.20', true],
    ['bookhive.internal', true],
    ['127.0.0.1', false],
    ['::1', false],
    ['localhost', false],
  ])('listens where HOST=%s says, and the demo counts as on the network: %s', (host, onNetwork) => {
    expect(loadConfig({ HOST: host })).toMatchObject({
      host,
      demoSeed: true,
      demoOnNetwork: onNetwork,
    });
  });

  it('never marks a demo on the network when there is no demo', () => {
    expect(loadConfig({ HOST: '0.0.0.0', DEMO_SEED: 'false' }).demoOnNetwork).toBe(false);
  });

  it.each([
    ['localhost', true],
    ['LocalHost', true],
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['[::1]', true],
    ['0:0:0:0:0:0:0:1', true],
    ['::ffff:127.0.0.1', true],
    ['0.0.0.0', false],
    ['::', false],
    ['10.0.0.5', false],
    ['::ffff:10.0.0.5', false],
    ['128.0.0.1', false],
    ['localhost.example.com', false],
  ])('isLoopbackHost(%s) is %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
});
