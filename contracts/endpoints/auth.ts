/** Endpoints of the account system under /api/auth. */
import { anyone, defineEndpoints, member } from './endpoint.js';

export const authEndpoints = defineEndpoints('auth', {
  session: { method: 'GET', path: '/api/auth/session', access: anyone },
  signUp: { method: 'POST', path: '/api/auth/signup', access: anyone },
  signIn: { method: 'POST', path: '/api/auth/signin', access: anyone },
  signOut: { method: 'POST', path: '/api/auth/signout', access: anyone },
  verifyEmail: { method: 'POST', path: '/api/auth/verify-email', access: anyone },
  resendVerification: { method: 'POST', path: '/api/auth/resend-verification', access: anyone },
  forgotPassword: { method: 'POST', path: '/api/auth/forgot-password', access: anyone },
  resetTokenStatus: { method: 'GET', path: '/api/auth/reset-password/status', access: anyone },
  resetPassword: { method: 'POST', path: '/api/auth/reset-password', access: anyone },
  changePassword: { method: 'POST', path: '/api/auth/password', access: member },
  changeEmail: { method: 'POST', path: '/api/auth/email', access: member },
  confirmEmailChange: { method: 'POST', path: '/api/auth/email/confirm', access: anyone },
  deleteAccount: { method: 'POST', path: '/api/auth/account/delete', access: member },
  sessions: { method: 'GET', path: '/api/auth/sessions', access: member },
  revokeSession: { method: 'DELETE', path: '/api/auth/sessions/:id', access: member },
  revokeOtherSessions: { method: 'POST', path: '/api/auth/sessions/revoke-others', access: member },
});
