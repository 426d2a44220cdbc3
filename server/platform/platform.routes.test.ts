/** /api/health, /api/openapi.json and the JSON 404 of unknown API paths. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the database and is never cached', async () => {
    const response = await t.client().get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: t.database.kind,
      databaseReachable: true,
      version: expect.any(String),
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/nope?x=1', 'No API route GET /api/nope'],
    ['POST', '/api/auth/nope', 'No API route POST /api/auth/nope'],
    ['GET', '/api', 'No API route GET /api'],
  ] as const)('%s %s is a JSON 404 in the error shape', async (method, url, message) => {
    const response = await t.client().request({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message } });
  });
});

describe('GET /api/openapi.json', () => {
  const authRoutes: [string, string][] = [
    ['get', '/api/auth/session'],
    ['post', '/api/auth/signup'],
    ['post', '/api/auth/signin'],
    ['post', '/api/auth/signout'],
    ['post', '/api/auth/verify-email'],
    ['post', '/api/auth/resend-verification'],
    ['post', '/api/auth/forgot-password'],
    ['get', '/api/auth/reset-password/status'],
    ['post', '/api/auth/reset-password'],
    ['post', '/api/auth/password'],
    ['post', '/api/auth/email'],
    ['post', '/api/auth/email/confirm'],
    ['get', '/api/auth/sessions'],
    ['delete', '/api/auth/sessions/{id}'],
    ['post', '/api/auth/sessions/revoke-others'],
  ];

  it('lists every auth route with its summary', async () => {
    const response = await t.client().get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const spec = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { summary?: string; tags?: string[] }>>;
    };
    expect(spec.openapi).toMatch(/^3\./);
    for (const [method, path] of authRoutes) {
      const operation = spec.paths[path]?.[method];
      expect(operation, `${method.toUpperCase()} ${path}`).toBeDefined();
      expect(operation?.tags).toEqual(['auth']);
      expect(operation?.summary).toEqual(expect.any(String));
    }
  });

  it('describes request bodies from the contracts', async () => {
    const spec = (await t.client().get('/api/openapi.json')).json();
    const body = spec.paths['/api/auth/signin'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('does not list itself', async () => {
    const spec = (await t.client().get('/api/openapi.json')).json();
    expect(spec.paths['/api/openapi.json']).toBeUndefined();
  });
});
