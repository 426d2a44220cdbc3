/**
 * `npm run bench:forum:profile -- <figure>`: one of the forum benchmark's figures (visitor,
 * member, deep, reply or search) against one app process started with `--cpu-prof`, then where
 * that process spent its time (bench/support/cpu-profile.ts). Uses the database `bench:forum`
 * seeded; takes back what it wrote. For finding what to work on, not for the figures: those
 * come from `npm run bench:forum`, beside their floors.
 */
import fs from 'node:fs';
import { startServer } from '../api/server-process.js';
import { summarizeCpuProfile } from '../support/cpu-profile.js';
import { measureHttp, type LoadRequest } from '../support/load-client.js';
import { openBenchDatabase } from './bench-database.js';
import { warmForumTables } from './bench-forum.queries.js';
import { sampleWorkload } from './sampled-workload.js';
import { undoWritesSince } from './bench-forum.queries.js';
import { replyRequests, searchKinds, searchRequests, threadPageRequests } from './workload.js';

const figure = process.argv[2] ?? 'member';
const url = 'postgres://postgres@127.0.0.1:5432/bookhive_bench_forum';
const seed = 20261124;
const { database } = await openBenchDatabase(url);
const startedAt = new Date();
console.log(`cache: ${await warmForumTables(database)}`);
const { input, vocabulary } = await sampleWorkload(database, 100, seed);
const workloads: Record<string, () => LoadRequest[]> = {
  visitor: () => threadPageRequests(input, 'first', false),
  member: () => threadPageRequests(input, 'first', true),
  deep: () => threadPageRequests(input, 'deep', true),
  reply: () => replyRequests(input, vocabulary.slice(0, 3_000)),
  search: () => searchKinds.flatMap((kind) => searchRequests(input, kind)),
};
const requests = workloads[figure];
if (!requests) throw new Error(`Profile one of: ${Object.keys(workloads).join(', ')}`);
const dataDir = `/tmp/bookhive-forum-profile-${figure}`;
fs.rmSync(dataDir, { recursive: true, force: true });
const server = await startServer({ databaseUrl: url, dataDir, mode: 'tsx', cpuProfile: true });
try {
  const load = { connections: 10, warmupMs: 2_000, durationMs: 8_000 };
  const { all } = await measureHttp({ baseUrl: server.baseUrl, requests: requests(), ...load });
  console.log(
    `${figure}: ${Math.round(all.perSecond)}/s, p50 ${all.p50.toFixed(1)} ms, p99 ${all.p99.toFixed(1)} ms`,
  );
} finally {
  await server.stop();
  await undoWritesSince(database, startedAt);
  await database.close();
}
console.log(summarizeCpuProfile(dataDir));
