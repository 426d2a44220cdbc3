/**
 * How password guesses are limited (OWASP's advice on lockouts): the spec's login limiter (5 in
 * 15 minutes, then 30 minutes locked) counts per account *and* client address, so guesses from
 * one place never lock the owner out of another; and attempts from one address across every
 * account meet our `loginAddress` ceiling, so spraying one password over many accounts stops.
 * Both count an attempt before the password is checked, so a burst of parallel guesses gets no
 * further than one at a time would; a right password gives its attempt back.
 */
import type { FastifyRequest } from 'fastify';
import { clientAddress } from '../../platform/rate-limit/client-address.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';

/** The outcome of `begin`: go ahead (with the attempts left), or refused until a time. */
export type SignInAttempt =
  | {
      allowed: true;
      /** Attempts left on this account from this address (the §8 'N attempts remaining.'). */
      attemptsRemaining: number;
      /** Set when this attempt used up the account's attempts from this address. */
      lockedUntil: Date | null;
      /** Set when this attempt reached the address's ceiling across accounts. */
      addressLockedUntil: Date | null;
    }
  | { allowed: false; reason: 'locked' | 'address_locked'; lockedUntil: Date | null };

export type SignInLimits = ReturnType<typeof createSignInLimits>;

// The address part never holds this separator, so one account's keys share a clean prefix.
const accountKeyPrefix = (email: string) => `${email.trim().toLowerCase()}|`;

export function createSignInLimits(rateLimiter: RateLimiter) {
  const accountAtAddress = (email: string, request: FastifyRequest) =>
    accountKeyPrefix(email) + clientAddress(request);

  return {
    /** Before a password is checked: refuses a locked address or account, else counts it. */
    async begin(email: string, request: FastifyRequest): Promise<SignInAttempt> {
      const address = clientAddress(request);
      const addressLock = await rateLimiter.lockedUntil('loginAddress', address);
      if (addressLock)
        return { allowed: false, reason: 'address_locked', lockedUntil: addressLock };
      const account = await rateLimiter.check('login', accountAtAddress(email, request));
      if (!account.allowed)
        return { allowed: false, reason: 'locked', lockedUntil: account.lockedUntil };
      const ceiling = await rateLimiter.check('loginAddress', address);
      if (!ceiling.allowed)
        return { allowed: false, reason: 'address_locked', lockedUntil: ceiling.lockedUntil };
      return {
        allowed: true,
        attemptsRemaining: account.attemptsRemaining,
        lockedUntil: account.lockedUntil,
        addressLockedUntil: ceiling.lockedUntil,
      };
    },

    /** The right password: this account's failures from this address were no attack. */
    async succeeded(email: string, request: FastifyRequest): Promise<void> {
      await rateLimiter.reset('login', accountAtAddress(email, request));
      // Only failures count against the address: an office signing in all morning never meets it.
      await rateLimiter.refund('loginAddress', clientAddress(request));
    },

    /** Lifts the account's locks from every address, once its owner proved who they are. */
    async liftAccountLocks(email: string): Promise<void> {
      await rateLimiter.resetStartingWith('login', accountKeyPrefix(email));
    },
  };
}
