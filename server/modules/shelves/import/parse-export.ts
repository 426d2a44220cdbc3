/**
 * A reader's reading-history file, as text, to parsed rows: strips the BOM, reads the CSV
 * (reviews hold quotes, commas and line breaks), recognises Goodreads or StoryGraph by the
 * header and maps every record. Pure: no database, no HTTP; the importer service stores it.
 */
import { CsvError, parse } from 'csv-parse/sync';
import { errors } from '../../../platform/errors.js';
import {
  cellReader,
  rawRecord,
  resolveColumns,
  type CellReader,
  type ColumnSpec,
} from './columns.js';
import { detectSource } from './detect-source.js';
import { goodreadsColumns, mapGoodreadsRow } from './goodreads.js';
import type { MappedRecord, ParsedFile, ParsedShelfRow, RowFailure } from './parsed-row.js';
import { mapStorygraphRow, storygraphColumns } from './storygraph.js';

export const emptyFileMessage =
  'The file is empty. Export your library from Goodreads or StoryGraph and upload that CSV file.';

/**
 * Excel in many European locales saves "CSV" with semicolons, and a sheet pasted into a text
 * file uses tabs: the header row, which has no quoted commas, tells which one the file uses.
 */
function sniffDelimiter(text: string): string {
  const headerLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (delimiter: string) => headerLine.split(delimiter).length;
  return [',', ';', '\t'].reduce((best, next) => (count(next) > count(best) ? next : best));
}

function readCsv(text: string): string[][] {
  try {
    // Lenient on column counts and stray quotes: hand-edited files still import row by row.
    return parse(text, {
      delimiter: sniffDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const where = typeof error.lines === 'number' ? ` (near line ${error.lines})` : '';
    const why =
      error.code === 'CSV_QUOTE_NOT_CLOSED'
        ? 'a quoted value is never closed'
        : 'its quotes or separators are not valid CSV';
    throw errors.validation(
      `This file couldn't be read as CSV: ${why}${where}. Export it again from Goodreads or ` +
        'StoryGraph rather than editing it.',
    );
  }
}

/** Binds a source's column specs to this header; returns a record mapper and the preview mapping. */
function bindSource<K extends string>(
  header: readonly string[],
  columns: readonly ColumnSpec<K>[],
  map: (cell: CellReader<K>, rowNumber: number) => MappedRecord,
) {
  const { indexOf, mapping } = resolveColumns(header, columns);
  const mapRecord = (record: string[], rowNumber: number) =>
    map(cellReader(record, indexOf), rowNumber);
  return { mapping, mapRecord };
}

/** Parses a Goodreads or StoryGraph export; throws a validation error for an unusable file. */
export function parseReadingExport(csvText: string): ParsedFile {
  const text = csvText.replace(/^\uFEFF/, '');
  if (!text.trim()) throw errors.validation(emptyFileMessage);
  const [header = [], ...records] = readCsv(text);
  const source = detectSource(header);
  const { mapping, mapRecord } =
    source === 'goodreads'
      ? bindSource(header, goodreadsColumns, mapGoodreadsRow)
      : bindSource(header, storygraphColumns, mapStorygraphRow);

  const rows: ParsedShelfRow[] = [];
  const failures: RowFailure[] = [];
  records.forEach((record, index) => {
    // Spreadsheets leave rows of bare separators at the end: they hold no book, so no failure.
    if (record.every((value) => !value.trim())) return;
    const rowNumber = index + 1;
    const mapped = mapRecord(record, rowNumber);
    if ('row' in mapped) rows.push(mapped.row);
    else failures.push({ rowNumber, reason: mapped.failure, raw: rawRecord(header, record) });
  });
  return { source, columns: mapping, rows, failures };
}
