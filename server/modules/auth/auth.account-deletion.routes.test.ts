import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEventsOfType, sessionsOfUser } from '../../test/db-access.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('POST /api/auth/account/delete', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('needs a session', async () => {
    const response = await t.client().post('/api/auth/account/delete', { password: 'whatever' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a wrong or missing password and keeps the account', async () => {
    const { client, user } = await t.signedInClient();
    const wrong = await client.post('/api/auth/account/delete', { password: 'Not-the-password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details.issues[0]).toMatchObject({
      path: ['password'],
      message: 'Your password is incorrect',
    });
    const missing = await client.post('/api/auth/account/delete', { password: '' });
    expect(missing.json().error.message).toBe('Password is required');
    expect((await client.get('/api/auth/session')).json().user.id).toBe(user.id);
  });

  it('deletes the account, its sessions and its sign-in, and clears the cookie', async () => {
    const { client, user } = await t.signedInClient();
    const other = t.client();
    await other.post('/api/auth/signin', { email: user.email, password: user.password });
    const response = await client.post('/api/auth/account/delete', { password: user.password });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'bookhive_session')?.value).toBe('');
    expect(await sessionsOfUser(t.database, user.id)).toHaveLength(0);
    expect((await other.get('/api/auth/session')).json().user).toBeNull();
    const signIn = await t
      .client()
      .post('/api/auth/signin', { email: user.email, password: user.password });
    expect(signIn.statusCode).toBe(401);
    expect((await t.client().get(`/api/profiles/by-username/${user.username}`)).statusCode).toBe(
      404,
    );
    const events = await securityEventsOfType(t.database, 'account_deleted');
    expect(events.some((e) => (e.eventData as { userId?: string }).userId === user.id)).toBe(true);
  });

  it('refuses to delete the only super admin', async () => {
    const { client, user } = await t.signedInClient('super_admin');
    const response = await client.post('/api/auth/account/delete', { password: user.password });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/only super admin/);
    expect((await client.get('/api/auth/session')).json().user.id).toBe(user.id);
  });
});
