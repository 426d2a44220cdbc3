/**
 * `npm run bench:search [-- --books N --duration S]`: the catalogue search under load.
 * Imports the real goodbooks-10k books, grows a synthetic catalogue to N books (default one
 * million), builds the search index, then measures GET /api/books/search through HTTP at 1
 * and 10 concurrent clients for five kinds of query, beside the same SQL sent straight to the
 * database. PGlite by default (in .data-bench-search/), PostgreSQL when DATABASE_URL is set.
 * A catalogue already loaded at the same size is reused; --reindex rebuilds only its search
 * index, --rebuild starts again.
 */
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase } from '../../server/platform/db/database.js';
import { projectPath } from '../../server/platform/project-root.js';
import { realBooks, serverVersion } from '../support/catalogue.queries.js';
import type { Figures } from '../support/latency.js';
import { measureHttp } from '../support/load-client.js';
import { catalogueSize, vocabulary } from './bench.queries.js';
import { buildCatalogue, reindexCatalogue } from './build-catalogue.js';
import { measureDirect, recordStatements } from './direct-sql.js';
import { buildQuerySets, queryKinds, type QueryKind } from './query-sets.js';
import { printReport, type Row } from './report.js';

const { values } = parseArgs({
  options: {
    books: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    seed: { type: 'string', default: '20261121' },
    rebuild: { type: 'boolean', default: false },
    reindex: { type: 'boolean', default: false },
    'data-dir': { type: 'string', default: projectPath('.data-bench-search') },
  },
});
const books = Math.max(10_000, Number(values.books));
const timing = {
  durationMs: Number(values.duration) * 1000,
  warmupMs: Number(values.warmup) * 1000,
};
const seed = Number(values.seed);
const url = process.env.DATABASE_URL;

const database = await openDatabase(
  url
    ? { kind: 'postgres', url }
    : { kind: 'pglite', dir: path.join(values['data-dir'], 'pglite') },
);
try {
  await database.migrate();
  const size = await catalogueSize(database);
  if (values.rebuild || size.works !== books || size.documents !== books) {
    await buildCatalogue(database, url, { books, seed });
  } else if (values.reindex) {
    await reindexCatalogue(database);
  } else {
    console.log(`Reusing the catalogue already loaded: ${books.toLocaleString('en')} books.`);
  }
  const real = await realBooks(database);
  const sets = buildQuerySets(
    await vocabulary(database),
    real.map((b) => b.title),
    seed,
  );
  for (const kind of queryKinds) console.log(`${kind}: ${sets[kind].join(' | ')}`);

  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: values['data-dir'],
    APP_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'warn',
    COVER_MIGRATION: 'false',
    ...(url ? { DATABASE_URL: url } : {}),
  });
  const app = await buildApp({ config, database, webRoot: null });
  await app.server.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const search = (q: string) => app.services.search.search({ q, page: 1 });

  const loadBefore = os.loadavg();
  const rows: Row[] = [];
  // The floor on this machine at this moment: HTTP plus one trivial round trip (select 1).
  for (const connections of [1, 10]) {
    const floor = {
      baseUrl,
      requests: [{ label: 'floor', path: '/api/health' }],
      connections,
      ...timing,
    };
    const select1 = [[{ text: 'select 1', values: [] }]];
    rows.push({
      kind: 'floor',
      connections,
      http: (await measureHttp(floor)).all,
      sql: await measureDirect(database, url, select1, connections, timing),
      statements: 1,
    });
  }
  for (const kind of queryKinds as readonly QueryKind[]) {
    const queries = sets[kind];
    for (const q of queries) await search(q); // warm
    const statements = [];
    for (const q of queries) {
      const recorded = await recordStatements(() => search(q));
      statements.push(recorded.filter((s) => !s.text.includes('pgboss')));
    }
    const requests = queries.map((q) => ({
      label: kind,
      path: `/api/books/search?q=${encodeURIComponent(q)}`,
    }));
    for (const connections of [1, 10]) {
      const http: Figures = (await measureHttp({ baseUrl, requests, connections, ...timing })).all;
      const sql: Figures = await measureDirect(database, url, statements, connections, timing);
      rows.push({ kind, connections, http, sql, statements: statements[0]?.length ?? 0 });
      console.log(`measured ${kind} at ${connections} client(s)`);
    }
  }
  await app.server.close();

  printReport(
    rows,
    {
      books,
      database: url ? await serverVersion(database) : 'PGlite (in-process)',
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}`,
      node: process.version,
      date: new Date().toISOString(),
      duration: `${values.duration} s per figure after ${values.warmup} s warm-up`,
      // Other work on the machine shows here: the figures are only as quiet as the machine was.
      'load average': `${loadBefore.map((l) => l.toFixed(1)).join(' ')} before, ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} after`,
    },
    url !== undefined,
  );
} finally {
  await database.close();
}
