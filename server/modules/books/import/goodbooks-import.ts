/**
 * Imports a goodbooks-10k style catalogue: books.csv, and — when given — tags.csv with
 * book_tags.csv(.gz) to place each book in the category taxonomy. Idempotent: books are keyed
 * by the dataset's book_id, so running it again updates them — and re-links their authors,
 * which is how a database from before distinct non-Latin authors is repaired.
 */
import { parse } from 'csv-parse/sync';
import fs from 'node:fs';
import zlib from 'node:zlib';
import type { Db } from '../../../platform/db/database.js';
import { removeUncreditedMergedAuthors } from '../../authors/author-registry.js';
import { categoriesForTags, loadTagNames } from '../category-tags.js';
import type { CatalogueRecord } from './catalogue-record.js';
import { writeCatalogueBatch } from './catalogue-writer.js';
import { goodbooksRecord, type GoodbooksRow } from './goodbooks-record.js';

export interface GoodbooksFiles {
  books: string;
  tags?: string | undefined;
  bookTags?: string | undefined;
}

export interface ImportProgress {
  total: number;
  done: number;
}

export interface ImportSummary {
  rows: number;
  created: number;
  updated: number;
  skipped: { row: number; reason: string }[];
  isbnConflicts: number;
  categorised: number;
  workIds: string[];
  /** Slugs of the merged author rows of the ASCII-only slugs that this import left uncredited. */
  mergedAuthorsRemoved: string[];
}

const batchSize = 500;

function readText(file: string): string {
  const data = fs.readFileSync(file);
  return (file.endsWith('.gz') ? zlib.gunzipSync(data) : data).toString('utf8');
}

/** goodreads_book_id -> the book's shelf tags with counts (duplicate pairs keep the larger count). */
function loadBookTags(
  tagsFile: string,
  bookTagsFile: string,
): Map<string, { name: string; count: number }[]> {
  const names = loadTagNames(readText(tagsFile));
  const rows = parse(readText(bookTagsFile), { columns: true, skip_empty_lines: true }) as Record<
    string,
    string
  >[];
  const byBook = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const name = names.get(Number(row.tag_id));
    const book = row.goodreads_book_id;
    if (!name || !book) continue;
    const tags = byBook.get(book) ?? new Map<string, number>();
    tags.set(name, Math.max(tags.get(name) ?? 0, Number(row.count) || 0));
    byBook.set(book, tags);
  }
  return new Map(
    [...byBook].map(([book, tags]) => [book, [...tags].map(([name, count]) => ({ name, count }))]),
  );
}

export async function importGoodbooks(
  db: Db,
  files: GoodbooksFiles,
  onProgress: (progress: ImportProgress) => void = () => {},
): Promise<ImportSummary> {
  const rows = parse(readText(files.books), {
    columns: true,
    skip_empty_lines: true,
    bom: true,
  }) as GoodbooksRow[];
  const tagsByBook = files.tags && files.bookTags ? loadBookTags(files.tags, files.bookTags) : null;
  const summary: ImportSummary = {
    rows: rows.length,
    created: 0,
    updated: 0,
    skipped: [],
    isbnConflicts: 0,
    categorised: 0,
    workIds: [],
    mergedAuthorsRemoved: [],
  };
  onProgress({ total: rows.length, done: 0 });
  for (let start = 0; start < rows.length; start += batchSize) {
    const records: CatalogueRecord[] = [];
    rows.slice(start, start + batchSize).forEach((row, offset) => {
      const record = goodbooksRecord(row);
      if ('error' in record) {
        summary.skipped.push({ row: start + offset + 1, reason: record.error });
        return;
      }
      const tags = tagsByBook?.get(row.goodreads_book_id ?? '');
      if (tags) record.categories = categoriesForTags(tags);
      if (record.categories.length > 0) summary.categorised++;
      records.push(record);
    });
    const result = await writeCatalogueBatch(db, records, {
      replaceCategories: tagsByBook !== null,
    });
    summary.created += result.created;
    summary.updated += result.updated;
    summary.isbnConflicts += result.isbnConflicts.length;
    summary.workIds.push(...result.workIds);
    onProgress({ total: rows.length, done: Math.min(rows.length, start + batchSize) });
  }
  // Re-importing credits each book to its own author again; a merged row it emptied goes.
  summary.mergedAuthorsRemoved = await removeUncreditedMergedAuthors(db);
  return summary;
}
