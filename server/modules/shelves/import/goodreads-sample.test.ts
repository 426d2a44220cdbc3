/**
 * The real Goodreads export in shared/data (326 records, 31-column layout, December 2020):
 * the counts below were taken from the file with an independent CSV reader.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../platform/project-root.js';
import type { ParsedFile, ParsedShelfRow } from './parsed-row.js';
import { parseReadingExport } from './parse-export.js';

const samplePath = path.resolve(
  projectRoot,
  '../shared/data/import-samples/goodreads_library_export.csv',
);

let file: ParsedFile;
const row = (rowNumber: number): ParsedShelfRow => {
  const found = file.rows.find((r) => r.rowNumber === rowNumber);
  if (!found) throw new Error(`row ${rowNumber} missing`);
  return found;
};

beforeAll(() => {
  file = parseReadingExport(fs.readFileSync(samplePath, 'utf8'));
});

describe('the real Goodreads sample', () => {
  it('accounts for every one of the 326 records', () => {
    expect(file.source).toBe('goodreads');
    expect(file.rows.length + file.failures.length).toBe(326);
    expect(file.failures).toEqual([]);
    expect(file.rows.map((r) => r.rowNumber)).toEqual(Array.from({ length: 326 }, (_, i) => i + 1));
  });

  it('maps every exclusive shelf, the custom "dropped" one to did not finish', () => {
    const counts: Record<string, number> = {};
    for (const r of file.rows) counts[r.status] = (counts[r.status] ?? 0) + 1;
    expect(counts).toEqual({
      read: 257,
      want_to_read: 64,
      currently_reading: 1,
      did_not_finish: 4,
    });
    expect([102, 106, 107, 108].map((n) => row(n).status)).toEqual(Array(4).fill('did_not_finish'));
    // "dropped" is the status now, not a tag; to-read and currently-reading are never tags.
    expect(file.rows.filter((r) => r.tags.length > 0)).toEqual([]);
    expect(row(102).warnings).toEqual([]);
  });

  it('reads My Rating 0 as unrated and keeps the known ratings', () => {
    expect(file.rows.filter((r) => r.rating === null)).toHaveLength(73);
    expect(row(1).rating).toBe(4); // Warbreaker
    expect(row(3).rating).toBeNull(); // the Kindle Subtle Knife, rated 0
    expect(row(4).rating).toBe(5); // Rhythm of War
    expect(row(24).rating).toBe(3); // Harry Potter and the Philosopher's Stone
    expect(row(102).rating).toBe(1); // dropped, but rated
  });

  it('has no read date for 148 records and exact dates elsewhere', () => {
    expect(file.rows.filter((r) => r.readThroughs.length === 0)).toHaveLength(148);
    expect(row(2).readThroughs).toEqual([{ startedOn: null, finishedOn: '2020-12-27' }]);
    expect(row(2).dateAdded).toBe('2011-02-06');
    expect(row(75).readThroughs).toEqual([{ startedOn: null, finishedOn: '2016-10-10' }]);
    expect(row(75).dateAdded).toBe('2016-12-13');
    expect(row(326).readThroughs).toEqual([]);
    expect(row(326).dateAdded).toBe('2010-12-02');
    // Currently reading, with the finish date of an earlier read kept as a read-through.
    expect(row(1).status).toBe('currently_reading');
    expect(row(1).readThroughs).toEqual([{ startedOn: null, finishedOn: '2014-04-05' }]);
  });

  it('decodes ="…" ISBNs and turns ="" into null', () => {
    expect(row(2)).toMatchObject({ isbn10: '0440238145', isbn13: '9780440238140' });
    expect(row(326)).toMatchObject({ isbn10: '0618260307', isbn13: '9780618260300' });
    expect(row(28)).toMatchObject({ isbn10: null, isbn13: null });
    // 143 records have ISBN ="": two of them get an ISBN-10 from their 978 ISBN13, and one
    // more has junk in both columns ("AlexisGlyn"/"Contributor"), which is ignored with a warning.
    expect(row(43)).toMatchObject({ isbn10: '1784978493', isbn13: '9781784978495' });
    expect(row(75)).toMatchObject({ isbn10: '1607021331', isbn13: '9781607021339' });
    expect(file.rows.filter((r) => r.isbn10 === null)).toHaveLength(143 - 2 + 1);
    expect(row(125)).toMatchObject({ isbn10: null, isbn13: null });
    expect(row(125).warnings).toEqual([
      "ISBN 'AlexisGlyn' is not a valid ISBN, so it was ignored",
      "ISBN13 'Contributor' is not a valid ISBN, so it was ignored",
    ]);
    expect(file.rows.filter((r) => r.warnings.length > 0).map((r) => r.rowNumber)).toEqual([125]);
  });

  it('keeps reviews as exported, <br/> and quotes included', () => {
    expect(file.rows.filter((r) => r.review.includes('<br/>'))).toHaveLength(142);
    expect(row(72).review).toMatch(/^Another great book by China Mieville!<br\/>This one is set/);
    expect(row(72).review).toContain('While this book is a "sequel" to [b:Perdido Street Station');
    expect(row(154).review).toMatch(/^A wonderful read! Expected more 'fantasy' to it/);
    expect(row(72).privateNotes).toBe('Read in 2011 June, and 2015 April');
  });

  it('reads authors, counts and book details', () => {
    expect(row(134).authors).toEqual([
      'Mikhail Bulgakov',
      'Ellendea Proffer',
      "Katherine Tiernan O'Connor",
      'Diana Lewis Burgin',
    ]);
    expect(row(34).authors).toEqual(['Paul Krueger']); // "Paul   Krueger" in the file
    expect(row(3).title).toBe('The Subtle Knife (His Dark Materials, #2)'); // double space
    expect(row(63)).toMatchObject({ readCount: 3, ownedCopies: 1, sourceId: '7235533' });
    expect(row(63)).toMatchObject({ pages: 1007, publicationYear: 2010, format: 'Hardcover' });
    expect(row(300).publicationYear).toBe(1986); // original year, not the 2004 edition
    expect(row(102).readCount).toBe(0);
  });

  it('maps every column for the preview, ignoring the purchase and recommendation ones', () => {
    expect(file.columns).toHaveLength(31);
    expect(file.columns[0]).toEqual({ column: 'Book Id', field: 'sourceId' });
    expect(file.columns.find((c) => c.column === 'BCID')).toEqual({ column: 'BCID', field: null });
    expect(file.columns.filter((c) => c.field !== null)).toHaveLength(21);
  });
});
