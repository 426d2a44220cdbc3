/**
 * One measured run against the seeded clubs: signs members in, starts the app as its own
 * process, measures the floors (`select 1` through a pool, /api/health), then each search and
 * the club page as a visitor and as a member, the floors again, and prints the figures with a
 * verdict per target and ratios to the floor.
 */
import os from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '../../server/platform/db/database.js';
import { startServer, type ServerProcess } from '../api/server-process.js';
import { serverVersion } from '../support/catalogue.queries.js';
import { measureHttp, type LoadRequest } from '../support/load-client.js';
import { measureDirect } from '../search/direct-sql.js';
import { clubsMatching, warmClubTables } from './bench-clubs.queries.js';
import { met, printRows, targets, type Row } from './report.js';
import { sampleWorkload } from './sampled-workload.js';
import type { ClubsSeed } from './seed.js';
import { pageRequests, searchRequests, searchShapes, wordKinds } from './workload.js';

export interface ClubsRunOptions {
  database: DatabaseHandle;
  databaseName: string;
  url: string;
  dataDir: string;
  serverMode: 'dist' | 'tsx';
  sizes: ClubsSeed;
  load: { connections: number; warmupMs: number; durationMs: number };
}

const target = { p99: targets.p99, perSecond: targets.perSecond };

export async function runClubsBenchmark(options: ClubsRunOptions): Promise<void> {
  const { database, load, sizes } = options;
  let server: ServerProcess | null = null;
  const startedAt = new Date();
  try {
    const cache = await warmClubTables(database);
    console.log(`cache: ${cache}`);
    const input = await sampleWorkload(database, 1_000, sizes.clubs, sizes.seed);
    for (const kind of wordKinds) {
      const sample = input.words[kind][0]!;
      console.log(`${kind}: "${sample}" is in ${await clubsMatching(database, sample)} clubs`);
    }
    server = await startServer({
      databaseUrl: options.url,
      dataDir: path.join(options.dataDir, 'app'),
      mode: options.serverMode,
    });
    const baseUrl = server.baseUrl;
    const loadBefore = os.loadavg();

    const http = async (label: string, requests: LoadRequest[]) => {
      const { all, failures } = await measureHttp({ baseUrl, requests, ...load });
      for (const failure of failures) console.log(`  failed: ${failure}`);
      console.log(
        `measured ${label}: ${Math.round(all.perSecond)}/s, p99 ${all.p99.toFixed(1)} ms`,
      );
      return all;
    };
    const floors = async (when: string): Promise<Row[]> => [
      {
        label: `floor ${when}: select 1`,
        figures: await measureDirect(
          database,
          options.url,
          [[{ text: 'select 1', values: [] }]],
          load.connections,
          load,
        ),
      },
      {
        label: `floor ${when}: /api/health`,
        figures: await http('/api/health', [{ label: 'floor', path: '/api/health' }]),
      },
    ];

    const rows: Row[] = await floors('before');
    for (const signedIn of [false, true]) {
      for (const shape of searchShapes) {
        const requests = searchRequests(input, shape, signedIn);
        rows.push({
          label: requests[0]!.label,
          figures: await http(requests[0]!.label, requests),
          target,
        });
      }
      const pages = pageRequests(input, signedIn);
      rows.push({ label: pages[0]!.label, figures: await http(pages[0]!.label, pages), target });
    }
    rows.push(...(await floors('after')));

    await server.stop();
    server = null;
    console.log('');
    const environment = {
      date: `${startedAt.toISOString()} to ${new Date().toISOString()}`,
      database: `${await serverVersion(database)}, ${options.databaseName}`,
      cache,
      data: `${sizes.clubs.toLocaleString('en')} clubs, ${sizes.memberships.toLocaleString('en')} memberships, ${sizes.members.toLocaleString('en')} members, the goodbooks-10k catalogue`,
      server: `1 × ${options.serverMode === 'dist' ? 'node dist/server/main.js' : 'tsx server/main.ts'}`,
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}`,
      node: process.version,
      load: `${load.connections} clients; ${load.durationMs / 1000} s per figure after ${load.warmupMs / 1000} s warm-up`,
      'load average': `${loadBefore.map((l) => l.toFixed(1)).join(' ')} before, ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} after`,
    };
    for (const [key, value] of Object.entries(environment)) console.log(`${key}: ${value}`);
    console.log('\nLatencies in ms; ratios to the /api/health floor measured before:\n');
    printRows(rows, rows[1]!.figures);
    const judged = rows.filter((r) => r.target);
    const missed = judged.filter((r) => !met(r)).length;
    console.log(`\n${judged.length - missed} targets met, ${missed} missed.`);
  } finally {
    await server?.stop();
  }
}
