/** Forgot password -> e-mailed link -> new password. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEventsOfType, securityEventsOfUser } from '../../test/db-access.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const resetSubject = /Reset your Bookhive password/;
const newPassword = 'N3w&Better!pass';
const invalidLink = 'This password reset link is invalid, was already used or has expired.';

async function requestResetToken(email: string): Promise<string> {
  const response = await t.client().post('/api/auth/forgot-password', { email });
  expect(response.statusCode).toBe(202);
  return t.mail.tokenFor(email, resetSubject);
}

const reset = (token: string, password = newPassword) =>
  t.client().post('/api/auth/reset-password', { token, password, confirmPassword: password });

const status = async (token: string) =>
  (
    await t.client().get(`/api/auth/reset-password/status?token=${encodeURIComponent(token)}`)
  ).json();

describe('POST /api/auth/forgot-password', () => {
  it('e-mails a reset link to a known address and logs password_reset_sent', async () => {
    const user = await t.createUser();
    const response = await t
      .client()
      .post('/api/auth/forgot-password', { email: user.email.toUpperCase() });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true });
    const mail = await t.mail.waitFor((m) => m.to === user.email && resetSubject.test(m.subject));
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/auth\/reset-password\?token=/);
    expect(await securityEventsOfUser(t.database, user.id, 'password_reset_sent')).toHaveLength(1);
  });

  it('answers an unknown address exactly like a known one, tells it there is no account and logs password_reset_failed', async () => {
    const user = await t.createUser();
    const unknown = await t
      .client()
      .post('/api/auth/forgot-password', { email: 'ghost@example.com' });
    const known = await t.client().post('/api/auth/forgot-password', { email: user.email });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await t.mail.waitFor((m) => m.to === user.email && resetSubject.test(m.subject));
    const note = await t.mail.waitFor((m) => m.to === 'ghost@example.com');
    expect(note).toMatchObject({
      subject: 'Bookhive password reset request',
      link: 'http://localhost:3000/auth?tab=signup',
    });
    expect(note.text).toContain('there is no Bookhive account with it');
    expect(note.text).not.toMatch(/reset-password\?token=/);
    const failed = await securityEventsOfType(t.database, 'password_reset_failed');
    expect(failed.map((event) => event.eventData)).toContainEqual({
      email: 'ghost@example.com',
      reason: 'unknown_email',
    });
  });

  it('asks for the address', async () => {
    const response = await t.client().post('/api/auth/forgot-password', { email: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please enter your email address',
    });
  });

  it('allows 3 requests per address and hour, then locks for an hour', async () => {
    const email = 'reset-limit@example.com';
    for (let n = 0; n < 3; n++) {
      expect((await t.client().post('/api/auth/forgot-password', { email })).statusCode).toBe(202);
    }
    const refused = await t.client().post('/api/auth/forgot-password', { email });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      details: { lockedForMinutes: 60, retryAfterSeconds: 3600 },
    });
    expect(refused.headers['retry-after']).toBe('3600');
    const failed = await securityEventsOfType(t.database, 'password_reset_failed');
    expect(failed.map((event) => event.eventData)).toContainEqual({
      email,
      reason: 'rate_limited',
    });
    t.clock.advanceMinutes(60);
    expect((await t.client().post('/api/auth/forgot-password', { email })).statusCode).toBe(202);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password and ends every session of the account', async () => {
    const { client, user } = await t.signedInClient();
    const second = t.client();
    await second.post('/api/auth/signin', {
      email: user.email,
      password: user.password,
      remember: true,
    });
    const token = await requestResetToken(user.email);

    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    for (const signedIn of [client, second]) {
      expect((await signedIn.get('/api/auth/sessions')).statusCode).toBe(401);
    }
    expect(
      (await t.client().post('/api/auth/signin', { email: user.email, password: user.password }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.client().post('/api/auth/signin', { email: user.email, password: newPassword }))
        .statusCode,
    ).toBe(200);
    await t.mail.waitFor(
      (m) => m.to === user.email && m.subject === 'Your Bookhive password was changed',
    );
  });

  it('a link works only once', async () => {
    const user = await t.createUser();
    const token = await requestResetToken(user.email);
    expect(await status(token)).toEqual({ valid: true });
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, 'An0ther&Pass!x');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ error: { code: 'TOKEN_INVALID', message: invalidLink } });
    expect(await status(token)).toEqual({ valid: false });
    expect(
      (await t.client().post('/api/auth/signin', { email: user.email, password: newPassword }))
        .statusCode,
    ).toBe(200);
  });

  it('a link expires after 60 minutes', async () => {
    const early = await t.createUser();
    const late = await t.createUser();
    const earlyToken = await requestResetToken(early.email);
    const lateToken = await requestResetToken(late.email);

    t.clock.advanceMinutes(59);
    expect((await reset(earlyToken)).statusCode).toBe(200);
    t.clock.advanceMinutes(1);
    expect(await status(lateToken)).toEqual({ valid: false });
    expect((await reset(lateToken)).statusCode).toBe(410);
    expect(
      (await t.client().post('/api/auth/signin', { email: late.email, password: late.password }))
        .statusCode,
    ).toBe(200);
    const failed = await securityEventsOfType(t.database, 'password_reset_failed');
    expect(failed.map((event) => event.eventData)).toContainEqual({ reason: 'invalid_token' });
  });

  it('only the newest link works', async () => {
    const user = await t.createUser();
    const first = await requestResetToken(user.email);
    await t.client().post('/api/auth/forgot-password', { email: user.email });
    const newest = await t.mail.waitFor(
      (m) => m.to === user.email && resetSubject.test(m.subject) && !m.link?.includes(first),
    );
    expect(await status(first)).toEqual({ valid: false });
    expect(
      (await reset(new URL(newest.link ?? '').searchParams.get('token') ?? '')).statusCode,
    ).toBe(200);
  });

  it('applies the password rules and the confirmation', async () => {
    const token = 'y'.repeat(43);
    const mismatch = await t
      .client()
      .post('/api/auth/reset-password', { token, password: newPassword, confirmPassword: 'other' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.message).toBe("Passwords don't match");
    const weak = await reset(token, 'weakpass1!');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.message).toBe('Password must contain at least one uppercase letter');
  });

  it('refuses a made-up token', async () => {
    expect(await status('z'.repeat(43))).toEqual({ valid: false });
    expect((await reset('z'.repeat(43))).statusCode).toBe(410);
  });

  it('refuses a malformed token before looking it up', async () => {
    const statusResponse = await t.client().get('/api/auth/reset-password/status?token=short');
    expect(statusResponse.statusCode).toBe(400);
    expect(statusResponse.json().error.code).toBe('VALIDATION_FAILED');
    expect((await reset('short')).statusCode).toBe(400);
  });

  it('verifies the address and lifts a sign-in lock', async () => {
    const user = await t.createUser({ verified: false });
    for (let n = 0; n < 5; n++)
      await t.client().post('/api/auth/signin', { email: user.email, password: 'Wrong&Pass1' });
    expect(
      (await t.client().post('/api/auth/signin', { email: user.email, password: user.password }))
        .statusCode,
    ).toBe(429);
    expect((await reset(await requestResetToken(user.email))).statusCode).toBe(200);
    const signIn = await t
      .client()
      .post('/api/auth/signin', { email: user.email, password: newPassword });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.emailVerified).toBe(true);
  });
});
