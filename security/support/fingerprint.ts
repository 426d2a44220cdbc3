/**
 * A fingerprint of everything the database holds (every table of the public schema, row by
 * row), to show that a request changed nothing.
 */
import type { DatabaseHandle } from '../../server/platform/db/database.js';

export type Fingerprint = Map<string, string>;

/** Row count and a hash of every row, per table. */
export async function fingerprint(
  database: DatabaseHandle,
  ignore: readonly string[] = [],
): Promise<Fingerprint> {
  const tables = (
    await database.executeSql(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).rows as { name: string }[];
  const result: Fingerprint = new Map();
  for (const { name } of tables) {
    if (ignore.includes(name)) continue;
    const { rows } = await database.executeSql(
      `select count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`,
    );
    result.set(name, (rows[0] as { digest: string } | undefined)?.digest ?? '');
  }
  return result;
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter(
    (name) => before.get(name) !== after.get(name),
  );
}
