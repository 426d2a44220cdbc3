/** The request-limit table applied to a bare Fastify app: matching, keys, start-up check. */
import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { anyone } from '../../../contracts/endpoints/endpoint.js';
import { installErrorHandling } from '../errors.js';
import { clientAddress } from './client-address.js';
import { describeWait, registerRequestLimits, type RequestLimitTable } from './request-limits.js';

const table: RequestLimitTable = {
  'test.thing': { max: 2, windowSeconds: 60, message: 'Slow down: wait {wait}.' },
};

/** A route made from an endpoint-table entry, as serve() makes them. */
const thing = { name: 'test.thing', method: 'GET', path: '/things/:id', access: anyone } as const;

async function appWith(options: { trustProxy?: boolean; routes?: string[] } = {}) {
  const app = Fastify({ trustProxy: options.trustProxy ?? false });
  installErrorHandling(app);
  await registerRequestLimits(app, table);
  for (const url of options.routes ?? ['/things/:id', '/other'])
    app.get(url, { config: url === thing.path ? { endpoint: thing } : {} }, async () => ({
      ok: true,
    }));
  await app.ready();
  return app;
}

const get = (
  app: Awaited<ReturnType<typeof appWith>>,
  url: string,
  from = '10.0.0.1',
  headers = {},
) => app.inject({ method: 'GET', url, remoteAddress: from, headers });

describe('registerRequestLimits', () => {
  it('limits the routes of its table by client address, and no other route', async () => {
    const app = await appWith();
    expect((await get(app, '/things/1')).statusCode).toBe(200);
    expect((await get(app, '/things/2')).statusCode).toBe(200);
    const refused = await get(app, '/things/3');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Slow down: wait 1 minute.',
        details: { retryAfterSeconds: 60, lockedForMinutes: 1 },
      },
    });
    expect(refused.headers['retry-after']).toBe('60');
    expect(
      (await app.inject({ method: 'HEAD', url: '/things/4', remoteAddress: '10.0.0.1' }))
        .statusCode,
    ).toBe(429);
    expect((await get(app, '/things/1', '10.0.0.2')).statusCode).toBe(200);
    for (let n = 0; n < 5; n++) expect((await get(app, '/other')).statusCode).toBe(200);
    await app.close();
  });

  it('refuses to start when an entry names an endpoint no route serves (no silent gap)', async () => {
    await expect(appWith({ routes: ['/other'] })).rejects.toThrow(
      'Request limits name endpoints that are not served: test.thing',
    );
  });

  it('counts the client X-Forwarded-For names when TRUST_PROXY is on', async () => {
    const app = await appWith({ trustProxy: true });
    const viaProxy = (client: string) =>
      get(app, '/things/1', '10.9.9.9', { 'x-forwarded-for': client });
    expect((await viaProxy('203.0.113.1')).statusCode).toBe(200);
    expect((await viaProxy('203.0.113.1')).statusCode).toBe(200);
    expect((await viaProxy('203.0.113.1')).statusCode).toBe(429);
    expect((await viaProxy('203.0.113.2')).statusCode).toBe(200);
    await app.close();
  });
});

describe('clientAddress', () => {
  const request = (ip: string | undefined, remoteAddress?: string) =>
    ({ ip, socket: remoteAddress ? { remoteAddress } : undefined }) as unknown as FastifyRequest;

  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::'],
    ['2001:DB8:AA:BB::9', '2001:db8:aa:bb::'],
  ])('keys %s as %s', (ip, key) => {
    expect(clientAddress(request(ip))).toBe(key);
  });

  it('falls back to the socket, then to one shared key, when a request has no ip', () => {
    expect(clientAddress(request(undefined, '192.0.2.4'))).toBe('192.0.2.4');
    expect(clientAddress(request(undefined))).toBe('unknown');
  });
});

describe('describeWait', () => {
  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [3600, '60 minutes'],
  ])('%i s is "%s"', (seconds, text) => {
    expect(describeWait(seconds)).toBe(text);
  });
});
