/** Forgot password -> e-mailed single-use link that expires -> new password, every session ended. */
import type { FastifyRequest } from 'fastify';
import { tokenLifetimes } from '../../../contracts/constants.js';
import { errors } from '../../platform/errors.js';
import { deleteUserSessions } from '../../platform/sessions/session.queries.js';
import { hashToken, newSecretToken } from '../../platform/tokens.js';
import {
  passwordChangedEmail,
  passwordResetEmail,
  passwordResetNoAccountEmail,
} from './auth.emails.js';
import {
  consumeToken,
  findUserByEmail,
  findUserById,
  findUsableToken,
  insertAuthToken,
  markEmailVerified,
  retireTokens,
  updatePasswordHash,
} from './auth.queries.js';
import type { AuthDeps } from './auth.service.js';
import { hashPassword } from './passwords.js';
import { createSignInLimits } from './sign-in-limits.js';

const invalidResetLink = 'This password reset link is invalid, was already used or has expired.';

export type RecoveryService = ReturnType<typeof createRecoveryService>;

export function createRecoveryService(deps: Omit<AuthDeps, 'sessions' | 'profiles'>) {
  const { db, clock, config, outbox, securityLog, rateLimiter } = deps;
  const signInLimits = createSignInLimits(rateLimiter);

  return {
    /**
     * Sends a reset link when the e-mail has an account, else a note that it has none: the
     * answer, and the number of e-mails to the address, are the same either way.
     */
    async requestReset(email: string, request: FastifyRequest): Promise<void> {
      const limit = await rateLimiter.check('passwordReset', email);
      if (!limit.allowed) {
        await securityLog.log(
          {
            eventType: 'password_reset_failed',
            eventData: { email, reason: 'rate_limited' },
            severity: 'warning',
          },
          request,
        );
        throw errors.rateLimited(limit.lockedUntil ?? clock.now(), clock.now());
      }
      const user = await findUserByEmail(db, email);
      if (!user) {
        await securityLog.log(
          { eventType: 'password_reset_failed', eventData: { email, reason: 'unknown_email' } },
          request,
        );
        // One e-mail to the address either way, so the mailbox count tells nobody anything.
        await outbox.send(passwordResetNoAccountEmail(config.appUrl, email));
        return;
      }
      const token = newSecretToken();
      const now = clock.now();
      await db.transaction(async (tx) => {
        await retireTokens(tx, user.id, 'reset_password', now);
        await insertAuthToken(tx, {
          userId: user.id,
          purpose: 'reset_password',
          tokenHash: hashToken(token),
          expiresAt: new Date(now.getTime() + tokenLifetimes.passwordResetMinutes * 60_000),
          now,
        });
      });
      await outbox.send(passwordResetEmail(config.appUrl, user.email, token));
      await securityLog.log({ userId: user.id, eventType: 'password_reset_sent' }, request);
    },

    /** Whether a reset link can still be used, so the page can say so before anyone types. */
    async isResetTokenUsable(token: string): Promise<boolean> {
      return (await findUsableToken(db, hashToken(token), 'reset_password', clock.now())) !== null;
    },

    /** Sets the new password, uses up the link and ends every session of the account. */
    async resetPassword(token: string, password: string, request: FastifyRequest): Promise<void> {
      const now = clock.now();
      const row = await findUsableToken(db, hashToken(token), 'reset_password', now);
      if (!row) {
        await securityLog.log(
          { eventType: 'password_reset_failed', eventData: { reason: 'invalid_token' } },
          request,
        );
        throw errors.tokenInvalid(invalidResetLink);
      }
      const passwordHash = await hashPassword(password);
      const user = await db.transaction(async (tx) => {
        if (!(await consumeToken(tx, row.id, now))) return null;
        await updatePasswordHash(tx, row.userId, passwordHash, now);
        // Opening the link proved the reader owns the address.
        await markEmailVerified(tx, row.userId, now);
        await deleteUserSessions(tx, row.userId);
        return findUserById(tx, row.userId);
      });
      if (!user) throw errors.tokenInvalid(invalidResetLink);
      await signInLimits.liftAccountLocks(user.email);
      await securityLog.log({ userId: user.id, eventType: 'password_reset_completed' }, request);
      await outbox.send(passwordChangedEmail(config.appUrl, user.email));
    },
  };
}
