/** Every state-changing auth route refuses a cross-site request before doing anything. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, strongPassword, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const token = 'x'.repeat(43);
const stateChanging: [method: 'POST' | 'DELETE', url: string, body?: object][] = [
  [
    'POST',
    '/api/auth/signup',
    {
      email: 'csrf@example.com',
      password: strongPassword,
      confirmPassword: strongPassword,
      fullName: 'C',
      agreeToTerms: true,
    },
  ],
  ['POST', '/api/auth/signin', { email: 'csrf@example.com', password: strongPassword }],
  ['POST', '/api/auth/signout'],
  ['POST', '/api/auth/verify-email', { token }],
  ['POST', '/api/auth/resend-verification', { email: 'csrf@example.com' }],
  ['POST', '/api/auth/forgot-password', { email: 'csrf@example.com' }],
  [
    'POST',
    '/api/auth/reset-password',
    { token, password: strongPassword, confirmPassword: strongPassword },
  ],
  [
    'POST',
    '/api/auth/password',
    {
      currentPassword: strongPassword,
      newPassword: 'N3w&Better!pass',
      confirmPassword: 'N3w&Better!pass',
    },
  ],
  ['POST', '/api/auth/email', { newEmail: 'csrf-new@example.com', password: strongPassword }],
  ['POST', '/api/auth/email/confirm', { token }],
  ['POST', '/api/auth/sessions/revoke-others'],
  ['DELETE', `/api/auth/sessions/${randomUUID()}`],
];

const rejected = {
  error: {
    code: 'CSRF_REJECTED',
    message: 'This request was refused because it came from another site.',
  },
};

describe.each(stateChanging)('%s %s', (method, url, body) => {
  it('refuses sec-fetch-site: cross-site', async () => {
    const response = await t
      .client()
      .request({ method, url, payload: body, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(rejected);
  });

  it('refuses sec-fetch-site: same-site (a sibling subdomain)', async () => {
    const response = await t
      .client()
      .request({ method, url, payload: body, headers: { 'sec-fetch-site': 'same-site' } });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a foreign Origin', async () => {
    const response = await t
      .client()
      .request({ method, url, payload: body, headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(rejected);
  });

  it('refuses a request without the x-bookhive-csrf header', async () => {
    const response = await t.client().request({ method, url, payload: body, csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(rejected);
  });
});

describe('requests from the app itself', () => {
  it('pass with same-origin fetch metadata and the app origin', async () => {
    const user = await t.createUser();
    const response = await t.client().request({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: user.email, password: user.password },
      headers: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('a refused request changes nothing, even with a valid session cookie', async () => {
    const { client, user } = await t.signedInClient();
    const forged = await client.request({
      method: 'POST',
      url: '/api/auth/password',
      payload: {
        currentPassword: user.password,
        newPassword: 'N3w&Better!pass',
        confirmPassword: 'N3w&Better!pass',
      },
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    expect(
      (await t.client().post('/api/auth/signin', { email: user.email, password: user.password }))
        .statusCode,
    ).toBe(200);
    expect((await client.get('/api/auth/sessions')).statusCode).toBe(200);
  });

  it('reads (GET) are not subject to the check', async () => {
    const response = await t.client().request({
      method: 'GET',
      url: '/api/auth/session',
      headers: { 'sec-fetch-site': 'cross-site' },
      csrf: false,
    });
    expect(response.statusCode).toBe(200);
  });
});
