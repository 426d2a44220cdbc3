/**
 * One measured run against a seeded database: signs members in, starts the server process,
 * measures each route alone after the /api/health floor, then the mixed soak, and prints the
 * figures and verdicts (report.ts). What the soak shelved is taken off again afterwards.
 */
import os from 'node:os';
import type { DatabaseHandle } from '../../server/platform/db/database.js';
import { serverVersion } from '../support/catalogue.queries.js';
import { measureHttp, type LoadRequest } from '../support/load-client.js';
import {
  deleteEntriesAddedSince,
  pickMembers,
  sampleShelvedWorks,
  shelfShape,
  type SeedState,
} from './bench-api.queries.js';
import { cpuMeter, residentBytes } from './proc-stats.js';
import {
  judgeRoutes,
  judgeSoak,
  printRoutes,
  printSoak,
  printVerdicts,
  residentSummary,
  type Measured,
  type RouteFigures,
  type SoakFigures,
} from './report.js';
import { startServer, type ServerProcess } from './server-process.js';
import { signIn } from './sessions.js';
import {
  measuredOnly,
  routeRequests,
  routes,
  soakMix,
  soakRequests,
  type Route,
} from './workload.js';

export interface RunOptions {
  database: DatabaseHandle;
  databaseName: string;
  url: string;
  dataDir: string;
  serverMode: 'dist' | 'tsx';
  cpuProfile: boolean;
  /** The routes to measure alone (all of them by default). */
  routes: readonly Route[];
  seed: number;
  sizes: SeedState;
  load: { connections: number; warmupMs: number; durationMs: number; soakMs: number };
}

/** Measures, prints the figures and verdicts. */
export async function runBenchmark(options: RunOptions): Promise<void> {
  const { database, databaseName, load } = options;
  const { connections, warmupMs, durationMs, soakMs } = load;

  /** Warms up, then measures `requests` alone, with the CPU each process spent on them. */
  async function measure(server: ServerProcess, label: string, requests: LoadRequest[]) {
    const job = { baseUrl: server.baseUrl, requests, connections };
    await measureHttp({ ...job, warmupMs: 0, durationMs: warmupMs });
    const spent = cpuMeter(server.pid, databaseName);
    const { all, failures } = await measureHttp({ ...job, warmupMs: 0, durationMs });
    for (const failure of failures) console.log(`  failed: ${failure}`);
    console.log(`measured ${label}: ${Math.round(all.perSecond)}/s, p99 ${all.p99.toFixed(1)} ms`);
    return { label, figures: all, cpu: spent() } satisfies Measured;
  }

  /** The mixed soak, sampling the server's resident memory every second. */
  async function soak(server: ServerProcess, requests: LoadRequest[]) {
    const samples = [residentBytes(server.pid)];
    const sampler = setInterval(() => samples.push(residentBytes(server.pid)), 1000);
    const spent = cpuMeter(server.pid, databaseName);
    const result = await measureHttp({
      baseUrl: server.baseUrl,
      requests,
      connections,
      warmupMs: 0,
      durationMs: soakMs,
    }).finally(() => clearInterval(sampler));
    samples.push(residentBytes(server.pid));
    const figures: SoakFigures = {
      seconds: soakMs / 1000,
      overall: result.all,
      rss: residentSummary(samples),
    };
    return { result, cpu: spent(), figures };
  }

  let server: ServerProcess | undefined;
  try {
    const shape = await shelfShape(database);
    // Signed in: the five heaviest readers and 95 drawn at random (most have tens of books).
    const signedIn = await pickMembers(database, 5, 95, options.seed);
    const publicShelves = await pickMembers(database, 5, 95, options.seed + 1);
    const input = {
      cookies: await signIn(
        database,
        signedIn.map((m) => m.id),
      ),
      publicShelfOwners: publicShelves.map((m) => m.id),
      works: await sampleShelvedWorks(database, 500, options.seed),
      seed: options.seed,
    };

    const loadBefore = os.loadavg();
    const startedAt = new Date();
    server = await startServer({
      databaseUrl: options.url,
      dataDir: options.dataDir,
      mode: options.serverMode,
      cpuProfile: options.cpuProfile,
    });
    // The floor is measured again right before each route: the machine's speed changes from
    // minute to minute, so each route is judged against the floor of its own moment.
    const health = [{ label: 'floor', path: '/api/health' }];
    const measured: RouteFigures[] = [];
    for (const route of routes.filter((r) => options.routes.includes(r))) {
      const floor = await measure(server, 'floor: /api/health', health);
      measured.push({ floor, route: await measure(server, route, routeRequests(route, input)) });
    }
    let soaked: Awaited<ReturnType<typeof soak>> | null = null;
    if (soakMs > 0) {
      console.log(`soak: ${soakMs / 1000} s of ${JSON.stringify(soakMix)} (percent)`);
      soaked = await soak(server, soakRequests(input));
      for (const failure of soaked.result.failures) console.log(`  failed: ${failure}`);
    }
    await server.stop();
    server = undefined;
    const removed = await deleteEntriesAddedSince(
      database,
      signedIn.map((m) => m.id),
      startedAt,
    );

    console.log('');
    const environment = {
      date: startedAt.toISOString(),
      database: `${await serverVersion(database)}, ${databaseName}`,
      data: `${options.sizes.books.toLocaleString('en')} books, ${options.sizes.members.toLocaleString('en')} members, ${options.sizes.entries.toLocaleString('en')} shelf entries`,
      shelves: JSON.stringify(shape),
      'measured members': `signed in ${signedIn.length} (entries: ${signedIn.map((m) => m.entries).join(' ')}), public shelves ${publicShelves.length}; ${input.works.length} books drawn as shelved`,
      server: options.serverMode === 'dist' ? 'node dist/server/main.js' : 'tsx server/main.ts',
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}`,
      node: process.version,
      load: `${connections} clients; ${durationMs / 1000} s per route after ${warmupMs / 1000} s warm-up; soak ${soakMs / 1000} s`,
      'load average': `${loadBefore.map((l) => l.toFixed(1)).join(' ')} before, ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} after`,
      cleanup: `${removed} entries the soak added were taken off again`,
    };
    for (const [key, value] of Object.entries(environment)) console.log(`${key}: ${value}`);
    console.log('\nEach route alone (latencies in ms):\n');
    printRoutes(measured);
    if (soaked) printSoak(soaked.figures, soaked.result.byLabel, soaked.cpu);
    console.log('\nVerdicts:\n');
    const verdicts = [
      ...judgeRoutes(measured, measuredOnly),
      ...(soaked ? judgeSoak(soaked.figures) : []),
    ];
    printVerdicts(verdicts);
    const missed = verdicts.filter((v) => !v.met).length;
    console.log(`\n${verdicts.length - missed} targets met, ${missed} missed.`);
  } finally {
    await server?.stop();
  }
}
