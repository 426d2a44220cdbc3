/** `npm run cli -- books:import <books.csv> [--tags tags.csv --book-tags book_tags.csv.gz]` */
import { SingleBar, Presets } from 'cli-progress';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importGoodbooks } from '../modules/books/import/goodbooks-import.js';
import { prepareFirstPages } from '../modules/books/search/search-index.js';
import type { DatabaseHandle } from '../platform/db/database.js';

export class CliUsageError extends Error {}

function existing(file: string | undefined, what: string): string | undefined {
  if (file === undefined) return undefined;
  const resolved = path.resolve(file);
  if (!fs.existsSync(resolved)) throw new CliUsageError(`${what} not found: ${resolved}`);
  return resolved;
}

/** Parses the arguments (before anything opens the database). */
export function booksImportArgs(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { tags: { type: 'string' }, 'book-tags': { type: 'string' } },
    strict: true,
  });
  const books = existing(positionals[0], 'Books file');
  if (!books)
    throw new CliUsageError('Give the books CSV: npm run cli -- books:import path/to/books.csv');
  const tags = existing(values.tags, 'Tags file');
  const bookTags = existing(values['book-tags'], 'Book tags file');
  if (Boolean(tags) !== Boolean(bookTags))
    throw new CliUsageError(
      'Categories need both --tags (tags.csv) and --book-tags (book_tags.csv or .csv.gz).',
    );
  return { books, tags, bookTags };
}

/**
 * The ready first pages of the words the import touched (search-first-pages.ts): computed now
 * on PostgreSQL, so the first reader of each word does not wait for its search. PGlite runs
 * one statement at a time (about two minutes for goodbooks-10k), so there each page is
 * computed by the first search that needs it instead.
 */
async function prepareSearchPages(database: DatabaseHandle): Promise<void> {
  if (database.kind === 'pglite') {
    console.log('Search pages are prepared as readers search (embedded database).');
    return;
  }
  const bar = new SingleBar(
    { format: 'Search pages |{bar}| {percentage}% {value}/{total}', hideCursor: true },
    Presets.shades_classic,
  );
  const startedAt = Date.now();
  let shown = false;
  await prepareFirstPages(database.db, ({ done, total }) => {
    if (!shown) bar.start(total, 0);
    shown = true;
    bar.update(done);
  });
  bar.stop();
  if (shown)
    console.log(`Search pages ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);
}

export async function booksImport(
  database: DatabaseHandle,
  files: ReturnType<typeof booksImportArgs>,
): Promise<void> {
  const bar = new SingleBar(
    { format: 'Importing books |{bar}| {percentage}% {value}/{total} rows', hideCursor: true },
    Presets.shades_classic,
  );
  let started = false;
  const startedAt = Date.now();
  const summary = await importGoodbooks(database.db, files, ({ total, done }) => {
    if (!started) {
      bar.start(total, done);
      started = true;
    } else bar.update(done);
  });
  bar.stop();
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(
    `Imported ${summary.rows} rows in ${seconds} s: ${summary.created} new books, ${summary.updated} updated` +
      `${files.tags ? `, ${summary.categorised} placed in categories` : ' (no categories: pass --tags and --book-tags)'}.`,
  );
  if (summary.isbnConflicts > 0)
    console.log(
      `${summary.isbnConflicts} books share an ISBN with an earlier book; they were kept without it.`,
    );
  if (summary.mergedAuthorsRemoved.length > 0)
    console.log(
      `Removed the merged author page ${summary.mergedAuthorsRemoved.map((slug) => `/author/${slug}`).join(', ')}: ` +
        'each of its books is credited to its own author now.',
    );
  await prepareSearchPages(database);
  for (const skipped of summary.skipped.slice(0, 20))
    console.log(`Skipped row ${skipped.row}: ${skipped.reason}`);
  if (summary.skipped.length > 20)
    console.log(`…and ${summary.skipped.length - 20} more skipped rows.`);
}
