/**
 * Sign-in lockout keyed by account and client address, plus a ceiling per address: a stranger
 * cannot lock an owner out, spraying many accounts from one address stops, and an e-mailed link
 * still gets the owner back in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../../contracts/constants.js';
import { securityEventsOfType } from '../../test/db-access.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addressCounter = 0;
/** An address no other test uses, so each test has its own counters. */
const nextAddress = (prefix = '203.0.113.') => `${prefix}${++addressCounter}`;
const clientFrom = (ip = nextAddress()) => t.client({ ip });
type Client = ReturnType<typeof clientFrom>;

const newPassword = 'N3w&Better!pass';
const signIn = (client: Client, email: string, password: string) =>
  client.post('/api/auth/signin', { email, password });

async function lockOut(client: Client, email: string): Promise<void> {
  for (let attempt = 0; attempt < rateLimits.login.maxAttempts; attempt++)
    expect((await signIn(client, email, `Wrong&Pass${attempt}`)).statusCode).toBe(401);
  expect((await signIn(client, email, 'Wrong&Pass!')).statusCode).toBe(429);
}

describe('a lock is per account and address', () => {
  it('locks the attacker’s address out of the account; the owner signs in from another', async () => {
    const owner = await t.createUser();
    const attackerIp = nextAddress();
    const attacker = clientFrom(attackerIp);
    await lockOut(attacker, owner.email);

    const refused = await signIn(attacker, owner.email, owner.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many attempts. Please wait before trying again.',
        details: { lockedForMinutes: 30, retryAfterSeconds: 1800 },
      },
    });

    const ownerIn = await signIn(
      clientFrom(nextAddress('198.51.100.')),
      owner.email,
      owner.password,
    );
    expect(ownerIn.statusCode).toBe(200);
    // The owner's own mistakes count from their own budget, untouched by the attack.
    const typo = await signIn(clientFrom(nextAddress('198.51.100.')), owner.email, 'Wrong&Pass1');
    expect(typo.json().error.details).toEqual({ attemptsRemaining: 4 });

    const locks = await securityEventsOfType(t.database, 'rate_limit_locked');
    expect(
      locks.filter((event) => (event.eventData as { email?: string }).email === owner.email),
    ).toEqual([
      expect.objectContaining({
        ipAddress: attackerIp,
        eventData: { action: 'login', email: owner.email },
        severity: 'warning',
      }),
    ]);
  });

  it('counts an IPv6 client by its /64 network, which it holds whole', async () => {
    const owner = await t.createUser();
    await lockOut(t.client({ ip: '2001:db8:5:6::a' }), owner.email);
    const sameNetwork = await signIn(t.client({ ip: '2001:db8:5:6::b' }), owner.email, 'x');
    expect(sameNetwork.statusCode).toBe(429);
    const elsewhere = await signIn(
      t.client({ ip: '2001:db8:7:8::a' }),
      owner.email,
      owner.password,
    );
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('the ceiling per address', () => {
  it('stops one address spraying many accounts, and only that address', async () => {
    const { maxAttempts, lockoutMinutes } = rateLimits.loginAddress;
    const victims = await Promise.all([t.createUser(), t.createUser(), t.createUser()]);
    const sprayerIp = nextAddress('192.0.2.');
    const sprayer = clientFrom(sprayerIp);
    const own = await t.createUser();
    for (let n = 0; n < maxAttempts; n++) {
      // A sign-in to an account of their own neither counts nor clears the failures.
      if (n === maxAttempts - 1)
        expect((await signIn(sprayer, own.email, own.password)).statusCode).toBe(200);
      // Known and unknown accounts alike, one guess each: no account reaches its own limit.
      const email = victims[n]?.email ?? `sprayed${n}@example.com`;
      const response = await signIn(sprayer, email, 'Spring2026!');
      expect(response.statusCode, `guess ${n + 1}`).toBe(401);
      expect(response.json().error.details).toEqual({ attemptsRemaining: 4 });
    }

    const refused = await signIn(sprayer, own.email, own.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.details).toEqual({
      lockedForMinutes: lockoutMinutes,
      retryAfterSeconds: lockoutMinutes * 60,
    });
    expect(refused.headers['retry-after']).toBe(String(lockoutMinutes * 60));
    for (const victim of victims) {
      const elsewhere = clientFrom(nextAddress('198.51.100.'));
      expect((await signIn(elsewhere, victim.email, victim.password)).statusCode).toBe(200);
    }

    // Only this address's events: other tests lock other addresses, in any order.
    const fromSprayer = <T extends { ipAddress: string | null }>(events: T[]) =>
      events.filter((event) => event.ipAddress === sprayerIp);
    const events = fromSprayer(await securityEventsOfType(t.database, 'rate_limit_locked'));
    expect(
      events.filter((event) => (event.eventData as { action: string }).action === 'loginAddress'),
    ).toEqual([
      expect.objectContaining({
        ipAddress: sprayerIp,
        severity: 'critical',
        eventData: { action: 'loginAddress', lastEmail: `sprayed${maxAttempts - 1}@example.com` },
      }),
    ]);
    const refusals = fromSprayer(await securityEventsOfType(t.database, 'signin_failed')).filter(
      (event) => (event.eventData as { reason: string }).reason === 'address_locked',
    );
    expect(refusals).toEqual([expect.objectContaining({ ipAddress: sprayerIp })]);

    t.clock.advanceMinutes(lockoutMinutes);
    expect((await signIn(sprayer, own.email, own.password)).statusCode).toBe(200);
  });
});

describe('a burst of parallel guesses', () => {
  const statusCounts = (responses: { statusCode: number }[]) =>
    responses.reduce<Record<number, number>>((counts, { statusCode }) => {
      counts[statusCode] = (counts[statusCode] ?? 0) + 1;
      return counts;
    }, {});

  it('gets no more guesses at the ceiling than one at a time would', async () => {
    const { maxAttempts } = rateLimits.loginAddress;
    const burst = clientFrom(nextAddress('192.0.2.'));
    const responses = await Promise.all(
      Array.from({ length: maxAttempts + 10 }, (_, n) =>
        signIn(burst, `burst${n}@example.com`, 'Spring2026!'),
      ),
    );
    expect(statusCounts(responses)).toEqual({ 401: maxAttempts, 429: 10 });
  });

  it('gets no more guesses at one account than one at a time would', async () => {
    const { maxAttempts } = rateLimits.login;
    const owner = await t.createUser();
    const burst = clientFrom();
    const responses = await Promise.all(
      Array.from({ length: maxAttempts + 5 }, (_, n) => signIn(burst, owner.email, `Guess&${n}x`)),
    );
    expect(statusCounts(responses)).toEqual({ 401: maxAttempts, 429: 5 });
  });
});

describe('getting back in while locked', () => {
  it('a reset link works while locked, and the reset lifts the account’s locks everywhere', async () => {
    const owner = await t.createUser();
    const attacker = clientFrom();
    const home = clientFrom(nextAddress('198.51.100.'));
    await lockOut(attacker, owner.email);
    await lockOut(home, owner.email);

    expect((await home.post('/api/auth/forgot-password', { email: owner.email })).statusCode).toBe(
      202,
    );
    const token = await t.mail.tokenFor(owner.email, /Reset your Bookhive password/);
    const reset = await home.post('/api/auth/reset-password', {
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(reset.statusCode).toBe(200);

    expect((await signIn(home, owner.email, newPassword)).statusCode).toBe(200);
    // The attacker's guesses were of the old password; their next ones start a fresh count.
    const next = await signIn(attacker, owner.email, 'Wrong&Pass1');
    expect(next.json().error.details).toEqual({ attemptsRemaining: 4 });
  });

  it('a reset link works from an address at its ceiling (the address itself stays locked)', async () => {
    const owner = await t.createUser();
    const office = clientFrom(nextAddress('192.0.2.'));
    for (let n = 0; n < rateLimits.loginAddress.maxAttempts; n++)
      await signIn(office, `nobody${n}-at-ceiling@example.com`, 'Spring2026!');
    expect((await signIn(office, owner.email, owner.password)).statusCode).toBe(429);

    await office.post('/api/auth/forgot-password', { email: owner.email });
    const token = await t.mail.tokenFor(owner.email, /Reset your Bookhive password/);
    const reset = await office.post('/api/auth/reset-password', {
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(reset.statusCode).toBe(200);
    const home = clientFrom(nextAddress('198.51.100.'));
    expect((await signIn(home, owner.email, newPassword)).statusCode).toBe(200);
  });

  it('confirming the e-mail address lifts the account’s locks', async () => {
    const owner = await t.createUser({ verified: false });
    const home = clientFrom(nextAddress('198.51.100.'));
    await lockOut(home, owner.email);
    await home.post('/api/auth/resend-verification', { email: owner.email });
    const token = await t.mail.tokenFor(owner.email, /Confirm your email/);
    expect((await home.post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    const signedIn = await signIn(home, owner.email, owner.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.emailVerified).toBe(true);
  });
});
