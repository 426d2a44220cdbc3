/**
 * Direct table access for tests: checking what the server wrote (security events, sessions,
 * audit rows) without going through the API under test, and setting up what no API writes yet
 * (per-user permission grants). Test-only: production code uses the *.queries.ts files.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Permission } from '../../contracts/roles.js';
import { adminUserPermissions, auditLog, securityEvents, sessions } from '../db/schema/index.js';
import type { DatabaseHandle } from '../platform/db/database.js';
import { forgetKeptSessionsOf } from '../platform/sessions/kept-sessions.js';

export function securityEventsOfType(database: DatabaseHandle, eventType: string) {
  return database.db.select().from(securityEvents).where(eq(securityEvents.eventType, eventType));
}

export function securityEventsOfUser(database: DatabaseHandle, userId: string, eventType: string) {
  return database.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), eq(securityEvents.eventType, eventType)));
}

export function sessionsOfUser(database: DatabaseHandle, userId: string) {
  return database.db.select().from(sessions).where(eq(sessions.userId, userId));
}

export function auditRowsForTarget(database: DatabaseHandle, targetId: string) {
  return database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
}

/** Gives `userId` one extra permission (or a revoked grant of it). */
export async function grantPermission(
  database: DatabaseHandle,
  userId: string,
  permission: Permission,
  isRevoked = false,
) {
  await database.db.insert(adminUserPermissions).values({ userId, permission, isRevoked });
  // As a writer in the app would: this process's next request sees the grant.
  forgetKeptSessionsOf(userId);
}

/** How many jobs of `queue` are waiting or running (pg-boss's own table). */
export async function unfinishedJobs(database: DatabaseHandle, queue: string): Promise<number> {
  const result = (await database.db.execute(
    sql`select count(*)::int as count from pgboss.job
        where name = ${queue} and state in ('created', 'retry', 'active')`,
  )) as unknown as { rows: { count: number }[] };
  return result.rows[0]?.count ?? 0;
}
