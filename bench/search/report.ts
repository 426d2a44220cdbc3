/** The benchmark's table: HTTP figures beside the same SQL sent straight to the database. */
import type { Figures } from '../support/latency.js';
import { kindLabels, type QueryKind } from './query-sets.js';

export interface Row {
  kind: QueryKind | 'floor';
  connections: number;
  http: Figures;
  sql: Figures;
  /** Statements one search sends (the first query of the kind). */
  statements: number;
}

/** p99 targets at 10 clients, 1M books, PostgreSQL (issue 3). */
export const targetsMs: Partial<Record<QueryKind, number>> = {
  typical: 15,
  common: 20,
  prefix: 10,
  misspelt: 50,
};

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');
const rate = (value: number) => Math.round(value).toLocaleString('en');

const labelOf = (kind: Row['kind']) => (kind === 'floor' ? 'floor: /api/health' : kindLabels[kind]);

/** Prints the table; targets are judged only on PostgreSQL, where they were set. */
export function printReport(
  rows: Row[],
  environment: Record<string, string | number>,
  judgeTargets: boolean,
): void {
  console.log('');
  for (const [key, value] of Object.entries(environment)) console.log(`${key}: ${value}`);
  const header = [
    'query kind',
    'clients',
    'HTTP p50',
    'HTTP p99',
    'HTTP req/s',
    'SQL p50',
    'SQL p99',
    'SQL req/s',
    'p99 HTTP/SQL',
    'target p99',
    'errors',
  ];
  const lines = rows.map((row) => {
    const target =
      judgeTargets && row.connections === 10 && row.kind !== 'floor'
        ? targetsMs[row.kind]
        : undefined;
    return [
      labelOf(row.kind),
      String(row.connections),
      ms(row.http.p50),
      ms(row.http.p99),
      rate(row.http.perSecond),
      ms(row.sql.p50),
      ms(row.sql.p99),
      rate(row.sql.perSecond),
      `${(row.http.p99 / row.sql.p99).toFixed(1)}×`,
      target === undefined ? '' : `${target} ${row.http.p99 <= target ? 'met' : 'MISSED'}`,
      String(row.http.errors),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((c, i) => (i < 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log('');
  console.log(format(header));
  console.log(
    `|${widths.map((w, i) => (i < 1 ? `-${'-'.repeat(w)}-` : `-${'-'.repeat(w - 1)}:-`)).join('|')}|`,
  );
  for (const line of lines) console.log(format(line));
  console.log(
    '\nLatencies in ms; SQL = the same statements sent straight through the driver (the floor row:' +
      ' /api/health over HTTP beside a bare select 1).',
  );
}
