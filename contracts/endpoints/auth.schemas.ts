/** Schemas of the account endpoints. */
import {
  acceptedResponseSchema,
  accountDeletionSchema,
  emailOnlySchema,
  emailUpdateSchema,
  passwordChangeSchema,
  resetPasswordSchema,
  revokedCountSchema,
  sessionIdParamsSchema,
  sessionListSchema,
  sessionResponseSchema,
  signInResponseSchema,
  signInSchema,
  signUpResponseSchema,
  signUpSchema,
  tokenSchema,
  tokenStatusSchema,
  verifyEmailResponseSchema,
} from '../auth.js';
import type { authEndpoints } from './auth.js';
import type { SchemaTable } from './schema-table.js';

export const authSchemas = {
  session: { summary: 'The signed-in person, or null', response: sessionResponseSchema },
  signUp: { summary: 'Create an account', body: signUpSchema, response: signUpResponseSchema },
  signIn: {
    summary: 'Sign in with e-mail and password',
    body: signInSchema,
    response: signInResponseSchema,
  },
  signOut: { summary: 'End the current session', response: null, status: 204 },
  verifyEmail: {
    summary: 'Confirm an e-mail address with the link sent at sign-up',
    body: tokenSchema,
    response: verifyEmailResponseSchema,
  },
  resendVerification: {
    summary: 'Send the verification link again',
    body: emailOnlySchema,
    response: acceptedResponseSchema,
    status: 202,
  },
  forgotPassword: {
    summary: 'E-mail a password reset link',
    body: emailOnlySchema,
    response: acceptedResponseSchema,
    status: 202,
  },
  resetTokenStatus: {
    summary: 'Whether a reset link can still be used',
    query: tokenSchema,
    response: tokenStatusSchema,
  },
  resetPassword: {
    summary: 'Set a new password with a reset link',
    body: resetPasswordSchema,
    response: acceptedResponseSchema,
  },
  changePassword: {
    summary: 'Change my password (ends my other sessions)',
    body: passwordChangeSchema,
    response: revokedCountSchema,
  },
  changeEmail: {
    summary: 'Change my e-mail address (confirmed from the new address)',
    body: emailUpdateSchema,
    response: acceptedResponseSchema,
    status: 202,
  },
  confirmEmailChange: {
    summary: 'Confirm a new e-mail address',
    body: tokenSchema,
    response: verifyEmailResponseSchema,
  },
  deleteAccount: {
    summary: 'Delete my account for good (password required)',
    body: accountDeletionSchema,
    response: null,
    status: 204,
  },
  sessions: { summary: 'My sessions', response: sessionListSchema },
  revokeSession: {
    summary: 'End one of my other sessions',
    params: sessionIdParamsSchema,
    response: null,
    status: 204,
  },
  revokeOtherSessions: { summary: 'Sign out all my other sessions', response: revokedCountSchema },
} as const satisfies SchemaTable<typeof authEndpoints>;
