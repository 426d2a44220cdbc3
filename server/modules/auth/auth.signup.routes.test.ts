/** Sign-up, e-mail verification and resending the verification link. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEventsOfType, securityEventsOfUser } from '../../test/db-access.js';
import { createTestApp, strongPassword, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
/** Sign-up allows 3 per IP and hour: each test signs up from its own address. */
const freshIp = () => `10.0.1.${++ipCounter}`;

function signUpBody(email: string, extra: Record<string, unknown> = {}) {
  return {
    email,
    password: strongPassword,
    confirmPassword: strongPassword,
    fullName: 'New Reader',
    agreeToTerms: true,
    ...extra,
  };
}

const verificationSubject = /Confirm your email/;

describe('POST /api/auth/signup', () => {
  it('creates an unverified account and e-mails a verification link', async () => {
    const response = await t
      .client({ ip: freshIp() })
      .post('/api/auth/signup', signUpBody(' New.Reader@Example.com '));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'verification_required',
      email: 'new.reader@example.com',
    });
    expect(response.cookies).toEqual([]);
    const mail = await t.mail.waitFor(
      (m) => m.to === 'new.reader@example.com' && verificationSubject.test(m.subject),
    );
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/auth\/callback\?type=signup&token=/);
    const [event] = await securityEventsOfType(t.database, 'signup_success');
    expect(event?.userId).toEqual(expect.any(String));
  });

  it.each([
    [{ agreeToTerms: false }, 'You must agree to the terms and conditions'],
    [{ confirmPassword: 'Different&Pass1' }, "Passwords don't match"],
    [
      { password: 'Tr0ub4dor3xyz', confirmPassword: 'Tr0ub4dor3xyz' },
      'Password must contain at least one special character',
    ],
    [
      { password: 'Sh0rt!', confirmPassword: 'Sh0rt!' },
      'Password must be at least 8 characters long',
    ],
    [{ fullName: '' }, 'Display name is required'],
    [{ fullName: '<i></i>' }, 'Display name is required'],
    [{ email: 'nope' }, 'Invalid email address'],
    [{ email: undefined }, 'You must provide either an email or phone number and a password.'],
    [{ username: 'no spaces' }, 'Username can only contain letters, numbers, and underscores'],
  ])('refuses %j with 400 and the spec message', async (change, message) => {
    const response = await t
      .client({ ip: '10.0.9.1' })
      .post('/api/auth/signup', signUpBody('invalid@example.com', change));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(response.json().error.details.issues).toContainEqual(
      expect.objectContaining({ message }),
    );
  });

  it('answers an address that already has an account exactly like a new one', async () => {
    const existing = await t.createUser();
    const fresh = await t
      .client({ ip: freshIp() })
      .post('/api/auth/signup', signUpBody('brand-new@example.com'));
    const taken = await t
      .client({ ip: freshIp() })
      .post('/api/auth/signup', signUpBody(existing.email));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual({ ...fresh.json(), email: existing.email });
    expect(taken.cookies).toEqual([]);
    // The owner learns by e-mail; nobody else learns anything.
    await t.mail.waitFor(
      (m) => m.to === existing.email && m.subject === 'You already have a Bookhive account',
    );
    const failed = await securityEventsOfUser(t.database, existing.id, 'signup_failed');
    expect(failed.map((event) => event.eventData)).toEqual([{ reason: 'email_exists' }]);
    // The account itself is untouched.
    const signIn = await t
      .client()
      .post('/api/auth/signin', { email: existing.email, password: existing.password });
    expect(signIn.statusCode).toBe(200);
  });

  it('sends a fresh verification link when the existing account is not verified yet', async () => {
    const ip = freshIp();
    await t.client({ ip }).post('/api/auth/signup', signUpBody('twice@example.com'));
    const firstToken = await t.mail.tokenFor('twice@example.com', verificationSubject);
    const again = await t.client({ ip }).post('/api/auth/signup', signUpBody('twice@example.com'));
    expect(again.json()).toEqual({ status: 'verification_required', email: 'twice@example.com' });
    await t.mail.waitFor(
      (m) =>
        m.to === 'twice@example.com' &&
        verificationSubject.test(m.subject) &&
        !m.link?.includes(firstToken),
    );
  });

  it('refuses a username someone already has, in any case', async () => {
    const existing = await t.createUser({ username: 'TakenName' });
    const response = await t
      .client({ ip: freshIp() })
      .post(
        '/api/auth/signup',
        signUpBody('other@example.com', { username: existing.username.toLowerCase() }),
      );
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'USERNAME_TAKEN',
      message: 'Username is already taken',
    });
  });

  it('allows 3 sign-ups per IP and hour, then locks the IP for 24 hours', async () => {
    const client = t.client({ ip: freshIp() });
    for (let n = 1; n <= 3; n++) {
      expect(
        (await client.post('/api/auth/signup', signUpBody(`limit${n}@example.com`))).statusCode,
      ).toBe(200);
    }
    const refused = await client.post('/api/auth/signup', signUpBody('limit4@example.com'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      details: { lockedForMinutes: 1440, retryAfterSeconds: 86_400 },
    });
    expect(refused.headers['retry-after']).toBe('86400');
    const failed = await securityEventsOfType(t.database, 'signup_failed');
    expect(
      failed.some((event) => (event.eventData as { reason: string }).reason === 'rate_limited'),
    ).toBe(true);
  });
});

