/**
 * The plan PostgreSQL picks for a statement, with full scans (and, when asked, sorting) priced
 * out: on the empty tables of a test, an index the planner can use is then one it does use, so
 * a test can check that the statements the benchmarks depend on keep their indexes.
 */
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { DatabaseHandle } from '../platform/db/database.js';

export function explainPlan(
  database: DatabaseHandle,
  statement: SQLWrapper,
  options: { withoutSorting?: boolean } = {},
): Promise<string> {
  return database.db.transaction(async (tx) => {
    if (options.withoutSorting) await tx.execute(sql.raw('set local enable_sort = off'));
    await tx.execute(sql.raw('set local enable_seqscan = off'));
    await tx.execute(sql.raw('set local enable_bitmapscan = off'));
    // Both drivers answer { rows }, one row per line of the plan.
    const { rows } = (await tx.execute(sql`explain ${statement}`)) as unknown as {
      rows: Record<string, string>[];
    };
    return rows.map((row) => Object.values(row)[0]).join('\n');
  });
}
