/** SQL of the rate-limit counters. */
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { rateLimits } from '../../db/schema/index.js';
import type { Db } from '../db/database.js';

export interface RateLimitRow {
  attempts: number;
  windowStartedAt: Date;
  lockedUntil: Date | null;
}

/**
 * Reads the counter row and locks it until the surrounding transaction ends, creating it when
 * missing. One upsert does both: a row the retention job deletes meanwhile is simply created
 * again, where a separate insert and select could find it gone in between.
 */
export async function lockCounter(
  db: Db,
  identifier: string,
  action: string,
  now: Date,
): Promise<RateLimitRow> {
  const [row] = await db
    .insert(rateLimits)
    .values({ identifier, action, attempts: 0, windowStartedAt: now })
    .onConflictDoUpdate({
      target: [rateLimits.identifier, rateLimits.action],
      // A no-op update: it only takes the row lock and returns the stored values.
      set: { attempts: sql`${rateLimits.attempts}` },
    })
    .returning({
      attempts: rateLimits.attempts,
      windowStartedAt: rateLimits.windowStartedAt,
      lockedUntil: rateLimits.lockedUntil,
    });
  if (!row) throw new Error('rate limit upsert returned nothing');
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

/**
 * Deletes up to `limit` counters of `action` that no longer matter: their window began before
 * `windowStartedBefore` and their lock, if any, has ended by `now`. A missing counter counts
 * exactly as such a row would (a fresh window), so removing it changes no answer.
 */
export async function deleteStaleCounters(
  db: Db,
  action: string,
  windowStartedBefore: Date,
  now: Date,
  limit: number,
): Promise<number> {
  const stale = db
    .select({ identifier: rateLimits.identifier })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.action, action),
        lt(rateLimits.windowStartedAt, windowStartedBefore),
        or(isNull(rateLimits.lockedUntil), lte(rateLimits.lockedUntil, now)),
      ),
    )
    .limit(limit);
  const rows = await db
    .delete(rateLimits)
    .where(and(eq(rateLimits.action, action), inArray(rateLimits.identifier, stale)))
    .returning({ identifier: rateLimits.identifier });
  return rows.length;
}
