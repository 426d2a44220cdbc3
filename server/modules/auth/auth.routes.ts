/** HTTP routes of the account system under /api/auth. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptedResponseSchema,
  accountDeletionSchema,
  emailOnlySchema,
  emailUpdateSchema,
  passwordChangeSchema,
  resetPasswordSchema,
  revokedCountSchema,
  sessionListSchema,
  sessionResponseSchema,
  signInResponseSchema,
  signInSchema,
  signUpResponseSchema,
  signUpSchema,
  tokenSchema,
  tokenStatusSchema,
  verifyEmailResponseSchema,
} from '../../../contracts/auth.js';
import { z } from '../../../contracts/zod.js';
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
  appBase: FastifyInstance,
  { auth, recovery, account }: AuthRoutesOptions,
) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  app.get('/api/auth/session', {
    schema: {
      tags,
      summary: 'The signed-in person, or null',
      response: { 200: sessionResponseSchema },
    },
    handler: async (request) => ({ user: await auth.currentUser(request) }),
  });

  app.post('/api/auth/signup', {
    schema: {
      tags,
      summary: 'Create an account',
      body: signUpSchema,
      response: { 200: signUpResponseSchema },
    },
    handler: (request, reply) => auth.signUp(request.body, request, reply),
  });

  app.post('/api/auth/signin', {
    schema: {
      tags,
      summary: 'Sign in with e-mail and password',
      body: signInSchema,
      response: { 200: signInResponseSchema },
    },
    handler: async (request, reply) => ({ user: await auth.signIn(request.body, request, reply) }),
  });

  app.post('/api/auth/signout', {
    schema: { tags, summary: 'End the current session' },
    handler: async (request, reply) => {
      await auth.signOut(request, reply);
      return reply.status(204).send();
    },
  });

  app.post('/api/auth/verify-email', {
    schema: {
      tags,
      summary: 'Confirm an e-mail address with the link sent at sign-up',
      body: tokenSchema,
      response: { 200: verifyEmailResponseSchema },
    },
    handler: (request) => auth.verifyEmail(request.body.token, request),
  });

  app.post('/api/auth/resend-verification', {
    schema: {
      tags,
      summary: 'Send the verification link again',
      body: emailOnlySchema,
      response: { 202: acceptedResponseSchema },
    },
    handler: async (request, reply) => {
      await auth.resendVerification(request.body.email);
      return reply.status(202).send(ok);
    },
  });

  app.post('/api/auth/forgot-password', {
    schema: {
      tags,
      summary: 'E-mail a password reset link',
      body: emailOnlySchema,
      response: { 202: acceptedResponseSchema },
    },
    handler: async (request, reply) => {
      await recovery.requestReset(request.body.email, request);
      return reply.status(202).send(ok);
    },
  });

  app.get('/api/auth/reset-password/status', {
    schema: {
      tags,
      summary: 'Whether a reset link can still be used',
      querystring: tokenSchema,
      response: { 200: tokenStatusSchema },
    },
    handler: async (request) => ({ valid: await recovery.isResetTokenUsable(request.query.token) }),
  });

  app.post('/api/auth/reset-password', {
    schema: {
      tags,
      summary: 'Set a new password with a reset link',
      body: resetPasswordSchema,
      response: { 200: acceptedResponseSchema },
    },
    handler: async (request) => {
      await recovery.resetPassword(request.body.token, request.body.password, request);
      return ok;
    },
  });

  app.post('/api/auth/password', {
    config: { auth: 'session' },
    schema: {
      tags,
      summary: 'Change my password (ends my other sessions)',
      body: passwordChangeSchema,
      response: { 200: revokedCountSchema },
    },
    handler: async (request) => ({
      revoked: await account.changePassword(requireAuth(request), request.body, request),
    }),
  });

  app.post('/api/auth/email', {
    config: { auth: 'session' },
    schema: {
      tags,
      summary: 'Change my e-mail address (confirmed from the new address)',
      body: emailUpdateSchema,
      response: { 202: acceptedResponseSchema },
    },
    handler: async (request, reply) => {
      await account.requestEmailChange(requireAuth(request), request.body, request);
      return reply.status(202).send(ok);
    },
  });

  app.post('/api/auth/email/confirm', {
    schema: {
      tags,
      summary: 'Confirm a new e-mail address',
      body: tokenSchema,
      response: { 200: verifyEmailResponseSchema },
    },
    handler: (request) => account.confirmEmailChange(request.body.token, request),
  });

  app.post('/api/auth/account/delete', {
    config: { auth: 'session' },
    schema: {
      tags,
      summary: 'Delete my account for good (password required)',
      body: accountDeletionSchema,
    },
    handler: async (request, reply) => {
      await account.deleteAccount(requireAuth(request), request.body.password, request);
      await auth.signOut(request, reply);
      return reply.status(204).send();
    },
  });

  app.get('/api/auth/sessions', {
    config: { auth: 'session' },
    schema: { tags, summary: 'My sessions', response: { 200: sessionListSchema } },
    handler: async (request) => ({ sessions: await account.listSessions(requireAuth(request)) }),
  });

  app.delete('/api/auth/sessions/:id', {
    config: { auth: 'session' },
    schema: { tags, summary: 'End one of my other sessions', params: z.object({ id: z.uuid() }) },
    handler: async (request, reply) => {
      await account.revokeSession(requireAuth(request), request.params.id, request);
      return reply.status(204).send();
    },
  });

  app.post('/api/auth/sessions/revoke-others', {
    config: { auth: 'session' },
    schema: {
      tags,
      summary: 'Sign out all my other sessions',
      response: { 200: revokedCountSchema },
    },
    handler: async (request) => ({
      revoked: await account.revokeOtherSessions(requireAuth(request), request),
    }),
  });
}
