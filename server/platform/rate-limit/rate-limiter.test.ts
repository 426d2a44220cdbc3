import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits, type RateLimitAction } from '../../../contracts/constants.js';
import { openTestDatabase } from '../../test/test-database.js';
import { ManualClock } from '../clock.js';
import type { DatabaseHandle } from '../db/database.js';
import { createRateLimiter } from './rate-limiter.js';

/** The four limiters of SPEC §9, written out: attempts / window / lockout in minutes. */
const spec: [RateLimitAction, number, number, number][] = [
  ['login', 5, 15, 30],
  ['signup', 3, 60, 24 * 60],
  ['passwordReset', 3, 60, 60],
  ['emailVerification', 5, 30, 60],
];

/** Ours (contracts/constants.ts): failed sign-ins per client address across accounts. */
const ours: [RateLimitAction, number, number, number][] = [['loginAddress', 50, 15, 30]];

let database: DatabaseHandle;
let keyCounter = 0;
/** A key no other test touches, so tests can share one database. */
const freshKey = () => `key-${++keyCounter}@example.com`;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

function limiterAt(start = new Date('2026-03-01T10:00:00Z')) {
  const clock = new ManualClock(start);
  return { clock, limiter: createRateLimiter(database.db, clock) };
}

describe.each([...spec, ...ours])(
  'the %s limiter (%i attempts / %i min window / %i min lock)',
  (action, max, windowMinutes, lockMinutes) => {
    it('matches the constants the server uses', () => {
      expect(rateLimits[action]).toEqual({
        maxAttempts: max,
        windowMinutes,
        lockoutMinutes: lockMinutes,
      });
    });

    it('allows the attempts up to the count; the one that reaches it is allowed and locks the key', async () => {
      const { clock, limiter } = limiterAt();
      const key = freshKey();
      for (let attempt = 1; attempt < max; attempt++) {
        expect(await limiter.check(action, key)).toEqual({
          allowed: true,
          attemptsRemaining: max - attempt,
          lockedUntil: null,
        });
      }
      const reaching = await limiter.check(action, key);
      expect(reaching.allowed).toBe(true);
      expect(reaching.attemptsRemaining).toBe(0);
      expect(reaching.lockedUntil?.getTime()).toBe(clock.now().getTime() + lockMinutes * 60_000);

      const next = await limiter.check(action, key);
      expect(next).toMatchObject({ allowed: false, attemptsRemaining: 0 });
      expect(next.lockedUntil?.getTime()).toBe(reaching.lockedUntil?.getTime());
    });

    it('stays locked until just before the lock ends, then unlocks with a fresh count', async () => {
      const { clock, limiter } = limiterAt();
      const key = freshKey();
      for (let attempt = 0; attempt < max; attempt++) await limiter.check(action, key);

      clock.advanceMinutes(lockMinutes);
      clock.advance(-1_000);
      expect((await limiter.check(action, key)).allowed).toBe(false);

      clock.advance(1_000);
      expect(await limiter.check(action, key)).toEqual({
        allowed: true,
        attemptsRemaining: max - 1,
        lockedUntil: null,
      });
    });

    it('refused checks while locked do not extend the lock', async () => {
      const { clock, limiter } = limiterAt();
      const key = freshKey();
      for (let attempt = 0; attempt < max; attempt++) await limiter.check(action, key);
      clock.advanceMinutes(lockMinutes / 2);
      expect((await limiter.check(action, key)).allowed).toBe(false);
      clock.advanceMinutes(lockMinutes / 2);
      expect((await limiter.check(action, key)).allowed).toBe(true);
    });

    it('keeps counting within the window', async () => {
      const { clock, limiter } = limiterAt();
      const key = freshKey();
      for (let attempt = 0; attempt < max - 1; attempt++) await limiter.check(action, key);
      clock.advanceMinutes(windowMinutes);
      clock.advance(-1_000);
      const reaching = await limiter.check(action, key);
      expect(reaching.attemptsRemaining).toBe(0);
      expect(reaching.lockedUntil).not.toBeNull();
      expect((await limiter.check(action, key)).allowed).toBe(false);
    });

    it('starts over when the window ends without reaching the count', async () => {
      const { clock, limiter } = limiterAt();
      const key = freshKey();
      for (let attempt = 0; attempt < max - 1; attempt++) await limiter.check(action, key);
      clock.advanceMinutes(windowMinutes);
      expect(await limiter.check(action, key)).toEqual({
        allowed: true,
        attemptsRemaining: max - 1,
        lockedUntil: null,
      });
      // The new window counts from here: the count is reached max - 1 attempts later, not sooner.
      for (let attempt = 2; attempt < max; attempt++)
        expect((await limiter.check(action, key)).lockedUntil).toBeNull();
      expect((await limiter.check(action, key)).lockedUntil).not.toBeNull();
    });
  },
);

