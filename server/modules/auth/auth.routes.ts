/** HTTP routes of the account system under /api/auth. */
import type { FastifyInstance } from 'fastify';
import { authEndpoints as endpoints } from '../../../contracts/endpoints/auth.js';
import { serve } from '../../platform/endpoints.js';
import { requireAuth } from '../../platform/sessions/require-auth.js';
import type { AccountService } from './auth.account.service.js';
import type { RecoveryService } from './auth.recovery.service.js';
import type { AuthService } from './auth.service.js';

export interface AuthRoutesOptions {
  auth: AuthService;
  recovery: RecoveryService;
  account: AccountService;
}

const ok = { ok: true } as const;

export async function authRoutes(
  app: FastifyInstance,
  { auth, recovery, account }: AuthRoutesOptions,
) {
  serve(app, endpoints.session, async (request) => ({ user: await auth.currentUser(request) }));

  serve(app, endpoints.signUp, (request, reply) => auth.signUp(request.body, request, reply));

  serve(app, endpoints.signIn, async (request, reply) => ({
    user: await auth.signIn(request.body, request, reply),
  }));

  serve(app, endpoints.signOut, (request, reply) => auth.signOut(request, reply));

  serve(app, endpoints.verifyEmail, (request) => auth.verifyEmail(request.body.token, request));

  serve(app, endpoints.resendVerification, async (request) => {
    await auth.resendVerification(request.body.email);
    return ok;
  });

  serve(app, endpoints.forgotPassword, async (request) => {
    await recovery.requestReset(request.body.email, request);
    return ok;
  });

  serve(app, endpoints.resetTokenStatus, async (request) => ({
    valid: await recovery.isResetTokenUsable(request.query.token),
  }));

  serve(app, endpoints.resetPassword, async (request) => {
    await recovery.resetPassword(request.body.token, request.body.password, request);
    return ok;
  });

  serve(app, endpoints.changePassword, async (request) => ({
    revoked: await account.changePassword(requireAuth(request), request.body, request),
  }));

  serve(app, endpoints.changeEmail, async (request) => {
    await account.requestEmailChange(requireAuth(request), request.body, request);
    return ok;
  });

  serve(app, endpoints.confirmEmailChange, (request) =>
    account.confirmEmailChange(request.body.token, request),
  );

  serve(app, endpoints.deleteAccount, async (request, reply) => {
    await account.deleteAccount(requireAuth(request), request.body.password, request);
    await auth.signOut(request, reply);
  });

  serve(app, endpoints.sessions, async (request) => ({
    sessions: await account.listSessions(requireAuth(request)),
  }));

  serve(app, endpoints.revokeSession, (request) =>
    account.revokeSession(requireAuth(request), request.params.id, request),
  );

  serve(app, endpoints.revokeOtherSessions, async (request) => ({
    revoked: await account.revokeOtherSessions(requireAuth(request), request),
  }));
}
