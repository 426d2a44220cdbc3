/**
 * Sessions: an HTTP-only, SameSite=Lax cookie holding a random token whose SHA-256 is the only
 * thing stored. Each API request resolves the cookie to `request.auth`; sessions slide forward
 * while in use (at most one write every five minutes per session).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Permission, PermissionGrant, Role } from '../../../contracts/roles.js';
import type { Config } from '../../config.js';
import type { Clock } from '../clock.js';
import type { DatabaseHandle } from '../db/database.js';
import { hashToken, newSecretToken } from '../tokens.js';
import { createKeptSessions } from './kept-sessions.js';
import {
  deleteSession,
  insertSession,
  prepareFindLiveSession,
  touchSession,
} from './session.queries.js';

export interface AuthContext {
  sessionId: string;
  userId: string;
  role: Role;
  emailVerified: boolean;
  /** The person's permission grants and revocations, when read with the session. */
  grants?: readonly PermissionGrant[];
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const day = 24 * 60 * 60 * 1000;
const touchInterval = 5 * 60 * 1000;
/** A session started without "remember me" lives one day after its last use. */
const browserSessionTtl = day;

export interface SessionManager {
  /** Starts a session for `userId` and sets its cookie on the reply. */
  start(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    persistent: boolean,
  ): Promise<string>;
  /** Ends the request's session, if any, and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export function sessionCookieName(config: Pick<Config, 'cookieSecure'>): string {
  // The __Host- prefix makes browsers refuse the cookie unless it is Secure, host-only and Path=/.
  return config.cookieSecure ? '__Host-bookhive_session' : 'bookhive_session';
}

export function registerSessions(
  app: FastifyInstance,
  deps: {
    database: DatabaseHandle;
    clock: Clock;
    config: Pick<Config, 'cookieSecure' | 'sessionDays' | 'sessionKeepSeconds'>;
  },
): SessionManager {
  const { database, clock, config } = deps;
  const db = database.db;
  const cookieName = sessionCookieName(config);
  const persistentTtl = config.sessionDays * day;
  const ttl = (persistent: boolean) => (persistent ? persistentTtl : browserSessionTtl);

  function setCookie(reply: FastifyReply, token: string, persistent: boolean): void {
    void reply.setCookie(cookieName, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.cookieSecure,
      path: '/',
      ...(persistent ? { maxAge: Math.floor(persistentTtl / 1000) } : {}),
    });
  }

  function clearCookie(reply: FastifyReply): void {
    void reply.clearCookie(cookieName, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.cookieSecure,
    });
  }

  const findLiveSession = prepareFindLiveSession(db);
  const kept = createKeptSessions({
    database,
    keepMs: config.sessionKeepSeconds * 1000,
    log: app.log,
  });
  app.addHook('onReady', () => kept.start());
  app.addHook('onClose', () => kept.close());
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[cookieName];
    if (!token) return;
    const now = clock.now();
    const tokenHash = hashToken(token);
    const session = await kept.find(tokenHash, now, () => findLiveSession(tokenHash, now));
    if (!session) {
      clearCookie(reply);
      return;
    }
    request.auth = {
      sessionId: session.sessionId,
      userId: session.userId,
      role: session.role as Role,
      emailVerified: session.emailVerifiedAt !== null,
      grants: session.grants.map((grant) => ({
        permission: grant.permission as Permission,
        isRevoked: grant.isRevoked,
      })),
    };
    if (now.getTime() - session.lastSeenAt.getTime() > touchInterval) {
      const expiresAt = new Date(now.getTime() + ttl(session.persistent));
      await touchSession(db, session.sessionId, now, expiresAt);
      kept.touched(tokenHash, now, expiresAt);
      if (session.persistent) setCookie(reply, token, true);
    }
  });

  return {
    async start(request, reply, userId, persistent) {
      const token = newSecretToken();
      const now = clock.now();
      const sessionId = await insertSession(db, {
        userId,
        tokenHash: hashToken(token),
        persistent,
        userAgent: request.headers['user-agent']?.slice(0, 400) ?? null,
        ipAddress: request.ip ?? null,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + ttl(persistent)),
      });
      setCookie(reply, token, persistent);
      return sessionId;
    },
    async end(request, reply) {
      if (request.auth) await deleteSession(db, request.auth.sessionId);
      request.auth = null;
      clearCookie(reply);
    },
  };
}
