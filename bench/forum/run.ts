/**
 * One measured run against the seeded forum: signs members in, starts two app processes,
 * measures the floors, the thread pages, replies and searches on the first process, then a
 * new post reaching the streams open on both, prints the figures, and takes back what the
 * run wrote.
 */
import os from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '../../server/platform/db/database.js';
import { startServer, type ServerProcess } from '../api/server-process.js';
import { serverVersion } from '../support/catalogue.queries.js';
import { summarize, type Figures } from '../support/latency.js';
import { measureHttp, type LoadRequest } from '../support/load-client.js';
import { measureDirect } from '../search/direct-sql.js';
import { postsMatching, undoWritesSince, warmForumTables } from './bench-forum.queries.js';
import { met, printRows, targets, type Row } from './report.js';
import type { ForumSeed } from './seed.js';
import { openStreams } from './streams.js';
import { sampleWorkload } from './sampled-workload.js';
import {
  replyRequests,
  searchKinds,
  searchRequests,
  threadPageRequests,
  type ForumWorkload,
} from './workload.js';

export interface ForumRunOptions {
  database: DatabaseHandle;
  databaseName: string;
  url: string;
  dataDir: string;
  serverMode: 'dist' | 'tsx';
  sizes: ForumSeed;
  streams: number;
  load: { connections: number; warmupMs: number; durationMs: number };
}

/** New posts written while the streams are open, one a second. */
const streamedPosts = 20;

export async function runForumBenchmark(options: ForumRunOptions): Promise<void> {
  const { database, load, sizes } = options;
  const servers: ServerProcess[] = [];
  const startedAt = new Date();
  try {
    const cache = await warmForumTables(database);
    console.log(`cache: ${cache}`);
    const members = Math.max(options.streams, 100);
    const { input, vocabulary } = await sampleWorkload(database, members, sizes.seed);
    for (const kind of searchKinds) {
      const sample = input.searches[kind][0]!;
      console.log(`${kind}: "${sample}" matches ${await postsMatching(database, sample)} posts`);
    }
    for (const name of ['a', 'b'])
      servers.push(
        await startServer({
          databaseUrl: options.url,
          dataDir: path.join(options.dataDir, name),
          mode: options.serverMode,
        }),
      );
    const first = servers[0]!;
    const loadBefore = os.loadavg();

    const http = async (label: string, requests: LoadRequest[]) => {
      const job = { baseUrl: first.baseUrl, requests, connections: load.connections };
      const { all, failures } = await measureHttp({ ...job, ...load });
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
    const page = { p99: targets.threadPageP99, perSecond: targets.threadPagePerSecond };
    for (const depth of ['first', 'deep'] as const)
      for (const signedIn of [false, true]) {
        const requests = threadPageRequests(input, depth, signedIn);
        rows.push({
          label: requests[0]!.label,
          figures: await http(requests[0]!.label, requests),
          target: page,
        });
      }
    rows.push({
      label: 'reply with notifications',
      figures: await http('reply', replyRequests(input, vocabulary.slice(0, 3_000))),
      target: { p99: targets.replyP99 },
    });
    for (const kind of searchKinds)
      rows.push({
        label: `search: ${kind}`,
        figures: await http(kind, searchRequests(input, kind)),
        target: { p99: targets.searchP99 },
      });
    rows.push(...(await floors('after')));
    const streamed = await measureStreams(servers, input, options.streams);
    rows.push({
      label: `new post → ${options.streams.toLocaleString('en')} streams (commit to receipt)`,
      figures: streamed.figures,
      target: { p99: targets.streamP99 },
    });

    for (const server of servers.splice(0)) await server.stop();
    const undone = await undoWritesSince(database, startedAt);
    console.log('');
    const environment = {
      date: `${startedAt.toISOString()} to ${new Date().toISOString()}`,
      database: `${await serverVersion(database)}, ${options.databaseName}`,
      cache,
      data: `${sizes.members.toLocaleString('en')} members, ${sizes.threads.toLocaleString('en')} threads, ${sizes.posts.toLocaleString('en')} posts`,
      servers: `2 × ${options.serverMode === 'dist' ? 'node dist/server/main.js' : 'tsx server/main.ts'}; load on the first, streams split between both`,
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}`,
      node: process.version,
      load: `${load.connections} clients; ${load.durationMs / 1000} s per figure after ${load.warmupMs / 1000} s warm-up; streams: ${streamedPosts} posts, ${streamed.delivered} of ${streamed.expected} events delivered`,
      'load average': `${loadBefore.map((l) => l.toFixed(1)).join(' ')} before, ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} after`,
      cleanup: `${undone} posts the run wrote were taken back`,
    };
    for (const [key, value] of Object.entries(environment)) console.log(`${key}: ${value}`);
    console.log('\nLatencies in ms; ratios to the /api/health floor measured before:\n');
    printRows(rows, rows[1]!.figures);
    const judged = rows.filter((r) => r.target);
    const missed = judged.filter((r) => !met(r)).length;
    console.log(`\n${judged.length - missed} targets met, ${missed} missed.`);
  } finally {
    for (const server of servers) await server.stop();
  }
}

/**
 * Opens `count` streams, half on each process, writes posts through the first, and measures
 * from each post's commit (its created_at, taken just before its transaction: an upper bound)
 * to each stream's receipt of its event.
 */
async function measureStreams(servers: ServerProcess[], input: ForumWorkload, count: number) {
  const streams = await openStreams(
    input.cookies
      .slice(0, count)
      .map((cookie, i) => ({ baseUrl: servers[i % servers.length]!.baseUrl, cookie })),
  );
  console.log(`opened ${streams.length} streams`);
  const written: { number: number; committedAt: number }[] = [];
  const thread = input.threads[0]!;
  for (let i = 0; i < streamedPosts; i++) {
    const response = await fetch(`${servers[0]!.baseUrl}/api/forum/threads/${thread.id}/posts`, {
      method: 'POST',
      headers: {
        cookie: input.cookies[i]!,
        'x-bookhive-csrf': '1',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ body: `<p>Live post ${i + 1} of the stream benchmark.</p>` }),
    });
    if (!response.ok)
      throw new Error(`posting answered ${response.status}: ${await response.text()}`);
    const { post } = (await response.json()) as { post: { number: number; createdAt: string } };
    written.push({ number: post.number, committedAt: Date.parse(post.createdAt) });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const latencies: number[] = [];
  for (const { number, committedAt } of written)
    for (const stream of streams) {
      const at = stream.arrivals.get(number);
      if (at !== undefined) latencies.push(at - committedAt);
    }
  for (const stream of streams) stream.close();
  const expected = written.length * streams.length;
  const figures: Figures = summarize(latencies, 1_000, expected - latencies.length);
  // Events a second delivered, not requests: the rate column is not meaningful here.
  figures.perSecond = NaN;
  return { figures, delivered: latencies.length, expected };
}
