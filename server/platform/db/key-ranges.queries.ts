/** A table cut into ranges of its uuid key, for work done a range at a time (sitemaps). */
import { and, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.js';

/** A range of keys holding at most the asked number of rows. */
export interface KeyRange {
  firstKey: string;
  lastKey: string;
  count: number;
}

/**
 * The rows of `table` (those `where` keeps, when given) cut into ranges of `size` by `key`, in
 * key order: one pass over the key.
 */
export async function keyRanges(
  db: Db,
  table: PgTable,
  key: AnyColumn,
  size: number,
  where?: SQL,
): Promise<KeyRange[]> {
  // Text, because PostgreSQL 15 has no min(uuid); a uuid's text sorts as the uuid does.
  const result = await db.execute(sql`select min(id::text) as "firstKey",
      max(id::text) as "lastKey", count(*)::int as "count"
    from (select ${key} as id, (row_number() over (order by ${key}) - 1) / ${size} as chunk
          from ${table} ${where ? sql`where ${where}` : sql``}) as numbered
    group by chunk order by chunk`);
  return (result as unknown as { rows: KeyRange[] }).rows;
}

/**
 * Keys from `from` (null: from the first) up to but not including `before` (null: to the
 * last). Ranges cut this way at each range's first key cover every key, including those added
 * after the cut.
 */
export function inKeyRange(
  key: AnyColumn,
  from: string | null,
  before: string | null,
): SQL | undefined {
  return and(
    from === null ? undefined : gte(key, from),
    before === null ? undefined : lt(key, before),
  );
}
