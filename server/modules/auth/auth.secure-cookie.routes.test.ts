/** Behind HTTPS (APP_URL https://...) the session cookie is Secure and __Host- prefixed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://bookhive.example' });
});
afterAll(() => t.close());

describe('the session cookie over HTTPS', () => {
  it('is named __Host-bookhive_session and is Secure, HttpOnly, SameSite=Lax, Path=/ with no Domain', async () => {
    const user = await t.createUser();
    const client = t.client();
    const response = await client.post('/api/auth/signin', {
      email: user.email,
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
    const header = response.headers['set-cookie'];
    const cookie = (Array.isArray(header) ? header : [header]).find((value) =>
      value?.startsWith('__Host-bookhive_session='),
    );
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(client.cookies.has('bookhive_session')).toBe(false);
    expect((await client.get('/api/auth/session')).json().user.id).toBe(user.id);
  });

  it('sends Strict-Transport-Security', async () => {
    const response = await t.client().get('/api/health');
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('accepts requests whose Origin is the configured app URL', async () => {
    const user = await t.createUser();
    const response = await t.client().request({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: user.email, password: user.password },
      headers: { origin: 'https://bookhive.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});
