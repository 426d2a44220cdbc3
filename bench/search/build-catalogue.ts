/** Loads the benchmark catalogue: the real books, the synthetic ones, then the search index. */
import { importGoodbooks } from '../../server/modules/books/import/goodbooks-import.js';
import { rebuildSearchIndex } from '../../server/modules/books/search/search-index.js';
import type { DatabaseHandle } from '../../server/platform/db/database.js';
import { projectPath } from '../../server/platform/project-root.js';
import { emptyCatalogue, existingAuthors, realBooks, vacuumAnalyze } from './bench.queries.js';
import { createBulkWriter } from './bulk-insert.js';
import { columns, createSyntheticCatalogue } from './synthetic-catalogue.js';

const booksCsv = projectPath('../shared/data/books.csv');

function progress(label: string, done: number, total: number, startedAt: number): void {
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(0);
  const line = `${label}: ${done.toLocaleString('en')} / ${total.toLocaleString('en')} (${seconds} s)`;
  if (process.stdout.isTTY) process.stdout.write(`\r${line}   ${done >= total ? '\n' : ''}`);
  else console.log(line);
}

async function timed(label: string, run: () => Promise<void>): Promise<void> {
  const startedAt = performance.now();
  await run();
  console.log(`${label}: ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
}

export async function buildCatalogue(
  database: DatabaseHandle,
  url: string | undefined,
  options: { books: number; seed: number },
): Promise<void> {
  await emptyCatalogue(database);
  let startedAt = performance.now();
  await importGoodbooks(database.db, { books: booksCsv }, ({ done, total }) =>
    progress('Importing goodbooks-10k', done, total, startedAt),
  );

  const synthetic = options.books - 10_000;
  if (synthetic > 0) {
    const catalogue = createSyntheticCatalogue(
      await realBooks(database),
      await existingAuthors(database),
      {
        books: synthetic,
        seed: options.seed,
      },
    );
    const writer = createBulkWriter(database, url);
    try {
      await writer.insert('authors', columns.authors, catalogue.newAuthors);
      startedAt = performance.now();
      let done = 0;
      for (const batch of catalogue.batches(50_000)) {
        await writer.insert('works', columns.works, batch.works);
        await writer.insert('work_authors', columns.workAuthors, batch.workAuthors);
        await writer.insert('editions', columns.editions, batch.editions);
        done += batch.works.length;
        progress('Synthetic books', done, synthetic, startedAt);
      }
    } finally {
      await writer.close();
    }
  }

  await reindexCatalogue(database);
}

/** Rebuilds the search index of the loaded catalogue, with progress, then VACUUM ANALYZE. */
export async function reindexCatalogue(database: DatabaseHandle): Promise<void> {
  // Fresh statistics before the rebuild reads the catalogue back (COPY leaves none).
  await timed('VACUUM ANALYZE of the catalogue', () => vacuumAnalyze(database));
  let startedAt = performance.now();
  const phases = new Set<string>();
  await rebuildSearchIndex(database.db, ({ phase, done, total }) => {
    if (!phases.has(phase)) {
      phases.add(phase);
      startedAt = performance.now();
    }
    progress(`Search index, ${phase}`, done, total, startedAt);
  });
  await timed('VACUUM ANALYZE of the index', () => vacuumAnalyze(database));
}
