/** A signed-in person's own account: password change, e-mail change and sessions. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEventsOfUser } from '../../test/db-access.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newPassword = 'N3w&Better!pass';
const firefoxOnLinux = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function signIn(email: string, password: string, userAgent?: string): Promise<TestClient> {
  const client = t.client(userAgent ? { userAgent } : {});
  const response = await client.post('/api/auth/signin', { email, password });
  expect(response.statusCode).toBe(200);
  return client;
}

const signInStatus = async (email: string, password: string) =>
  (await t.client().post('/api/auth/signin', { email, password })).statusCode;

describe('POST /api/auth/password', () => {
  it('changes the password and ends the other sessions, not the current one', async () => {
    const user = await t.createUser();
    const current = await signIn(user.email, user.password);
    const other = await signIn(user.email, user.password);

    const response = await current.post('/api/auth/password', {
      currentPassword: user.password,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ revoked: 1 });

    expect((await current.get('/api/auth/sessions')).statusCode).toBe(200);
    const otherResponse = await other.get('/api/auth/sessions');
    expect(otherResponse.statusCode).toBe(401);
    expect(otherResponse.json().error.code).toBe('UNAUTHENTICATED');
    expect(await signInStatus(user.email, user.password)).toBe(401);
    expect(await signInStatus(user.email, newPassword)).toBe(200);
    await t.mail.waitFor(
      (m) => m.to === user.email && m.subject === 'Your Bookhive password was changed',
    );
    expect(await securityEventsOfUser(t.database, user.id, 'password_changed')).toHaveLength(1);
  });

  it('needs the right current password', async () => {
    const { client, user } = await t.signedInClient();
    const wrong = await client.post('/api/auth/password', {
      currentPassword: 'Not&MyPass1',
      newPassword,
      confirmPassword: newPassword,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Your password is incorrect',
      details: { issues: [{ path: ['currentPassword'], message: 'Your password is incorrect' }] },
    });
    expect(await signInStatus(user.email, user.password)).toBe(200);
  });

  it.each([
    [{ currentPassword: '' }, 'Current password is required'],
    [
      { newPassword: 'weakpass', confirmPassword: 'weakpass' },
      'Password must contain at least one uppercase letter',
    ],
    [{ confirmPassword: 'Different&Pass1' }, "Passwords don't match"],
  ])('refuses %j with the spec message', async (change, message) => {
    const { client } = await t.signedInClient();
    const response = await client.post('/api/auth/password', {
      currentPassword: 'whatever',
      newPassword,
      confirmPassword: newPassword,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it('refuses a new password equal to the current one', async () => {
    const { client, user } = await t.signedInClient();
    const response = await client.post('/api/auth/password', {
      currentPassword: user.password,
      newPassword: user.password,
      confirmPassword: user.password,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'New password must be different from current password',
    );
  });

  it('counts wrong current passwords against the sign-in lock', async () => {
    const { client, user } = await t.signedInClient();
    const body = { currentPassword: 'Not&MyPass1', newPassword, confirmPassword: newPassword };
    for (let n = 0; n < 5; n++)
      expect((await client.post('/api/auth/password', body)).statusCode).toBe(400);
    const locked = await client.post('/api/auth/password', {
      ...body,
      currentPassword: user.password,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.details.lockedForMinutes).toBe(30);
  });
});

describe('POST /api/auth/email and /api/auth/email/confirm', () => {
  it('sends the confirmation to the new address; confirming switches the sign-in address', async () => {
    const user = await t.createUser();
    const client = await signIn(user.email, user.password);
    const response = await client.post('/api/auth/email', {
      newEmail: ' Moved@Example.com ',
      password: user.password,
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true });

    const token = await t.mail.tokenFor('moved@example.com', /Confirm your new email/);
    await t.mail.waitFor(
      (m) => m.to === user.email && /change of email was requested/.test(m.subject),
    );
    expect(t.mail.messages.filter((m) => m.to === user.email && /Confirm/.test(m.subject))).toEqual(
      [],
    );
    // Nothing changes until the new address confirms.
    expect(await signInStatus(user.email, user.password)).toBe(200);
    expect(await signInStatus('moved@example.com', user.password)).toBe(401);

    const confirmed = await t.client().post('/api/auth/email/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: 'moved@example.com' });
    expect(await signInStatus('moved@example.com', user.password)).toBe(200);
    expect(await signInStatus(user.email, user.password)).toBe(401);
    expect((await client.get('/api/auth/session')).json().user.email).toBe('moved@example.com');

    const again = await t.client().post('/api/auth/email/confirm', { token });
    expect(again.statusCode).toBe(410);
    expect(again.json().error.code).toBe('TOKEN_INVALID');
  });

  it('needs the password', async () => {
    const { client } = await t.signedInClient();
    const empty = await client.post('/api/auth/email', {
      newEmail: 'x-new@example.com',
      password: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Password is required for email change');
    const wrong = await client.post('/api/auth/email', {
      newEmail: 'x-new@example.com',
      password: 'Not&MyPass1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Your password is incorrect');
    const invalid = await client.post('/api/auth/email', { newEmail: 'nope', password: 'x' });
    expect(invalid.json().error.message).toBe('Invalid email address');
  });

  it('answers an address that already has an account like any other, and sends it nothing', async () => {
    const other = await t.createUser();
    const { client, user } = await t.signedInClient();
    const free = await client.post('/api/auth/email', {
      newEmail: 'free-address@example.com',
      password: user.password,
    });
    const taken = await client.post('/api/auth/email', {
      newEmail: other.email,
      password: user.password,
    });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.body).toBe(free.body);
    await t.mail.tokenFor('free-address@example.com', /Confirm your new email/);
    expect(t.mail.messages.filter((m) => m.to === other.email)).toEqual([]);
  });

  it('a confirmation link expires after 24 hours', async () => {
    const { client, user } = await t.signedInClient();
    await client.post('/api/auth/email', {
      newEmail: 'too-late@example.com',
      password: user.password,
    });
    const token = await t.mail.tokenFor('too-late@example.com', /Confirm your new email/);
    t.clock.advanceMinutes(24 * 60);
    expect((await t.client().post('/api/auth/email/confirm', { token })).statusCode).toBe(410);
    expect(await signInStatus(user.email, user.password)).toBe(200);
  });

  it('refuses a made-up or malformed confirmation token', async () => {
    expect(
      (await t.client().post('/api/auth/email/confirm', { token: 'q'.repeat(43) })).statusCode,
    ).toBe(410);
    const malformed = await t.client().post('/api/auth/email/confirm', { token: 'short' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('sessions', () => {
  it('lists my sessions, marking the current one', async () => {
    const user = await t.createUser();
    const laptop = await signIn(user.email, user.password, firefoxOnLinux);
    await signIn(user.email, user.password, safariOnIphone);
    const response = await laptop.get('/api/auth/sessions');
    expect(response.statusCode).toBe(200);
    const { sessions } = response.json() as { sessions: { current: boolean; device: string }[] };
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current).map((s) => s.device)).toEqual(['Firefox on Linux']);
    expect(sessions.filter((s) => !s.current).map((s) => s.device)).toEqual(['Safari on iOS']);
  });

  it("revokes another of my sessions, but not the current one or someone else's", async () => {
    const user = await t.createUser();
    const laptop = await signIn(user.email, user.password);
    const phone = await signIn(user.email, user.password);
    const phoneSessions = (await phone.get('/api/auth/sessions')).json().sessions as {
      id: string;
      current: boolean;
    }[];
    const phoneId = phoneSessions.find((s) => s.current)?.id;
    const laptopId = phoneSessions.find((s) => !s.current)?.id;

    expect((await laptop.delete(`/api/auth/sessions/${laptopId}`)).statusCode).toBe(400);

    const stranger = await t.signedInClient();
    expect((await stranger.client.delete(`/api/auth/sessions/${phoneId}`)).statusCode).toBe(404);
    expect((await phone.get('/api/auth/sessions')).statusCode).toBe(200);

    expect((await laptop.delete(`/api/auth/sessions/${phoneId}`)).statusCode).toBe(204);
    expect((await phone.get('/api/auth/sessions')).statusCode).toBe(401);
    expect((await laptop.get('/api/auth/sessions')).json().sessions).toHaveLength(1);
    expect((await laptop.delete(`/api/auth/sessions/${randomUUID()}`)).statusCode).toBe(404);
    expect((await laptop.delete('/api/auth/sessions/not-a-uuid')).statusCode).toBe(400);
  });

  it('revoke-others ends every other session and keeps this one', async () => {
    const user = await t.createUser();
    const keep = await signIn(user.email, user.password);
    const others = [
      await signIn(user.email, user.password),
      await signIn(user.email, user.password),
    ];
    const response = await keep.post('/api/auth/sessions/revoke-others');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ revoked: 2 });
    for (const other of others)
      expect((await other.get('/api/auth/sessions')).statusCode).toBe(401);
    const remaining = (await keep.get('/api/auth/sessions')).json().sessions;
    expect(remaining).toHaveLength(1);
    expect(remaining[0].current).toBe(true);
    expect(await securityEventsOfUser(t.database, user.id, 'sessions_revoked')).toHaveLength(1);
  });
});
