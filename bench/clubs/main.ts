/**
 * `npm run bench:clubs`: book clubs under load at a realistic size (issue 11, "Must show").
 * Seeds (or reuses) a PostgreSQL database of 100,000 clubs and 2,000,000 memberships among
 * 250,000 members, with the goodbooks-10k as the catalogue, starts the app as its own process,
 * then measures at 10 clients beside the floors of the same run (`select 1` through a pool,
 * /api/health): /book-clubs searches and the club page API, each as a visitor and as a member
 * with clubs. Prints the figures and a verdict per target (docs/performance.md, "Clubs under
 * load").
 *
 * Flags: --clubs --memberships --members (sizes), --duration --warmup (seconds per figure),
 * --connections, --seed, --rebuild (seed again), --seed-only, --server tsx|dist, --data-dir,
 * --database-url (its name must contain "bench").
 */
import { parseArgs } from 'node:util';
import { projectPath } from '../../server/platform/project-root.js';
import { openBenchDatabase } from '../forum/bench-database.js';
import { runClubsBenchmark } from './run.js';
import { ensureClubsSeeded } from './seed.js';

const { values } = parseArgs({
  options: {
    clubs: { type: 'string', default: '100000' },
    memberships: { type: 'string', default: '2000000' },
    members: { type: 'string', default: '250000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10' },
    seed: { type: 'string', default: '20261127' },
    rebuild: { type: 'boolean', default: false },
    'seed-only': { type: 'boolean', default: false },
    // From the sources by default: `dist` builds first when they are newer than the build.
    server: { type: 'string', default: 'tsx' },
    'data-dir': { type: 'string', default: projectPath('.data-bench-clubs') },
    'database-url': {
      type: 'string',
      default: 'postgres://postgres@127.0.0.1:5432/bookhive_bench_clubs',
    },
  },
});

const url = values['database-url'];
const { database, name: databaseName } = await openBenchDatabase(url);
const sizes = {
  members: Number(values.members),
  clubs: Number(values.clubs),
  memberships: Number(values.memberships),
  seed: Number(values.seed),
};
try {
  await ensureClubsSeeded(database, url, sizes, values.rebuild);
  if (!values['seed-only'])
    await runClubsBenchmark({
      database,
      databaseName,
      url,
      dataDir: values['data-dir'],
      serverMode: values.server === 'dist' ? 'dist' : 'tsx',
      sizes,
      load: {
        connections: Number(values.connections),
        warmupMs: Number(values.warmup) * 1000,
        durationMs: Number(values.duration) * 1000,
      },
    });
} finally {
  await database.close();
}
