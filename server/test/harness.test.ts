import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

describe('test harness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the API over a migrated database and delivers mail through the job queue', async () => {
    const client = t.client();
    const health = await client.get('/api/health');
    expect(health.json()).toMatchObject({ status: 'ok', databaseReachable: true });
    const signup = await client.post('/api/auth/signup', {
      email: 'harness@example.com',
      password: 'Tr0ub4dor&3xyz',
      confirmPassword: 'Tr0ub4dor&3xyz',
      fullName: 'Harness',
      agreeToTerms: true,
    });
    expect(signup.statusCode).toBe(200);
    const token = await t.mail.tokenFor('harness@example.com', /Confirm your email/);
    expect(token.length).toBeGreaterThan(20);
  });
});
