/** What the payments ledger holds, for tests that must show a request wrote nothing (or one row). */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../platform/db/database.js';

const tables = [
  'payment_events',
  'payment_customers',
  'payment_subscriptions',
  'payments',
  'payment_refunds',
  'payment_disputes',
  'payment_invoices',
  'payment_payouts',
] as const;

export type LedgerCounts = Record<(typeof tables)[number], number>;

/** Rows in each ledger table. */
export async function ledgerCounts(database: DatabaseHandle): Promise<LedgerCounts> {
  const counts = {} as LedgerCounts;
  for (const table of tables) {
    const result = (await database.db.execute(
      sql.raw(`select count(*)::int as n from ${table}`),
    )) as unknown as { rows: { n: number }[] };
    counts[table] = result.rows[0]?.n ?? 0;
  }
  return counts;
}
