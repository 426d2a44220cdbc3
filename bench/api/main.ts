/**
 * `npm run bench:api`: the API under load at a realistic size. Seeds (or reuses) a PostgreSQL
 * database of members and their shelves over the benchmark catalogue, starts the app as its own
 * process, then loads it from a worker thread at 10 clients: first each route alone beside the
 * /api/health floor, then a mixed soak with shelving writes while watching the server's memory.
 * Prints the figures and a verdict per target (docs/performance.md, "API under load").
 *
 * Flags: --members --entries --books (sizes), --duration --warmup (seconds per route), --soak
 * (seconds; 0 skips it), --routes "my shelf,book" (some routes only), --connections, --seed,
 * --rebuild (seed again), --seed-only, --server dist|tsx, --cpu-prof (a V8 profile of the
 * server in --data-dir), --database-url (its name must contain "bench").
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../server/platform/db/database.js';
import { projectPath } from '../../server/platform/project-root.js';
import { runBenchmark } from './run.js';
import { ensureSeeded } from './seed.js';
import { routes, type Route } from './workload.js';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    entries: { type: 'string', default: '5000000' },
    books: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    soak: { type: 'string', default: '600' },
    connections: { type: 'string', default: '10' },
    seed: { type: 'string', default: '20261121' },
    rebuild: { type: 'boolean', default: false },
    'seed-only': { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
    routes: { type: 'string', default: routes.join(',') },
    server: { type: 'string', default: 'dist' },
    'database-url': {
      type: 'string',
      default: 'postgres://postgres@127.0.0.1:5432/bookhive_bench_api',
    },
    'data-dir': { type: 'string', default: projectPath('.data-bench-api') },
  },
});

const url = values['database-url'];
const databaseName = decodeURIComponent(new URL(url).pathname.slice(1));
// Seeding truncates members and the catalogue: never point it at a database that matters.
if (!databaseName.includes('bench'))
  throw new Error(`Refusing to seed "${databaseName}": the database's name must contain "bench".`);
const serverMode = values.server;
if (serverMode !== 'dist' && serverMode !== 'tsx') throw new Error('--server must be dist or tsx');
const wanted = {
  books: Math.max(10_000, Number(values.books)),
  members: Number(values.members),
  entries: Number(values.entries),
  seed: Number(values.seed),
};
const chosenRoutes = values.routes.split(',').map((r) => r.trim());
const unknown = chosenRoutes.filter((r) => !(routes as readonly string[]).includes(r));
if (unknown.length > 0)
  throw new Error(`Unknown route ${unknown.join(', ')}; the routes are: ${routes.join(', ')}`);
const connections = Number(values.connections);
const warmupMs = Number(values.warmup) * 1000;
const durationMs = Number(values.duration) * 1000;
const soakMs = Number(values.soak) * 1000;

/** Creates the benchmark's database on its server when it is missing. */
async function ensureDatabase(): Promise<void> {
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [databaseName]);
    if (found.rowCount === 0) {
      await admin.query(`create database ${pg.escapeIdentifier(databaseName)}`);
      console.log(`Created the database ${databaseName}.`);
    }
  } finally {
    await admin.end();
  }
}

await ensureDatabase();
const database = await openDatabase({ kind: 'postgres', url });
try {
  await database.migrate();
  await ensureSeeded(database, url, wanted, values.rebuild);
  if (!values['seed-only'])
    await runBenchmark({
      database,
      databaseName,
      url,
      dataDir: values['data-dir'],
      serverMode,
      cpuProfile: values['cpu-prof'],
      routes: chosenRoutes as Route[],
      seed: wanted.seed,
      sizes: wanted,
      load: { connections, warmupMs, durationMs, soakMs },
    });
} finally {
  await database.close();
}
