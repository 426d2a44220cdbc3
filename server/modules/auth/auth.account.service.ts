/** A signed-in person's own account: password, e-mail address and sessions. */
import type { FastifyRequest } from 'fastify';
import type {
  EmailUpdateInput,
  PasswordChangeInput,
  SessionSummary,
} from '../../../contracts/auth.js';
import { tokenLifetimes } from '../../../contracts/constants.js';
import { describeUserAgent } from '../../../contracts/user-agent.js';
import { isUniqueViolation } from '../../platform/db/db-errors.js';
import { errors } from '../../platform/errors.js';
import type { AuthContext } from '../../platform/sessions/sessions.js';
import {
  deleteUserSession,
  deleteUserSessions,
  listUserSessions,
} from '../../platform/sessions/session.queries.js';
import { hashToken, newSecretToken } from '../../platform/tokens.js';
import {
  emailChangeConfirmationEmail,
  emailChangeNoticeEmail,
  passwordChangedEmail,
} from './auth.emails.js';
import {
  consumeToken,
  deleteUser,
  findUserByEmail,
  findUserById,
  findUsableToken,
  insertAuthToken,
  retireTokens,
  updateEmail,
  updatePasswordHash,
  type UserRow,
} from './auth.queries.js';
import type { AuthDeps } from './auth.service.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { createSignInLimits } from './sign-in-limits.js';

const invalidEmailLink = 'This confirmation link is invalid, was already used or has expired.';

