/** Sign-in, the session, sign-out and the session cookie. */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  securityEventsOfType,
  securityEventsOfUser,
  sessionsOfUser,
} from '../../test/db-access.js';
import { createTestApp, strongPassword, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionCookie = 'bookhive_session';

function setCookieHeader(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : [header];
  const found = all.find(
    (value) => typeof value === 'string' && value.startsWith(`${sessionCookie}=`),
  );
  if (typeof found !== 'string') throw new Error(`No ${sessionCookie} cookie was set`);
  return found;
}

describe('POST /api/auth/signin', () => {
  it('signs a verified user in and starts a session', async () => {
    const user = await t.createUser({ fullName: 'Jane Reader' });
    const client = t.client();
    const response = await client.post('/api/auth/signin', {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      id: user.id,
      email: user.email,
      emailVerified: true,
      fullName: 'Jane Reader',
      role: 'user',
      permissions: [],
    });
    expect(client.cookies.has(sessionCookie)).toBe(true);

    const session = await client.get('/api/auth/session');
    expect(session.json().user).toMatchObject({ id: user.id, username: user.username });
    const events = await securityEventsOfUser(t.database, user.id, 'signin_success');
    expect(events).toHaveLength(1);
  });

  it.each([
    [{ email: 'jane@example.com', password: '' }, 'Password is required', 'password'],
    [{ email: 'not-an-email', password: strongPassword }, 'Invalid email address', 'email'],
    [
      { email: 'jane@example.com' },
      'You must provide either an email or phone number and a password.',
      'password',
    ],
    [
      { password: strongPassword },
      'You must provide either an email or phone number and a password.',
      'email',
    ],
  ])('refuses %j with 400 and the spec message', async (body, message, field) => {
    const response = await t.client().post('/api/auth/signin', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message,
        details: { issues: [{ path: [field], message }] },
      },
    });
  });

  it('answers a wrong password with 401 and the attempts left', async () => {
    const user = await t.createUser();
    const first = await t
      .client()
      .post('/api/auth/signin', { email: user.email, password: 'Wrong&Pass1' });
    expect(first.statusCode).toBe(401);
    expect(first.json()).toEqual({
      error: {
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password',
        details: { attemptsRemaining: 4 },
      },
    });
    const second = await t
      .client()
      .post('/api/auth/signin', { email: user.email, password: 'Wrong&Pass2' });
    expect(second.json().error.details).toEqual({ attemptsRemaining: 3 });
    const failures = await securityEventsOfUser(t.database, user.id, 'signin_failed');
    expect(failures.map((event) => (event.eventData as { reason: string }).reason)).toEqual([
      'wrong_password',
      'wrong_password',
    ]);
  });

  it('answers an unknown e-mail exactly like a known one with a wrong password', async () => {
    const user = await t.createUser();
    const known = await t
      .client()
      .post('/api/auth/signin', { email: user.email, password: 'Wrong&Pass1' });
    const unknown = await t
      .client()
      .post('/api/auth/signin', { email: 'nobody-here@example.com', password: 'Wrong&Pass1' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.cookies).toEqual([]);
    const events = await securityEventsOfType(t.database, 'signin_failed');
    expect(
      events.some(
        (event) => (event.eventData as { email?: string }).email === 'nobody-here@example.com',
      ),
    ).toBe(true);
  });

  it('locks the e-mail after 5 failures for 30 minutes, then lets the right password in', async () => {
    const user = await t.createUser();
    const remaining: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await t
        .client()
        .post('/api/auth/signin', { email: user.email, password: `Wrong&Pass${attempt}` });
      expect(response.statusCode).toBe(401);
      remaining.push(response.json().error.details.attemptsRemaining);
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);

    const locked = await t
      .client()
      .post('/api/auth/signin', { email: user.email, password: user.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many attempts. Please wait before trying again.',
        details: { lockedForMinutes: 30, retryAfterSeconds: 1800 },
      },
    });
    expect(locked.headers['retry-after']).toBe('1800');

    t.clock.advanceMinutes(29);
    const stillLocked = await t
      .client()
      .post('/api/auth/signin', { email: user.email, password: user.password });
    expect(stillLocked.statusCode).toBe(429);
    expect(stillLocked.json().error.details).toEqual({
      lockedForMinutes: 1,
      retryAfterSeconds: 60,
    });

    t.clock.advanceMinutes(1);
    const unlocked = await t
      .client()
      .post('/api/auth/signin', { email: user.email, password: user.password });
    expect(unlocked.statusCode).toBe(200);
  });

  it('a successful sign-in clears the failures counted so far', async () => {
    const user = await t.createUser();
    for (let attempt = 0; attempt < 3; attempt++) {
      await t.client().post('/api/auth/signin', { email: user.email, password: 'Wrong&Pass1' });
    }
    expect(
      (await t.client().post('/api/auth/signin', { email: user.email, password: user.password }))
        .statusCode,
    ).toBe(200);
    const next = await t
      .client()
      .post('/api/auth/signin', { email: user.email, password: 'Wrong&Pass1' });
    expect(next.json().error.details).toEqual({ attemptsRemaining: 4 });
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ and lives only for the browser session without remember', async () => {
    const user = await t.createUser();
    const response = await t
      .client()
      .post('/api/auth/signin', { email: user.email, password: user.password });
    const cookie = setCookieHeader(response);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    expect(cookie).not.toMatch(/; Secure/);
  });

  it('gets a Max-Age of the session length with remember', async () => {
    const user = await t.createUser();
    const response = await t
      .client()
      .post('/api/auth/signin', { email: user.email, password: user.password, remember: true });
    const cookie = setCookieHeader(response);
    expect(cookie).toMatch(/; Max-Age=2592000(;|$)/);
    expect(cookie).toMatch(/; HttpOnly/);
  });

  it('ends a browser session a day after its last use, and a remembered one lives on', async () => {
    const user = await t.createUser();
    const browser = t.client();
    await browser.post('/api/auth/signin', { email: user.email, password: user.password });
    const remembered = t.client();
    await remembered.post('/api/auth/signin', {
      email: user.email,
      password: user.password,
      remember: true,
    });
    t.clock.advanceMinutes(23 * 60);
    expect((await browser.get('/api/auth/session')).json().user).toMatchObject({ id: user.id });
    t.clock.advanceMinutes(24 * 60 + 1);
    expect((await browser.get('/api/auth/session')).json()).toEqual({ user: null });
    expect((await remembered.get('/api/auth/session')).json().user).toMatchObject({
      id: user.id,
    });
  });

  it('holds a token the database never stores: only its SHA-256 is kept', async () => {
    const user = await t.createUser();
    const client = t.client();
    await client.post('/api/auth/signin', { email: user.email, password: user.password });
    const token = client.cookies.get(sessionCookie);
    if (!token) throw new Error('no session cookie');
    expect(token.length).toBeGreaterThanOrEqual(43);
    const rows = await sessionsOfUser(t.database, user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('is refused once tampered with', async () => {
    const { client } = await t.signedInClient();
    client.cookies.set(sessionCookie, `${client.cookies.get(sessionCookie) ?? ''}x`);
    expect((await client.get('/api/auth/session')).json()).toEqual({ user: null });
    expect(client.cookies.has(sessionCookie)).toBe(false);
  });
});

describe('GET /api/auth/session', () => {
  it('is null when signed out', async () => {
    const response = await t.client().get('/api/auth/session');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
  });

  it('shows a staff member their permissions', async () => {
    const { client } = await t.signedInClient('affiliate_admin');
    const { user } = (await client.get('/api/auth/session')).json();
    expect(user).toMatchObject({ role: 'affiliate_admin', isStaff: true });
    expect(user.permissions).toEqual([
      'dashboard_access',
      'financial_view',
      'affiliates_view',
      'affiliates_edit',
    ]);
  });

  it('says a placeholder username still has to be chosen', async () => {
    const user = await t.createUser({ username: 'user_c0ffee' });
    const client = t.client();
    await client.post('/api/auth/signin', { email: user.email, password: user.password });
    expect((await client.get('/api/auth/session')).json().user.needsUsername).toBe(true);
  });
});

describe('POST /api/auth/signout', () => {
  it('ends the session, clears the cookie and the old token stops working', async () => {
    const { client, user } = await t.signedInClient();
    const token = client.cookies.get(sessionCookie);
    const response = await client.post('/api/auth/signout');
    expect(response.statusCode).toBe(204);
    const cleared = setCookieHeader(response);
    expect(cleared).toMatch(/^bookhive_session=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    expect(client.cookies.has(sessionCookie)).toBe(false);
    expect(await sessionsOfUser(t.database, user.id)).toEqual([]);

    const replay = t.client();
    replay.cookies.set(sessionCookie, token ?? '');
    expect((await replay.get('/api/auth/session')).json()).toEqual({ user: null });
    expect((await replay.get('/api/auth/sessions')).statusCode).toBe(401);
  });

  it('is harmless when already signed out', async () => {
    expect((await t.client().post('/api/auth/signout')).statusCode).toBe(204);
  });
});

describe('routes that need a session', () => {
  it.each([
    ['GET', '/api/auth/sessions'],
    ['POST', '/api/auth/sessions/revoke-others'],
    ['POST', '/api/auth/password'],
    ['POST', '/api/auth/email'],
  ] as const)('%s %s answers 401 when signed out', async (method, url) => {
    const response = await t.client().request({ method, url, payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Auth session missing!' },
    });
  });
});
