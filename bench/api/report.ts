/**
 * The API benchmark's figures and verdicts. Targets are ratios to the /api/health floor of
 * the same run, because this machine's speed changes from hour to hour.
 */
import type { Figures } from '../support/latency.js';
import type { CpuSpent } from './proc-stats.js';

export const targets = {
  /** A route's p99 at most this many times the floor's. */
  p99OverFloor: 3,
  /** A route's throughput at least this share of the floor's… */
  throughputOfFloor: 0.25,
  /** …and a page's, as anonymous HTML (issue 9). */
  pageThroughputOfFloor: 0.5,
  soakErrors: 0,
  /** The server's resident memory may grow by less than this share over the soak… */
  rssGrowth: 0.1,
  /** …and stay under this many bytes. */
  rssBytes: 150 * 2 ** 20,
};

export interface Measured {
  label: string;
  figures: Figures;
  cpu: CpuSpent;
}

export interface Verdict {
  target: string;
  met: boolean;
  detail: string;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');
const rate = (value: number) => Math.round(value).toLocaleString('en');
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const perRequest = (seconds: number, count: number) =>
  count > 0 ? ((seconds * 1000) / count).toFixed(2) : '–';

/** Prints a Markdown table, numbers right-aligned. */
export function printTable(header: string[], lines: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log(format(header));
  console.log(
    `|${widths.map((w, i) => (i === 0 ? `-${'-'.repeat(w)}-` : `-${'-'.repeat(w - 1)}:-`)).join('|')}|`,
  );
  for (const line of lines) console.log(format(line));
}

/** A route measured alone, and the floor measured just before it. */
export interface RouteFigures {
  floor: Measured;
  route: Measured;
}

/** The per-route table: each floor and route, their ratios, and CPU per request by process. */
export function printRoutes(rows: RouteFigures[]): void {
  const line = ({ label, figures, cpu }: Measured, floor: Figures) => [
    label,
    rate(figures.perSecond),
    ms(figures.p50),
    ms(figures.p99),
    String(figures.errors),
    `${(figures.p99 / floor.p99).toFixed(1)}×`,
    `${Math.round((100 * figures.perSecond) / floor.perSecond)} %`,
    perRequest(cpu.server, figures.count),
    perRequest(cpu.postgres, figures.count),
    perRequest(cpu.loadClient, figures.count),
  ];
  printTable(
    [
      'route',
      'req/s',
      'p50 ms',
      'p99 ms',
      'errors',
      'p99 ÷ floor',
      'req/s ÷ floor',
      'server CPU ms/req',
      'PostgreSQL CPU ms/req',
      'load client CPU ms/req',
    ],
    rows.flatMap(({ floor, route }) => [line(floor, floor.figures), line(route, floor.figures)]),
  );
}

/** Each route against the two per-route targets, beside the floor measured just before it. */
export function judgeRoutes(rows: RouteFigures[], unjudged: readonly string[] = []): Verdict[] {
  return rows.flatMap(({ floor: { figures: floor }, route: { label, figures } }) => {
    if (unjudged.includes(label)) return [];
    const p99Ratio = figures.p99 / floor.p99;
    const share = figures.perSecond / floor.perSecond;
    const wanted = label.endsWith('(HTML)')
      ? targets.pageThroughputOfFloor
      : targets.throughputOfFloor;
    return [
      {
        target: `${label}: p99 ≤ ${targets.p99OverFloor}× the floor's`,
        met: p99Ratio <= targets.p99OverFloor && figures.errors === 0,
        detail: `${ms(figures.p99)} ms = ${p99Ratio.toFixed(1)}× the floor's ${ms(floor.p99)} ms${figures.errors ? `, ${figures.errors} errors` : ''}`,
      },
      {
        target: `${label}: throughput ≥ ${wanted * 100} % of the floor's`,
        met: share >= wanted,
        detail: `${rate(figures.perSecond)}/s = ${Math.round(share * 100)} % of the floor's ${rate(floor.perSecond)}/s`,
      },
    ];
  });
}

export interface SoakFigures {
  seconds: number;
  overall: Figures;
  /** Resident memory: the median of the soak's first and last tenth of samples, and the peak. */
  rss: { start: number; end: number; peak: number };
}

/**
 * Start and end as medians of the first and last tenth of the per-second samples: a single
 * reading lands anywhere between two garbage collections, which moves it by tens of MiB.
 */
export function residentSummary(samples: number[]): SoakFigures['rss'] {
  const valid = samples.filter(Number.isFinite);
  const tenth = Math.max(1, Math.floor(valid.length / 10));
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  return {
    start: median(valid.slice(0, tenth)),
    end: median(valid.slice(-tenth)),
    peak: Math.max(...valid),
  };
}

/** The soak's figures, overall and per kind of request, and CPU per request by process. */
export function printSoak(soak: SoakFigures, byLabel: Record<string, Figures>, cpu: CpuSpent) {
  console.log(`\nSoak, ${soak.seconds} s mixed:\n`);
  printTable(
    ['request', 'count', 'req/s', 'p50 ms', 'p99 ms', 'errors'],
    [['all', soak.overall] as const, ...Object.entries(byLabel)].map(([label, f]) => [
      label,
      f.count.toLocaleString('en'),
      rate(f.perSecond),
      ms(f.p50),
      ms(f.p99),
      String(f.errors),
    ]),
  );
  const count = soak.overall.count;
  console.log(
    `\nCPU per request: server ${perRequest(cpu.server, count)} ms, PostgreSQL ` +
      `${perRequest(cpu.postgres, count)} ms, load client ${perRequest(cpu.loadClient, count)} ms. ` +
      `Server RSS ${mib(soak.rss.start)} at the start, ${mib(soak.rss.end)} at the end ` +
      `(medians of the first and last tenth of the soak), peak ${mib(soak.rss.peak)}.`,
  );
}

/** The soak's three targets. */
export function judgeSoak({ overall, rss }: SoakFigures): Verdict[] {
  const growth = rss.end / rss.start - 1;
  return [
    {
      target: `soak: errors = ${targets.soakErrors}`,
      met: overall.errors <= targets.soakErrors,
      detail: `${overall.errors} of ${overall.count.toLocaleString('en')} requests failed`,
    },
    {
      target: `soak: server RSS growth < ${targets.rssGrowth * 100} %`,
      met: growth < targets.rssGrowth,
      detail: `${mib(rss.start)} at the start, ${mib(rss.end)} at the end: ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %`,
    },
    {
      target: `soak: server RSS < ${mib(targets.rssBytes)}`,
      met: rss.peak < targets.rssBytes,
      detail: `peak ${mib(rss.peak)}`,
    },
  ];
}

export function printVerdicts(verdicts: Verdict[]): void {
  for (const v of verdicts)
    console.log(`${v.met ? 'met   ' : 'MISSED'}  ${v.target} — ${v.detail}`);
}