export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService(deps: Omit<AuthDeps, 'sessions'>) {
  const { db, clock, config, outbox, securityLog, rateLimiter, profiles } = deps;
  const signInLimits = createSignInLimits(rateLimiter);

  /**
   * Checks the password a signed-in person typed. Wrong guesses count against the same limits
   * as the sign-in form, so a stolen session cannot be used to guess the password.
   */
  async function confirmPassword(
    auth: AuthContext,
    password: string,
    field: string,
    request: FastifyRequest,
  ): Promise<UserRow> {
    const user = await findUserById(db, auth.userId);
    if (!user) throw errors.unauthenticated();
    const attempt = await signInLimits.begin(user.email, request);
    if (!attempt.allowed) throw errors.rateLimited(attempt.lockedUntil ?? clock.now(), clock.now());
    if (!(await verifyPassword(user.passwordHash, password))) {
      const message = 'Your password is incorrect';
      throw errors.validation(message, [{ path: [field], message }]);
    }
    await signInLimits.succeeded(user.email, request);
    return user;
  }

  return {
    /** Changes the password and ends every other session; returns how many ended. */
    async changePassword(
      auth: AuthContext,
      input: PasswordChangeInput,
      request: FastifyRequest,
    ): Promise<number> {
      const user = await confirmPassword(auth, input.currentPassword, 'currentPassword', request);
      const passwordHash = await hashPassword(input.newPassword);
      const now = clock.now();
      const revoked = await db.transaction(async (tx) => {
        await updatePasswordHash(tx, user.id, passwordHash, now);
        await retireTokens(tx, user.id, 'reset_password', now);
        return deleteUserSessions(tx, user.id, auth.sessionId);
      });
      await securityLog.log(
        {
          userId: user.id,
          eventType: 'password_changed',
          eventData: { otherSessionsEnded: revoked },
        },
        request,
      );
      await outbox.send(passwordChangedEmail(config.appUrl, user.email));
      return revoked;
    },

    /**
     * Starts an e-mail change: a confirmation link goes to the new address and a notice to the
     * current one. A new address that already has an account gets nothing, and the answer is the
     * same, so this cannot be used to find out who is registered.
     */
    async requestEmailChange(
      auth: AuthContext,
      input: EmailUpdateInput,
      request: FastifyRequest,
    ): Promise<void> {
      const user = await confirmPassword(auth, input.password, 'password', request);
      if (input.newEmail === user.email) {
        const message = 'That is already your email address';
        throw errors.validation(message, [{ path: ['newEmail'], message }]);
      }
      await securityLog.log(
        {
          userId: user.id,
          eventType: 'email_change_requested',
          eventData: { newEmail: input.newEmail },
        },
        request,
      );
      if (await findUserByEmail(db, input.newEmail)) return;
      const token = newSecretToken();
      const now = clock.now();
      await db.transaction(async (tx) => {
        await retireTokens(tx, user.id, 'change_email', now);
        await insertAuthToken(tx, {
          userId: user.id,
          purpose: 'change_email',
          tokenHash: hashToken(token),
          newEmail: input.newEmail,
          expiresAt: new Date(now.getTime() + tokenLifetimes.emailChangeHours * 3_600_000),
          now,
        });
      });
      await outbox.send(emailChangeConfirmationEmail(config.appUrl, input.newEmail, token));
      await outbox.send(emailChangeNoticeEmail(user.email, input.newEmail));
    },

    /** Consumes the link sent to the new address and switches the account to it. */
    async confirmEmailChange(token: string, request: FastifyRequest): Promise<{ email: string }> {
      const now = clock.now();
      const row = await findUsableToken(db, hashToken(token), 'change_email', now);
      if (!row?.newEmail) throw errors.tokenInvalid(invalidEmailLink);
      const newEmail = row.newEmail;
      try {
        const changed = await db.transaction(async (tx) => {
          if (!(await consumeToken(tx, row.id, now))) return false;
          await updateEmail(tx, row.userId, newEmail, now);
          return true;
        });
        if (!changed) throw errors.tokenInvalid(invalidEmailLink);
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_unique')) throw errors.emailTaken();
        throw error;
      }
      await securityLog.log(
        { userId: row.userId, eventType: 'email_changed', eventData: { newEmail } },
        request,
      );
      return { email: newEmail };
    },

    async listSessions(auth: AuthContext): Promise<SessionSummary[]> {
      const rows = await listUserSessions(db, auth.userId, clock.now());
      return rows.map((row) => ({
        id: row.id,
        current: row.id === auth.sessionId,
        device: describeUserAgent(row.userAgent),
        ipAddress: row.ipAddress,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
      }));
    },

    /** Ends one of the person's other sessions (the current one ends with Sign out). */
    async revokeSession(
      auth: AuthContext,
      sessionId: string,
      request: FastifyRequest,
    ): Promise<void> {
      if (sessionId === auth.sessionId) {
        throw errors.validation('Use Sign out to end the session you are using.');
      }
      if (!(await deleteUserSession(db, auth.userId, sessionId)))
        throw errors.notFound('That session');
      await securityLog.log(
        { userId: auth.userId, eventType: 'sessions_revoked', eventData: { count: 1 } },
        request,
      );
    },

    /** Deletes the account for good, after the password confirms it is really its owner. */
    async deleteAccount(
      auth: AuthContext,
      password: string,
      request: FastifyRequest,
    ): Promise<void> {
      const user = await confirmPassword(auth, password, 'password', request);
      const { avatarUrl } = await db.transaction(async (tx) => {
        const prepared = await profiles.prepareAccountDeletion(tx, user.id);
        await deleteUser(tx, user.id);
        return prepared;
      });
      if (avatarUrl) await profiles.removeAvatarFile(avatarUrl);
      await signInLimits.liftAccountLocks(user.email);
      await securityLog.log(
        { eventType: 'account_deleted', eventData: { userId: user.id }, severity: 'warning' },
        request,
      );
    },

    async revokeOtherSessions(auth: AuthContext, request: FastifyRequest): Promise<number> {
      const revoked = await deleteUserSessions(db, auth.userId, auth.sessionId);
      await securityLog.log(
        { userId: auth.userId, eventType: 'sessions_revoked', eventData: { count: revoked } },
        request,
      );
      return revoked;
    },
  };
}
