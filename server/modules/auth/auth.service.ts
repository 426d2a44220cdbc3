/**
 * Signing up, verifying the e-mail, signing in and out. Unknown e-mails are answered exactly
 * like known ones: same response, same status and (through a decoy password check) the same time.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type {
  SessionUser,
  SignInInput,
  SignUpInput,
  SignUpResponse,
} from '../../../contracts/auth.js';
import { tokenLifetimes } from '../../../contracts/constants.js';
import type { Role } from '../../../contracts/roles.js';
import type { Config } from '../../config.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { errors } from '../../platform/errors.js';
import type { MailOutbox } from '../../platform/mail/mail-queue.js';
import { permissionsOf } from '../../platform/permissions/guard.js';
import { clientAddress } from '../../platform/rate-limit/client-address.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import type { SecurityLog } from '../../platform/security-events/security-events.js';
import type { SessionManager } from '../../platform/sessions/sessions.js';
import { hashToken, newSecretToken } from '../../platform/tokens.js';
import type { ProfilesService } from '../profiles/profiles.service.js';
import { createAccount } from './accounts.js';
import {
  alreadyRegisteredEmail,
  alreadyVerifiedEmail,
  verificationEmail,
  verificationNoAccountEmail,
} from './auth.emails.js';
import { signInRefusal, signUpForTakenEmail, verificationResend } from './auth.policy.js';
import { presentSessionUser } from './auth.presenter.js';
import {
  consumeToken,
  countSignupsSince,
  countUsers,
  findUserByEmail,
  findUserById,
  findUsableToken,
  insertAuthToken,
  markEmailVerified,
  retireTokens,
} from './auth.queries.js';
import { spendPasswordCheckTime, verifyPassword } from './passwords.js';
import { createSignInLimits } from './sign-in-limits.js';

export interface AuthDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'appUrl' | 'requireEmailVerification'>;
  outbox: MailOutbox;
  securityLog: SecurityLog;
  rateLimiter: RateLimiter;
  sessions: SessionManager;
  profiles: ProfilesService;
}

const hour = 60 * 60 * 1000;

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: AuthDeps) {
  const { db, clock, config, outbox, securityLog, rateLimiter, sessions, profiles } = deps;
  const signInLimits = createSignInLimits(rateLimiter);

  /** Issues a fresh verification link (older ones stop working) and queues its e-mail. */
  async function sendVerification(userId: string, email: string): Promise<void> {
    const token = newSecretToken();
    const now = clock.now();
    await db.transaction(async (tx) => {
      await retireTokens(tx, userId, 'verify_email', now);
      await insertAuthToken(tx, {
        userId,
        purpose: 'verify_email',
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + tokenLifetimes.emailVerificationHours * hour),
        now,
      });
    });
    await outbox.send(verificationEmail(config.appUrl, email, token));
  }

  async function sessionUser(userId: string, request: FastifyRequest): Promise<SessionUser> {
    const [user, profile, permissions] = await Promise.all([
      findUserById(db, userId),
      profiles.getById(userId),
      permissionsOf(db, request),
    ]);
    if (!user || !profile) throw errors.unauthenticated();
    return presentSessionUser(user, profile, permissions);
  }

  return {
    countUsers: () => countUsers(db),
    countSignupsSince: (since: Date) => countSignupsSince(db, since),

    async signUp(
      input: SignUpInput,
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<SignUpResponse> {
      const limit = await rateLimiter.check('signup', clientAddress(request));
      if (!limit.allowed) {
        await securityLog.log(
          {
            eventType: 'signup_failed',
            eventData: { reason: 'rate_limited' },
            severity: 'warning',
          },
          request,
        );
        throw errors.rateLimited(limit.lockedUntil ?? clock.now(), clock.now());
      }
      const existing = await findUserByEmail(db, input.email);
      if (existing) {
        await securityLog.log(
          {
            userId: existing.id,
            eventType: 'signup_failed',
            eventData: { reason: 'email_exists' },
          },
          request,
        );
        const answer = signUpForTakenEmail(existing, config);
        if (answer === 'refuse_email_taken') throw errors.emailTaken();
        // Same answer as a new sign-up; the owner of the address learns what happened by e-mail.
        await spendPasswordCheckTime(input.password);
        if (answer === 'mail_already_registered')
          await outbox.send(alreadyRegisteredEmail(config.appUrl, existing.email));
        else await sendVerification(existing.id, existing.email);
        return { status: 'verification_required', email: input.email };
      }
      let userId: string;
      try {
        userId = await createAccount(deps, {
          ...input,
          verified: !config.requireEmailVerification,
        });
      } catch (error) {
        await securityLog.log(
          { eventType: 'signup_failed', eventData: { reason: (error as Error).message } },
          request,
        );
        throw error;
      }
      await securityLog.log({ userId, eventType: 'signup_success' }, request);
      if (config.requireEmailVerification) {
        await sendVerification(userId, input.email);
        return { status: 'verification_required', email: input.email };
      }
      const sessionId = await sessions.start(request, reply, userId, false);
      request.auth = { sessionId, userId, role: 'user', emailVerified: true };
      return { status: 'signed_in', user: await sessionUser(userId, request) };
    },

    async signIn(
      input: Required<SignInInput>,
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<SessionUser> {
      const attempt = await signInLimits.begin(input.email, request);
      if (!attempt.allowed) {
        await securityLog.log(
          {
            eventType: 'signin_failed',
            eventData: { email: input.email, reason: attempt.reason },
            severity: 'warning',
          },
          request,
        );
        throw errors.rateLimited(attempt.lockedUntil ?? clock.now(), clock.now());
      }
      const user = await findUserByEmail(db, input.email);
      const passwordOk = user ? await verifyPassword(user.passwordHash, input.password) : false;
      if (!user) await spendPasswordCheckTime(input.password);
      if (!user || !passwordOk) {
        await securityLog.log(
          {
            userId: user?.id ?? null,
            eventType: 'signin_failed',
            eventData: { email: input.email, reason: user ? 'wrong_password' : 'unknown_email' },
            severity: attempt.lockedUntil || attempt.addressLockedUntil ? 'warning' : 'info',
          },
          request,
        );
        if (attempt.lockedUntil) {
          await securityLog.log(
            {
              userId: user?.id ?? null,
              eventType: 'rate_limit_locked',
              eventData: { action: 'login', email: input.email },
              severity: 'warning',
            },
            request,
          );
        }
        if (attempt.addressLockedUntil) {
          // Many accounts failed from this one address: password spraying, most likely.
          await securityLog.log(
            {
              eventType: 'rate_limit_locked',
              eventData: { action: 'loginAddress', lastEmail: input.email },
              severity: 'critical',
            },
            request,
          );
        }
        throw errors.invalidCredentials(attempt.attemptsRemaining);
      }
      // The password was right: whatever follows, these attempts were not an attack.
      await signInLimits.succeeded(input.email, request);
      if (signInRefusal(user, config) === 'email_not_confirmed') {
        await securityLog.log(
          {
            userId: user.id,
            eventType: 'signin_failed',
            eventData: { reason: 'email_not_confirmed' },
          },
          request,
        );
        throw errors.emailNotConfirmed();
      }
      const profile = await profiles.getById(user.id);
      const sessionId = await sessions.start(request, reply, user.id, input.remember);
      request.auth = {
        sessionId,
        userId: user.id,
        role: (profile?.role ?? 'user') as Role,
        emailVerified: true,
      };
      await securityLog.log(
        { userId: user.id, eventType: 'signin_success', eventData: { remember: input.remember } },
        request,
      );
      return sessionUser(user.id, request);
    },

    signOut: (request: FastifyRequest, reply: FastifyReply) => sessions.end(request, reply),

    /** The signed-in person, or null. */
    async currentUser(request: FastifyRequest): Promise<SessionUser | null> {
      return request.auth ? sessionUser(request.auth.userId, request) : null;
    },

    /**
     * Sends a new verification link, or a note that the address is already confirmed or has no
     * account: the answer, and the one e-mail to the address, are alike in every case.
     */
    async resendVerification(email: string): Promise<void> {
      const limit = await rateLimiter.check('emailVerification', email);
      if (!limit.allowed) throw errors.rateLimited(limit.lockedUntil ?? clock.now(), clock.now());
      const user = await findUserByEmail(db, email);
      const resend = verificationResend(user);
      if (resend === 'mail_no_account')
        await outbox.send(verificationNoAccountEmail(config.appUrl, email));
      else if (resend === 'mail_already_verified')
        await outbox.send(alreadyVerifiedEmail(config.appUrl, email));
      else if (user) await sendVerification(user.id, user.email);
    },

    /** Consumes a verification link. */
    async verifyEmail(token: string, request: FastifyRequest): Promise<{ email: string }> {
      const now = clock.now();
      const row = await findUsableToken(db, hashToken(token), 'verify_email', now);
      if (!row)
        throw errors.tokenInvalid(
          'This verification link is invalid, was already used or has expired.',
        );
      const user = await db.transaction(async (tx) => {
        if (!(await consumeToken(tx, row.id, now))) return null;
        await markEmailVerified(tx, row.userId, now);
        return findUserById(tx, row.userId);
      });
      if (!user)
        throw errors.tokenInvalid(
          'This verification link is invalid, was already used or has expired.',
        );
      // Opening the link proved the reader owns the address: their sign-in locks are lifted.
      await signInLimits.liftAccountLocks(user.email);
      await securityLog.log({ userId: user.id, eventType: 'email_verified' }, request);
      return { email: user.email };
    },
  };
}
