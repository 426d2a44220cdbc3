/**
 * The limiters of contracts/constants.ts (the four of SPEC §9, and ours) with the
 * `check_rate_limit` semantics of §7: each check records an attempt; the attempt that reaches
 * the count is still allowed but locks the key until the lock end time; while locked every
 * check is refused; once the lock ends, lock and count clear. A window that ends without
 * reaching the count starts over. State lives in the database, so every app process sees the
 * same counters.
 */
import { rateLimits, type RateLimitAction } from '../../../contracts/constants.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import {
  deleteCounter,
  deleteCountersStartingWith,
  findCounter,
  lockCounter,
  saveCounter,
} from './rate-limit.queries.js';

export interface RateLimitResult {
  allowed: boolean;
  /** Attempts left before the key locks (0 once it is locked). */
  attemptsRemaining: number;
  lockedUntil: Date | null;
}

export interface RateLimiter {
  /** Records one attempt for the key and says whether it may go ahead. */
  check(action: RateLimitAction, identifier: string): Promise<RateLimitResult>;
  /** Whether the key is locked now, without recording an attempt. */
  lockedUntil(action: RateLimitAction, identifier: string): Promise<Date | null>;
  /**
   * Takes back one recorded attempt that turned out harmless (a right password), and the lock
   * it set when it was the one that reached the count.
   */
  refund(action: RateLimitAction, identifier: string): Promise<void>;
  /** Forgets the key's attempts, e.g. after a successful sign-in. */
  reset(action: RateLimitAction, identifier: string): Promise<void>;
  /** Forgets the attempts of every key that starts with `prefix` (all of one account's keys). */
  resetStartingWith(action: RateLimitAction, prefix: string): Promise<void>;
}

/** Keys are compared without case or surrounding spaces. */
const normalise = (identifier: string) => identifier.trim().toLowerCase();

const minute = 60_000;

export function createRateLimiter(db: Db, clock: Clock): RateLimiter {
  return {
    async check(action, identifier) {
      const rule = rateLimits[action];
      const key = normalise(identifier);
      return db.transaction(async (tx) => {
        const now = clock.now();
        const row = await lockCounter(tx, key, action, now);
        if (row.lockedUntil && row.lockedUntil > now) {
          return { allowed: false, attemptsRemaining: 0, lockedUntil: row.lockedUntil };
        }
        const lockEnded = row.lockedUntil !== null;
        const windowEnded =
          now.getTime() - row.windowStartedAt.getTime() >= rule.windowMinutes * minute;
        const fresh = lockEnded || windowEnded;
        const attempts = (fresh ? 0 : row.attempts) + 1;
        const lockedUntil =
          attempts >= rule.maxAttempts
            ? new Date(now.getTime() + rule.lockoutMinutes * minute)
            : null;
        await saveCounter(tx, key, action, {
          attempts,
          windowStartedAt: fresh ? now : row.windowStartedAt,
          lockedUntil,
        });
        return {
          allowed: true,
          attemptsRemaining: Math.max(0, rule.maxAttempts - attempts),
          lockedUntil,
        };
      });
    },
    async refund(action, identifier) {
      const key = normalise(identifier);
      await db.transaction(async (tx) => {
        const row = await findCounter(tx, key, action, { forUpdate: true });
        if (!row || row.attempts === 0) return;
        const attempts = row.attempts - 1;
        const lockedNow = row.lockedUntil !== null && row.lockedUntil > clock.now();
        const lockedUntil =
          lockedNow && attempts < rateLimits[action].maxAttempts ? null : row.lockedUntil;
        await saveCounter(tx, key, action, { ...row, attempts, lockedUntil });
      });
    },
    async lockedUntil(action, identifier) {
      const row = await findCounter(db, normalise(identifier), action);
      return row?.lockedUntil && row.lockedUntil > clock.now() ? row.lockedUntil : null;
    },
    async reset(action, identifier) {
      await deleteCounter(db, normalise(identifier), action);
    },
    async resetStartingWith(action, prefix) {
      await deleteCountersStartingWith(db, prefix.toLowerCase(), action);
    },
  };
}
