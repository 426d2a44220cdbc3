/**
 * The server decides every permission (rule 6). Routes declare what they need in their config —
 * `auth: 'session'` or `permission: '<name>'` — and one preValidation hook enforces it before
 * the request body is even validated: a signed-out or unauthorised caller gets 401/403, never a
 * 400 that would describe the input a route expects. Grants are read once per request.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { effectivePermissions, type Permission } from '../../../contracts/roles.js';
import type { Db } from '../db/database.js';
import { errors } from '../errors.js';
import { listGrants } from './permissions.queries.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'session': only signed-in people; 'public' (the default): anyone. */
    auth?: 'session' | 'public';
    /** Needs a session and this permission (super_admin passes every check). */
    permission?: Permission;
  }
  interface FastifyRequest {
    permissions(): Promise<Set<Permission>>;
  }
}

/** The permissions of whoever made the request (empty when signed out). */
export async function permissionsOf(db: Db, request: FastifyRequest): Promise<Set<Permission>> {
  if (!request.auth) return new Set();
  const grants = request.auth.grants ?? (await listGrants(db, request.auth.userId));
  return effectivePermissions(request.auth.role, grants);
}

export function registerPermissionGuard(app: FastifyInstance, db: Db): void {
  const cache = new WeakMap<FastifyRequest, Promise<Set<Permission>>>();
  app.decorateRequest('permissions', function (this: FastifyRequest) {
    let held = cache.get(this);
    if (!held) {
      held = permissionsOf(db, this);
      cache.set(this, held);
    }
    return held;
  });
  app.addHook('preValidation', async (request) => {
    const { auth, permission } = request.routeOptions.config;
    if (!permission && auth !== 'session') return;
    if (!request.auth) throw errors.unauthenticated();
    if (permission && !(await request.permissions()).has(permission)) throw errors.forbidden();
  });
}
