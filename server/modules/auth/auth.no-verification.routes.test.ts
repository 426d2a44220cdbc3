/** With REQUIRE_EMAIL_VERIFICATION=false sign-up signs the new member straight in. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEventsOfUser } from '../../test/db-access.js';
import { createTestApp, strongPassword, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: 'false' });
});
afterAll(() => t.close());

const body = (email: string) => ({
  email,
  password: strongPassword,
  confirmPassword: strongPassword,
  fullName: 'Quick Reader',
  agreeToTerms: true,
});

describe('sign-up without e-mail verification', () => {
  it('creates a verified account and starts a session', async () => {
    const client = t.client({ ip: '10.0.2.1' });
    const response = await client.post('/api/auth/signup', body('quick@example.com'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'signed_in',
      user: { email: 'quick@example.com', emailVerified: true, needsUsername: true },
    });
    const session = (await client.get('/api/auth/session')).json();
    expect(session.user.email).toBe('quick@example.com');
    expect(await securityEventsOfUser(t.database, session.user.id, 'signup_success')).toHaveLength(
      1,
    );
  });

  it('says plainly that an address is taken (there is no e-mail to tell the owner)', async () => {
    const existing = await t.createUser();
    const response = await t
      .client({ ip: '10.0.2.2' })
      .post('/api/auth/signup', body(existing.email));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'EMAIL_TAKEN', message: 'An account with this email already exists' },
    });
  });
});