describe('verifying the e-mail address', () => {
  it('refuses an unverified sign-in with 403, then lets it in once the link is opened', async () => {
    const client = t.client({ ip: freshIp() });
    await client.post('/api/auth/signup', signUpBody('verify-me@example.com'));

    const early = await client.post('/api/auth/signin', {
      email: 'verify-me@example.com',
      password: strongPassword,
    });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({
      error: { code: 'EMAIL_NOT_CONFIRMED', message: 'Please verify your email address' },
    });
    expect(early.cookies).toEqual([]);

    const token = await t.mail.tokenFor('verify-me@example.com', verificationSubject);
    const verified = await client.post('/api/auth/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ email: 'verify-me@example.com' });

    const signIn = await client.post('/api/auth/signin', {
      email: 'verify-me@example.com',
      password: strongPassword,
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.emailVerified).toBe(true);
  });

  it('a link works only once', async () => {
    const client = t.client({ ip: freshIp() });
    await client.post('/api/auth/signup', signUpBody('once@example.com'));
    const token = await t.mail.tokenFor('once@example.com', verificationSubject);
    expect((await client.post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    const again = await client.post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toEqual({
      code: 'TOKEN_INVALID',
      message: 'This verification link is invalid, was already used or has expired.',
    });
  });

  it('a link expires after 24 hours', async () => {
    await t.client({ ip: freshIp() }).post('/api/auth/signup', signUpBody('late@example.com'));
    await t.client({ ip: freshIp() }).post('/api/auth/signup', signUpBody('in-time@example.com'));
    const late = await t.mail.tokenFor('late@example.com', verificationSubject);
    const inTime = await t.mail.tokenFor('in-time@example.com', verificationSubject);

    t.clock.advanceMinutes(24 * 60 - 1);
    expect((await t.client().post('/api/auth/verify-email', { token: inTime })).statusCode).toBe(
      200,
    );
    t.clock.advanceMinutes(1);
    expect((await t.client().post('/api/auth/verify-email', { token: late })).statusCode).toBe(410);
    const signIn = await t
      .client()
      .post('/api/auth/signin', { email: 'late@example.com', password: strongPassword });
    expect(signIn.statusCode).toBe(403);
  });

  it('refuses a made-up or malformed token', async () => {
    expect(
      (await t.client().post('/api/auth/verify-email', { token: 'x'.repeat(43) })).statusCode,
    ).toBe(410);
    const short = await t.client().post('/api/auth/verify-email', { token: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('sends a new link to an unverified account and retires the old one', async () => {
    await t.client({ ip: freshIp() }).post('/api/auth/signup', signUpBody('resend@example.com'));
    const oldToken = await t.mail.tokenFor('resend@example.com', verificationSubject);
    const response = await t
      .client()
      .post('/api/auth/resend-verification', { email: 'Resend@example.com' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true });
    const newMail = await t.mail.waitFor(
      (m) =>
        m.to === 'resend@example.com' &&
        verificationSubject.test(m.subject) &&
        !m.link?.includes(oldToken),
    );
    const newToken = new URL(newMail.link ?? '').searchParams.get('token') ?? '';
    expect((await t.client().post('/api/auth/verify-email', { token: oldToken })).statusCode).toBe(
      410,
    );
    expect((await t.client().post('/api/auth/verify-email', { token: newToken })).statusCode).toBe(
      200,
    );
  });

  it('answers an unknown address exactly like a known one', async () => {
    await t
      .client({ ip: freshIp() })
      .post('/api/auth/signup', signUpBody('known-resend@example.com'));
    const known = await t
      .client()
      .post('/api/auth/resend-verification', { email: 'known-resend@example.com' });
    const unknown = await t
      .client()
      .post('/api/auth/resend-verification', { email: 'unknown-resend@example.com' });
    const verified = await t.createUser();
    const alreadyVerified = await t
      .client()
      .post('/api/auth/resend-verification', { email: verified.email });
    for (const response of [unknown, alreadyVerified]) {
      expect(response.statusCode).toBe(known.statusCode);
      expect(response.body).toBe(known.body);
    }
    // Each address gets one e-mail, saying what is true for it, and no usable link but its own.
    const toUnknown = await t.mail.waitFor((m) => m.to === 'unknown-resend@example.com');
    expect(toUnknown).toMatchObject({
      subject: 'Confirming your email for Bookhive',
      link: 'http://localhost:3000/auth?tab=signup',
    });
    expect(toUnknown.text).toContain('there is no Bookhive account with it');
    const toVerified = await t.mail.waitFor((m) => m.to === verified.email);
    expect(toVerified).toMatchObject({
      subject: 'Your Bookhive email is already confirmed',
      link: 'http://localhost:3000/auth?tab=signin',
    });
  });

  it('asks for the address', async () => {
    const response = await t.client().post('/api/auth/resend-verification', { email: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Please enter your email address');
  });

  it('allows 5 requests per address in 30 minutes, then locks for an hour', async () => {
    const email = 'resend-limit@example.com';
    for (let n = 0; n < 5; n++) {
      expect((await t.client().post('/api/auth/resend-verification', { email })).statusCode).toBe(
        202,
      );
    }
    const refused = await t.client().post('/api/auth/resend-verification', { email });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.details).toEqual({ lockedForMinutes: 60, retryAfterSeconds: 3600 });
    t.clock.advanceMinutes(60);
    expect((await t.client().post('/api/auth/resend-verification', { email })).statusCode).toBe(
      202,
    );
  });
});
