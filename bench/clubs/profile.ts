/**
 * `npm run bench:clubs:profile -- <figure>`: one of the clubs benchmark's figures (search,
 * search-plain — the searches without words —, member-search or page) against one app process started with `--cpu-prof`, then where that
 * process spent its time (bench/support/cpu-profile.ts). Uses the database `bench:clubs` seeded
 * last. For finding what to work on, not for the figures: those come from `npm run bench:clubs`,
 * beside their floors.
 */
import fs from 'node:fs';
import { startServer } from '../api/server-process.js';
import { summarizeCpuProfile } from '../support/cpu-profile.js';
import { measureHttp, type LoadRequest } from '../support/load-client.js';
import { readSeedState } from '../api/bench-api.queries.js';
import { openBenchDatabase } from '../forum/bench-database.js';
import { warmClubTables } from './bench-clubs.queries.js';
import { sampleWorkload } from './sampled-workload.js';
import { pageRequests, searchRequests, searchShapes } from './workload.js';

const figure = process.argv[2] ?? 'search';
const url = 'postgres://postgres@127.0.0.1:5432/bookhive_bench_clubs';
const { database } = await openBenchDatabase(url);
const state = (await readSeedState(database)) as { clubs?: number; seed?: number };
if (!state.clubs || !state.seed) throw new Error('Seed the clubs first: npm run bench:clubs');
console.log(`cache: ${await warmClubTables(database)}`);
const input = await sampleWorkload(database, 100, state.clubs, state.seed);
const workloads: Record<string, () => LoadRequest[]> = {
  search: () => searchShapes.flatMap((shape) => searchRequests(input, shape, false)),
  'search-plain': () =>
    searchShapes.filter((s) => !s.words).flatMap((shape) => searchRequests(input, shape, false)),
  'member-search': () => searchShapes.flatMap((shape) => searchRequests(input, shape, true)),
  page: () => [...pageRequests(input, false), ...pageRequests(input, true)],
};
const requests = workloads[figure];
if (!requests) throw new Error(`Profile one of: ${Object.keys(workloads).join(', ')}`);
const dataDir = `/tmp/bookhive-clubs-profile-${figure}`;
fs.rmSync(dataDir, { recursive: true, force: true });
const server = await startServer({ databaseUrl: url, dataDir, mode: 'tsx', cpuProfile: true });
try {
  const load = { connections: 10, warmupMs: 2_000, durationMs: 8_000 };
  const { all, byLabel } = await measureHttp({
    baseUrl: server.baseUrl,
    requests: requests(),
    ...load,
  });
  console.log(
    `${figure}: ${Math.round(all.perSecond)}/s, p50 ${all.p50.toFixed(1)} ms, p99 ${all.p99.toFixed(1)} ms`,
  );
  for (const [label, figures] of Object.entries(byLabel))
    console.log(`  ${label}: p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms`);
} finally {
  await server.stop();
  await database.close();
}
console.log(summarizeCpuProfile(dataDir));
