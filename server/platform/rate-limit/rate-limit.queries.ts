/** SQL of the rate-limit counters. */
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { rateLimits } from '../../db/schema/index.js';
import type { Db } from '../db/database.js';

export interface RateLimitRow {
  attempts: number;
  windowStartedAt: Date;
  lockedUntil: Date | null;
}

/** Reads the counter row and locks it until the surrounding transaction ends. */
export async function lockCounter(
  db: Db,
  identifier: string,
  action: string,
  now: Date,
): Promise<RateLimitRow> {
  await db
    .insert(rateLimits)
    .values({ identifier, action, attempts: 0, windowStartedAt: now })
    .onConflictDoNothing();
  const [row] = await db
    .select({
      attempts: rateLimits.attempts,
      windowStartedAt: rateLimits.windowStartedAt,
      lockedUntil: rateLimits.lockedUntil,
    })
    .from(rateLimits)
    .where(and(eq(rateLimits.identifier, identifier), eq(rateLimits.action, action)))
    .for('update');
  if (!row) throw new Error('rate limit row vanished inside its transaction');
  return row;
}

/** The counter row, or null when the key has none; `forUpdate` locks it for the transaction. */
export async function findCounter(
  db: Db,
  identifier: string,
  action: string,
  { forUpdate = false } = {},
): Promise<RateLimitRow | null> {
  const query = db
    .select({
      attempts: rateLimits.attempts,
      windowStartedAt: rateLimits.windowStartedAt,
      lockedUntil: rateLimits.lockedUntil,
    })
    .from(rateLimits)
    .where(and(eq(rateLimits.identifier, identifier), eq(rateLimits.action, action)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function saveCounter(
  db: Db,
  identifier: string,
  action: string,
  row: RateLimitRow,
): Promise<void> {
  await db
    .update(rateLimits)
    .set(row)
    .where(and(eq(rateLimits.identifier, identifier), eq(rateLimits.action, action)));
}

export async function deleteCounter(db: Db, identifier: string, action: string): Promise<void> {
  await db
    .delete(rateLimits)
    .where(and(eq(rateLimits.identifier, identifier), eq(rateLimits.action, action)));
}

/** Deletes the action's counters of every identifier that starts with `prefix`. */
export async function deleteCountersStartingWith(
  db: Db,
  prefix: string,
  action: string,
): Promise<void> {
  await db
    .delete(rateLimits)
    .where(
      and(eq(rateLimits.action, action), sql`starts_with(${rateLimits.identifier}, ${prefix})`),
    );
}

/** Removes counters whose window and lock both ended before `before`. */
export async function deleteStaleCounters(
  db: Db,
  before: Date,
  windowStartedBefore: Date,
): Promise<void> {
  await db
    .delete(rateLimits)
    .where(
      and(
        lt(rateLimits.windowStartedAt, windowStartedBefore),
        or(sql`${rateLimits.lockedUntil} is null`, lt(rateLimits.lockedUntil, before)),
      ),
    );
}
