/**
 * Signs the measured members in the way the app does (server/platform/sessions): a random
 * token in the cookie, only its SHA-256 stored, a persistent session of the usual length.
 */
import { sessionCookieName } from '../../server/platform/sessions/sessions.js';
import { insertSession } from '../../server/platform/sessions/session.queries.js';
import type { DatabaseHandle } from '../../server/platform/db/database.js';
import { hashToken, newSecretToken } from '../../server/platform/tokens.js';
import { deleteBenchSessions } from './bench-api.queries.js';

/** The sessions' user agent, so the next run can end them. */
const benchUserAgent = 'bookhive-bench-api';
const sessionDays = 30;

/** A Cookie header per member, in the order given (earlier runs' sessions are ended first). */
export async function signIn(database: DatabaseHandle, memberIds: string[]): Promise<string[]> {
  await deleteBenchSessions(database, benchUserAgent);
  // The server is started over plain HTTP on 127.0.0.1, so its cookie has no __Host- prefix.
  const name = sessionCookieName({ cookieSecure: false });
  const now = new Date();
  const cookies: string[] = [];
  for (const userId of memberIds) {
    const token = newSecretToken();
    await insertSession(database.db, {
      userId,
      tokenHash: hashToken(token),
      persistent: true,
      userAgent: benchUserAgent,
      ipAddress: '127.0.0.1',
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + sessionDays * 86_400_000),
    });
    cookies.push(`${name}=${token}`);
  }
  return cookies;
}
