/** Whole files: what makes a file unusable, and what a spreadsheet does to an export. */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors.js';
import { detectSource } from './detect-source.js';
import { emptyFileMessage, parseReadingExport } from './parse-export.js';

const storygraph8 =
  'Title,Authors,Contributors,ISBN/UID,Format,Read Status,Date Added,Last Date Read';
const goodreads24 =
  'Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,' +
  'Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,' +
  'Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,' +
  'Private Notes,Read Count,Owned Copies';

function failureOf(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('detectSource', () => {
  it('matches names case-insensitively, trimmed, in any order', () => {
    expect(detectSource(['  EXCLUSIVE SHELF', 'title ', 'book_id'])).toBe('goodreads');
    expect(detectSource(['read status', 'TITLE', 'isbn/uid', 'Owned'])).toBe('storygraph');
    expect(detectSource(storygraph8.split(','))).toBe('storygraph');
    expect(detectSource(goodreads24.split(','))).toBe('goodreads');
  });

  it('explains what is missing', () => {
    const noTitle = failureOf(() => detectSource(['Name', 'Author', 'Rating']));
    expect(noTitle.code).toBe('VALIDATION_FAILED');
    expect(noTitle.message).toBe(
      "This file doesn't look like a Goodreads or StoryGraph export: it has no Title column.",
    );
    expect(failureOf(() => detectSource(['Title', 'Author', 'Year'])).message).toMatch(
      /it has a Title column but none of Goodreads' columns \(Book Id/,
    );
    expect(failureOf(() => detectSource(['Title', 'Book Id', 'Read Status'])).message).toMatch(
      /as many Goodreads columns as StoryGraph ones/,
    );
  });
});

describe('parseReadingExport', () => {
  it('refuses an empty file, or one with only a BOM and blank lines', () => {
    expect(failureOf(() => parseReadingExport('')).message).toBe(emptyFileMessage);
    expect(failureOf(() => parseReadingExport('\uFEFF\n\r\n  ')).message).toBe(emptyFileMessage);
  });

  it('refuses a file that is not an export', () => {
    const csv = 'name,email\nAda,ada@example.com\n';
    expect(failureOf(() => parseReadingExport(csv)).message).toMatch(/it has no Title column/);
  });

  it('strips a UTF-8 BOM so the first column is still found', () => {
    const file = parseReadingExport(`\uFEFF${storygraph8}\nDune,Frank Herbert,,,,read,,\n`);
    expect(file.columns[0]).toEqual({ column: 'Title', field: 'title' });
    expect(file.rows[0]?.title).toBe('Dune');
  });

  it('reads a header-only file as no rows', () => {
    expect(parseReadingExport(`${goodreads24}\n`)).toMatchObject({ rows: [], failures: [] });
  });

  it('reads a file Excel saved with semicolons, and ignores its rows of bare separators', () => {
    const csv = [
      storygraph8.replaceAll(',', ';'),
      '"The Hobbit, or There and Back Again";J.R.R. Tolkien;;;;read;;',
      ';;;;;;;',
      '',
    ];
    const file = parseReadingExport(csv.join('\r\n'));
    expect(file.rows).toHaveLength(1);
    expect(file.rows[0]).toMatchObject({
      title: 'The Hobbit, or There and Back Again',
      authors: ['J.R.R. Tolkien'],
    });
    expect(file.failures).toEqual([]);
  });

  it('keeps short and long rows instead of refusing the file', () => {
    const file = parseReadingExport(
      `${storygraph8}\nDune,Frank Herbert\nEmma,Jane Austen,,,,,,,extra\n`,
    );
    expect(file.rows.map((r) => r.title)).toEqual(['Dune', 'Emma']);
  });

  it('explains a broken quote', () => {
    const csv = `${storygraph8}\n"Dune,Frank Herbert,,,,read,,\n`;
    expect(failureOf(() => parseReadingExport(csv)).message).toMatch(
      /^This file couldn't be read as CSV: a quoted value is never closed \(near line \d+\)/,
    );
  });
});
