/**
 * The benchmarks' catalogue: the real goodbooks-10k books through the app's own importer, then
 * a synthetic catalogue grown from them to N books, copied in bulk (see synthetic-catalogue.ts).
 * Search indexing is the search benchmark's own step; other benchmarks do without it.
 */
import { importGoodbooks } from '../../server/modules/books/import/goodbooks-import.js';
import type { DatabaseHandle } from '../../server/platform/db/database.js';
import { projectPath } from '../../server/platform/project-root.js';
import { createBulkWriter } from './bulk-insert.js';
import { emptyCatalogue, existingAuthors, realBooks } from './catalogue.queries.js';
import { progress } from './progress.js';
import { columns, createSyntheticCatalogue } from './synthetic-catalogue.js';

const booksCsv = projectPath('../shared/data/books.csv');

/** Replaces the catalogue with the real books plus synthetic ones, `books` in all. */
export async function loadCatalogue(
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
  if (synthetic <= 0) return;
  const catalogue = createSyntheticCatalogue(
    await realBooks(database),
    await existingAuthors(database),
    { books: synthetic, seed: options.seed },
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
