/** Loads the search benchmark's catalogue (bench/support/catalogue.ts), then its search index. */
import { rebuildSearchIndex } from '../../server/modules/books/search/search-index.js';
import type { DatabaseHandle } from '../../server/platform/db/database.js';
import { loadCatalogue } from '../support/catalogue.js';
import { vacuumAnalyze } from '../support/catalogue.queries.js';
import { progress, timed } from '../support/progress.js';

export async function buildCatalogue(
  database: DatabaseHandle,
  url: string | undefined,
  options: { books: number; seed: number },
): Promise<void> {
  await loadCatalogue(database, url, options);
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
