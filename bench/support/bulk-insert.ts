/**
 * Fast bulk loading for the benchmark: COPY through pg on PostgreSQL; on PGlite, one
 * multi-row INSERT per few thousand rows (the rows travel as one JSON parameter).
 */
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DatabaseHandle } from '../../server/platform/db/database.js';

export type Value = string | number | boolean | null;
export type Columns = readonly (readonly [name: string, type: string])[];

export interface BulkWriter {
  insert(table: string, columns: Columns, rows: Value[][]): Promise<void>;
  close(): Promise<void>;
}

/** COPY's text format: tab-separated, \N for null, backslash escapes. */
function copyLine(row: Value[]): string {
  return `${row
    .map((value) =>
      value === null
        ? '\\N'
        : String(value)
            .replace(/\\/g, '\\\\')
            .replace(/\t/g, '\\t')
            .replace(/\n/g, '\\n')
            .replace(/\r/g, '\\r'),
    )
    .join('\t')}\n`;
}

export interface BulkOptions {
  /**
   * PostgreSQL: skip foreign-key checks and other triggers while copying (replica mode, needs a
   * superuser). Only for rows generated consistent, as the benchmarks' are: millions of rows
   * copy minutes faster without a lookup per row.
   */
  withoutTriggers?: boolean;
}

function postgresWriter(url: string, options: BulkOptions): BulkWriter {
  const client = new pg.Client({ connectionString: url });
  const connected = client
    .connect()
    .then(() =>
      options.withoutTriggers ? client.query('set session_replication_role = replica') : null,
    );
  return {
    async insert(table, columns, rows) {
      await connected;
      const names = columns.map(([name]) => name).join(', ');
      const stream = client.query(copyFrom(`copy ${table} (${names}) from stdin`));
      await pipeline(Readable.from(rows.map(copyLine)), stream);
    },
    async close() {
      await connected;
      await client.end();
    },
  };
}

function pgliteWriter(database: DatabaseHandle): BulkWriter {
  const chunk = 5_000;
  return {
    async insert(table, columns, rows) {
      const names = columns.map(([name]) => name).join(', ');
      const record = columns.map(([name, type]) => `${name} ${type}`).join(', ');
      for (let start = 0; start < rows.length; start += chunk) {
        const objects = rows
          .slice(start, start + chunk)
          .map((row) => Object.fromEntries(columns.map(([name], i) => [name, row[i]])));
        await database.executeSql(
          `insert into ${table} (${names}) select ${names} from json_to_recordset($1::json) as r(${record})`,
          [JSON.stringify(objects)],
        );
      }
    },
    close: async () => {},
  };
}

export function createBulkWriter(
  database: DatabaseHandle,
  url: string | undefined,
  options: BulkOptions = {},
): BulkWriter {
  return database.kind === 'postgres' && url
    ? postgresWriter(url, options)
    : pgliteWriter(database);
}
