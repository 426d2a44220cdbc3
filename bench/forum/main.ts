/**
 * `npm run bench:forum`: the forum under load at a realistic size (issue 10, "Must show").
 * Seeds (or reuses) a PostgreSQL database of 100,000 members, 20,000 threads and 2,000,000
 * posts, starts the app as two processes, then measures at 10 clients beside the floors of
 * the same run (`select 1` through a pool, /api/health): a thread's first and a deep page,
 * replying with notifications, forum search, and a new post reaching 1,000 open streams split
 * between the two processes. Prints the figures and a verdict per target
 * (docs/performance.md, "Forum under load").
 *
 * Flags: --members --threads --posts (sizes), --streams, --duration --warmup (seconds per
 * figure), --connections, --seed, --rebuild (seed again), --seed-only, --server tsx|dist,
 * --database-url (its name must contain "bench").
 */
import { parseArgs } from 'node:util';
import { projectPath } from '../../server/platform/project-root.js';
import { openBenchDatabase } from './bench-database.js';
import { runForumBenchmark } from './run.js';
import { ensureForumSeeded } from './seed.js';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    threads: { type: 'string', default: '20000' },
    posts: { type: 'string', default: '2000000' },
    streams: { type: 'string', default: '1000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10' },
    seed: { type: 'string', default: '20261124' },
    rebuild: { type: 'boolean', default: false },
    'seed-only': { type: 'boolean', default: false },
    // From the sources by default: `dist` builds first when they are newer than the build.
    server: { type: 'string', default: 'tsx' },
    'data-dir': { type: 'string', default: projectPath('.data-bench-forum') },
    'database-url': {
      type: 'string',
      default: 'postgres://postgres@127.0.0.1:5432/bookhive_bench_forum',
    },
  },
});

const url = values['database-url'];
const { database, name: databaseName } = await openBenchDatabase(url);
const sizes = {
  members: Number(values.members),
  threads: Number(values.threads),
  posts: Number(values.posts),
  seed: Number(values.seed),
};
try {
  await ensureForumSeeded(database, url, sizes, values.rebuild);
  if (!values['seed-only'])
    await runForumBenchmark({
      database,
      databaseName,
      url,
      dataDir: values['data-dir'],
      serverMode: values.server === 'dist' ? 'dist' : 'tsx',
      sizes,
      streams: Number(values.streams),
      load: {
        connections: Number(values.connections),
        warmupMs: Number(values.warmup) * 1000,
        durationMs: Number(values.duration) * 1000,
      },
    });
} finally {
  await database.close();
}
