/** For handlers behind `auth: 'session'`: the request's AuthContext, typed as present. */
import type { FastifyRequest } from 'fastify';
import { errors } from '../errors.js';
import type { AuthContext } from './sessions.js';

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw errors.unauthenticated();
  return request.auth;
}
