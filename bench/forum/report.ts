/** The forum benchmark's table and verdicts (targets: issue 10, "Must show"). */
import { printTable } from '../api/report.js';
import type { Figures } from '../support/latency.js';

export const targets = {
  threadPagePerSecond: 2_000,
  threadPageP99: 10,
  replyP99: 30,
  searchP99: 50,
  streamP99: 250,
};

export interface Row {
  label: string;
  figures: Figures;
  /** p99 at most, and throughput at least, in ms and requests a second. */
  target?: { p99: number; perSecond?: number };
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');
const rate = (value: number) =>
  Number.isFinite(value) ? Math.round(value).toLocaleString('en') : '–';

/** Whether a row meets its target (rows without one are floors or context). */
export function met(row: Row): boolean {
  const { target, figures } = row;
  if (!target) return true;
  return (
    figures.errors === 0 &&
    figures.p99 <= target.p99 &&
    (target.perSecond === undefined || figures.perSecond >= target.perSecond)
  );
}

function targetText(row: Row): string {
  if (!row.target) return '';
  const rateText = row.target.perSecond ? `≥ ${rate(row.target.perSecond)}/s, ` : '';
  return `${rateText}p99 ≤ ${row.target.p99} ms: ${met(row) ? 'met' : 'MISSED'}`;
}

/** Figure, req/s, p50, p99, errors, target, and the ratios to the /api/health floor. */
export function printRows(rows: Row[], floor: Figures): void {
  printTable(
    ['figure', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'target', 'p99 ÷ floor', 'req/s ÷ floor'],
    rows.map((row) => [
      row.label,
      rate(row.figures.perSecond),
      ms(row.figures.p50),
      ms(row.figures.p99),
      String(row.figures.errors),
      targetText(row),
      `${(row.figures.p99 / floor.p99).toFixed(1)}×`,
      Number.isFinite(row.figures.perSecond)
        ? `${Math.round((100 * row.figures.perSecond) / floor.perSecond)} %`
        : '–',
    ]),
  );
}
