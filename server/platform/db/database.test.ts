/**
 * The app's PostgreSQL connections (database.ts, openPostgres) never JIT-compile: a page's
 * statement the planner overestimates spent 20 ms compiling to run 1 ms (docs/performance.md,
 * clubs run 10). PostgreSQL only: PGlite has no JIT.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';

const url = process.env.TEST_DATABASE_URL;

describe('PostgreSQL connections', () => {
  it.skipIf(!url)('run with JIT compiling off (skipped without TEST_DATABASE_URL)', async () => {
    const database = await openDatabase({ kind: 'postgres', url: url ?? '' });
    try {
      const result = (await database.db.execute(
        sql`select current_setting('jit') as jit`,
      )) as unknown as { rows: { jit: string }[] };
      expect(result.rows[0]?.jit).toBe('off');
    } finally {
      await database.close();
    }
  });
});
