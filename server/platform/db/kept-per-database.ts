/**
 * Figures a module asks of its database now and then rather than on every request (the
 * planner's row counts and statistics, how common a search word is), and statements it
 * prepares, kept per database handle so a second app in the same process (tests, the
 * benchmarks) never reads another's.
 */
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from './database.js';

/**
 * What `make` makes of a database handle (prepared statements, above all: preparing one costs
 * about as much as running it), made once per handle.
 */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) made.set(db, (value = make(db)));
    return value;
  };
}

/** `load`'s value per database handle, loaded again once it is `ttlMs` old. */
export function keptPerDatabase<T>(
  ttlMs: number,
  load: (db: Db) => Promise<T>,
): (db: Db) => Promise<T> {
  const kept = new WeakMap<Db, { value: T; at: number }>();
  return async (db) => {
    const known = kept.get(db);
    if (known && Date.now() - known.at < ttlMs) return known.value;
    const value = await load(db);
    kept.set(db, { value, at: Date.now() });
    return value;
  };
}

/** Values by key per database handle: the `max` last used, each for `ttlMs`. */
export function lruPerDatabase<V extends NonNullable<unknown>>(
  ttlMs: number,
  max = 5_000,
): (db: Db) => LRUCache<string, V> {
  return perDatabase(() => new LRUCache<string, V>({ max, ttl: ttlMs }));
}

/** About how many rows `table` has: the planner's own count (no scan), 0 before ANALYZE. */
export async function estimatedRowCount(db: Db, table: string): Promise<number> {
  const result = (await db.execute(
    sql`select greatest(reltuples, 0)::float8 as rows from pg_class where oid = ${table}::regclass`,
  )) as unknown as { rows: { rows: number }[] };
  return Number(result.rows[0]?.rows ?? 0);
}