describe('rate limiter keys', () => {
  it('treats keys case- and space-insensitively', async () => {
    const { limiter } = limiterAt();
    const key = freshKey();
    await limiter.check('login', key);
    expect((await limiter.check('login', ` ${key.toUpperCase()} `)).attemptsRemaining).toBe(3);
  });

  it('counts each key and each action separately', async () => {
    const { limiter } = limiterAt();
    const key = freshKey();
    for (let attempt = 0; attempt < 3; attempt++) await limiter.check('passwordReset', key);
    expect((await limiter.check('passwordReset', key)).allowed).toBe(false);
    expect((await limiter.check('passwordReset', freshKey())).allowed).toBe(true);
    expect((await limiter.check('login', key)).attemptsRemaining).toBe(4);
  });

  it('lockedUntil tells a lock without counting an attempt', async () => {
    const { clock, limiter } = limiterAt();
    const key = freshKey();
    expect(await limiter.lockedUntil('login', key)).toBeNull();
    for (let attempt = 0; attempt < 4; attempt++) await limiter.check('login', key);
    for (let look = 0; look < 3; look++) expect(await limiter.lockedUntil('login', key)).toBeNull();
    const reaching = await limiter.check('login', key);
    expect(await limiter.lockedUntil('login', ` ${key.toUpperCase()}`)).toEqual(
      reaching.lockedUntil,
    );
    expect(await limiter.lockedUntil('signup', key)).toBeNull();
    clock.advanceMinutes(30);
    expect(await limiter.lockedUntil('login', key)).toBeNull();
  });

  it('refund takes back one attempt, and the lock when that attempt set it', async () => {
    const { clock, limiter } = limiterAt();
    const key = freshKey();
    await limiter.refund('login', key);
    expect((await limiter.check('login', key)).attemptsRemaining).toBe(4);
    await limiter.refund('login', key);
    await limiter.refund('login', key);
    for (let attempt = 0; attempt < 4; attempt++) await limiter.check('login', key);
    expect((await limiter.check('login', key)).lockedUntil).not.toBeNull();
    await limiter.refund('login', key);
    expect(await limiter.lockedUntil('login', key)).toBeNull();
    const again = await limiter.check('login', key);
    expect(again.attemptsRemaining).toBe(0);
    expect(again.lockedUntil?.getTime()).toBe(clock.now().getTime() + 30 * 60_000);
  });

  it('resetStartingWith forgets every key with the prefix, of that action only', async () => {
    const { limiter } = limiterAt();
    const account = freshKey();
    const other = freshKey();
    for (const key of [`${account}|10.0.0.1`, `${account}|10.0.0.2`, `${other}|10.0.0.1`])
      for (let attempt = 0; attempt < 5; attempt++) await limiter.check('login', key);
    await limiter.check('passwordReset', `${account}|10.0.0.1`);
    await limiter.resetStartingWith('login', `${account.toUpperCase()}|`);
    expect((await limiter.check('login', `${account}|10.0.0.1`)).attemptsRemaining).toBe(4);
    expect((await limiter.check('login', `${account}|10.0.0.2`)).attemptsRemaining).toBe(4);
    expect((await limiter.check('login', `${other}|10.0.0.1`)).allowed).toBe(false);
    expect((await limiter.check('passwordReset', `${account}|10.0.0.1`)).attemptsRemaining).toBe(1);
  });

  it('reset forgets the attempts and the lock', async () => {
    const { limiter } = limiterAt();
    const key = freshKey();
    for (let attempt = 0; attempt < 5; attempt++) await limiter.check('login', key);
    expect((await limiter.check('login', key)).allowed).toBe(false);
    await limiter.reset('login', key.toUpperCase());
    expect(await limiter.check('login', key)).toEqual({
      allowed: true,
      attemptsRemaining: 4,
      lockedUntil: null,
    });
  });

  it('shares counters between limiters over the same database (several app processes)', async () => {
    const start = new Date('2026-03-01T10:00:00Z');
    const first = createRateLimiter(database.db, new ManualClock(start));
    const second = createRateLimiter(database.db, new ManualClock(start));
    const key = freshKey();
    await first.check('signup', key);
    await second.check('signup', key);
    await first.check('signup', key);
    expect((await second.check('signup', key)).allowed).toBe(false);
  });

  it('counts concurrent attempts exactly once each', async () => {
    const { limiter } = limiterAt();
    const key = freshKey();
    const results = await Promise.all(Array.from({ length: 8 }, () => limiter.check('login', key)));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });
});

describe('rate limiter and the retention job', () => {
  // PGlite has one connection, so the two transactions below cannot interleave there.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'a check racing the deletion of its stale counter starts a fresh window instead of failing',
    async () => {
      const { clock, limiter } = limiterAt();
      const key = freshKey();
      await limiter.check('login', key);
      clock.advanceMinutes(rateLimits.login.windowMinutes + 1);

      let checking: Promise<unknown> = Promise.resolve();
      await database.db.transaction(async (tx) => {
        // The retention job holds the stale counter, as its delete would...
        await tx.execute(
          sql`select 1 from rate_limits where identifier = ${key} and action = 'login' for update`,
        );
        // ...while a sign-in checks the same key and has to wait for it...
        checking = limiter.check('login', key);
        await new Promise((resolve) => setTimeout(resolve, 300));
        // ...then deletes it and commits.
        await tx.execute(
          sql`delete from rate_limits where identifier = ${key} and action = 'login'`,
        );
      });
      await expect(checking).resolves.toEqual({
        allowed: true,
        attemptsRemaining: rateLimits.login.maxAttempts - 1,
        lockedUntil: null,
      });
    },
  );
});
