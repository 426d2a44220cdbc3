/**
 * The same SQL without the app: records the statements a search sends to the database, then
 * replays them straight through the driver, so the app's own cost shows as a ratio.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle } from '../../server/platform/db/database.js';
import { closedLoops, type Figures } from '../support/latency.js';

export interface Statement {
  /** Set for prepared statements (the app prepares its search by name). */
  name?: string | undefined;
  text: string;
  values: unknown[];
}

type QueryFn = (this: unknown, ...args: unknown[]) => unknown;

function statementOf(args: unknown[]): Statement {
  const [first, second] = args;
  if (typeof first === 'string')
    return { text: first, values: Array.isArray(second) ? second : [] };
  const config = first as { name?: string; text: string; values?: unknown[] };
  return {
    name: config.name,
    text: config.text,
    values: config.values ?? (Array.isArray(second) ? second : []),
  };
}

/**
 * Runs `search` once while listening on the driver (node-postgres' Pool or PGlite), and
 * returns the statements it sent, in order. Benchmark-only: it patches the driver briefly.
 */
export async function recordStatements(run: () => Promise<unknown>): Promise<Statement[]> {
  const recorded: Statement[] = [];
  const targets = [pg.Pool.prototype, PGlite.prototype] as unknown as Record<string, QueryFn>[];
  const originals = targets.map((target) => target.query!);
  targets.forEach((target, i) => {
    target.query = function (this: unknown, ...args: unknown[]) {
      recorded.push(statementOf(args));
      return originals[i]!.apply(this, args);
    };
  });
  try {
    await run();
  } finally {
    targets.forEach((target, i) => (target.query = originals[i]!));
  }
  return recorded;
}

/**
 * Replays each search's statements in order, in `connections` closed loops: on PostgreSQL
 * through a pool of its own, prepared by name where the app prepared them; on PGlite through
 * the same database handle.
 */
export async function measureDirect(
  database: DatabaseHandle,
  url: string | undefined,
  searches: Statement[][],
  connections: number,
  timing: { warmupMs: number; durationMs: number },
): Promise<Figures> {
  const pool = url ? new pg.Pool({ connectionString: url, max: connections }) : null;
  const run = (s: Statement) =>
    pool
      ? pool.query(s.name ? { name: s.name, text: s.text, values: s.values } : s)
      : database.executeSql(s.text, s.values);
  try {
    return await closedLoops(connections, timing, async (i) => {
      for (const statement of searches[i % searches.length]!) await run(statement);
      return true;
    });
  } finally {
    await pool?.end();
  }
}
