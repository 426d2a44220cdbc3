/**
 * Header matching by column NAME, never position: the three Goodreads layouts put the same
 * column at different indexes, and hand-edited files reorder, rename and re-case columns.
 */
import type { ColumnMapping, ParsedShelfRow } from './parsed-row.js';

/** One column a source knows: its key in our code, the header names it goes by, its field. */
export interface ColumnSpec<K extends string> {
  key: K;
  names: readonly string[];
  field: keyof ParsedShelfRow | null;
}

/**
 * Reduces a header cell to lower-case letters, digits and '/' so "Book Id", "book_id",
 * " BOOK ID " and "BookID" all match, as do "Owned?" and "Owned".
 */
export function normaliseHeader(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9/]/g, '');
}

export interface ResolvedColumns<K extends string> {
  /** Index of each known column that the file has; the first one wins on duplicates. */
  indexOf: Partial<Record<K, number>>;
  mapping: ColumnMapping[];
}

/** Finds each spec'd column in a header row and describes every header cell for the preview. */
export function resolveColumns<K extends string>(
  header: readonly string[],
  specs: readonly ColumnSpec<K>[],
): ResolvedColumns<K> {
  const indexOf: Partial<Record<K, number>> = {};
  const mapping = header.map((cell, index): ColumnMapping => {
    const name = normaliseHeader(cell);
    const spec = specs.find((s) => s.names.some((n) => normaliseHeader(n) === name));
    if (!spec || indexOf[spec.key] !== undefined) return { column: cell.trim(), field: null };
    indexOf[spec.key] = index;
    return { column: cell.trim(), field: spec.field };
  });
  return { indexOf, mapping };
}

/** Reads a record's cell by column key: '' when the file has no such column or a short row. */
export type CellReader<K extends string> = (key: K) => string;

export function cellReader<K extends string>(
  record: readonly string[],
  indexOf: Partial<Record<K, number>>,
): CellReader<K> {
  return (key) => {
    const index = indexOf[key];
    return index === undefined ? '' : (record[index] ?? '');
  };
}

/** The record as header -> value, kept with a failed row so the reader sees what was there. */
export function rawRecord(
  header: readonly string[],
  record: readonly string[],
): Record<string, string> {
  const raw: Record<string, string> = {};
  header.forEach((cell, index) => {
    const name = cell.trim() || `Column ${index + 1}`;
    if (!(name in raw)) raw[name] = record[index] ?? '';
  });
  return raw;
}
