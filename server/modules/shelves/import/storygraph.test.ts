/** StoryGraph's 23-column export and the reduced 8-column file (M/D/YYYY dates). */
import { describe, expect, it } from 'vitest';
import { parseReadingExport } from './parse-export.js';
import { parseDatesRead } from './storygraph.js';

const header =
  'Title,Authors,Contributors,ISBN/UID,Format,Read Status,Date Added,Last Date Read,Dates Read,' +
  'Read Count,Moods,Pace,Character- or Plot-Driven?,Strong Character Development?,' +
  'Loveable Characters?,Diverse Characters?,Flawed Characters?,Star Rating,Review,' +
  'Content Warnings,Content Warning Description,Tags,Owned?';

// Each row has the 23 fields; the last 11 are Flawed Characters? … Owned?.
const csv = [
  header,
  'The Fifth Season,N.K. Jemisin,"",9780316229296,paperback,read,2023/05/01,2024/02/10,"2024/02/01-2024/02/10, 2023/05/23-2023/06/07",2,"dark, emotional, tense",medium,A mix,Yes,Yes,Yes,Yes,4.25,"Stunning.\nRead it twice, ""twice""!","Graphic: Death","",favourites,Yes',
  'Kindle Only,Some Writer,"",B07MNWKF2M,digital,currently-reading,2024/01/01,"",2024/01/03-,"","",fast,"","","","","","","","","","",No',
  'The Shipping News,Annie Proulx,"",140143505,paperback,paused,2022/03/04,"","","","","","","","","","",3.75,"","","","",No',
  'Good Omens,"Terry Pratchett, Neil Gaiman","Stephen Briggs (Narrator)",0060853972,audio,"",2021/09/09,2021/10/10,2021/10/10,"","","","","","","","",0.25,"","","","funny, audiobooks",""',
  'Someday Maybe,"","","","","","","","","","","","","","","","","","","","","",""',
  'Not For Me,Some Writer,"",9780062225672,hardcover,did-not-finish,2020/01/02,"","","","","","","","","","",5.0,"","","","",No',
  'Mystery Book,Some Writer,"",9780062225672,hardcover,reading-later,2020/01/02,"","","","","","","","","","","","","","","",Maybe',
  '"",Nobody,"",B00ASINONLY,"",read,"","","","","","","","","","","","","","","","",""',
].join('\n');

describe('StoryGraph, 23 columns', () => {
  const file = parseReadingExport(csv);
  const byTitle = (title: string) => file.rows.find((r) => r.title === title);

  it('is recognised and every record is accounted for', () => {
    expect(file.source).toBe('storygraph');
    expect(file.rows.length + file.failures.length).toBe(8);
    expect(file.failures.map((f) => f.rowNumber)).toEqual([8]);
    expect(file.columns.find((c) => c.column === 'Moods')).toEqual({
      column: 'Moods',
      field: null,
    });
    expect(file.columns.find((c) => c.column === 'Owned?')?.field).toBe('ownedCopies');
  });

  it('reads several reads and ranges, oldest first, and rounds 4.25 up to 4.5', () => {
    expect(byTitle('The Fifth Season')).toMatchObject({
      authors: ['N.K. Jemisin'],
      isbn13: '9780316229296',
      isbn10: '0316229296',
      sourceId: null,
      status: 'read',
      rating: 4.5,
      review: 'Stunning.\nRead it twice, "twice"!',
      readCount: 2,
      ownedCopies: 1,
      dateAdded: '2023-05-01',
      readThroughs: [
        { startedOn: '2023-05-23', finishedOn: '2023-06-07' },
        { startedOn: '2024-02-01', finishedOn: '2024-02-10' },
      ],
      tags: ['favourites'],
      format: 'paperback',
      reviewHasSpoilers: false,
    });
    expect(byTitle('The Fifth Season')?.warnings).toEqual(['Rating 4.25 rounded to 4.5']);
  });

  it('keeps an ASIN as the source id and an open range as a read in progress', () => {
    expect(byTitle('Kindle Only')).toMatchObject({
      isbn10: null,
      isbn13: null,
      sourceId: 'B07MNWKF2M',
      status: 'currently_reading',
      rating: null,
      readCount: 0,
      ownedCopies: 0,
      readThroughs: [{ startedOn: '2024-01-03', finishedOn: null }],
      warnings: [],
    });
  });

  it("restores a lost leading zero and imports 'paused' as currently reading", () => {
    const row = byTitle('The Shipping News');
    expect(row).toMatchObject({ isbn10: '0140143505', isbn13: '9780140143508' });
    expect(row).toMatchObject({ status: 'currently_reading', rating: 4 });
    expect(row?.warnings).toEqual([
      "Read status 'paused' imported as currently reading (Bookhive has no paused shelf)",
      'Rating 3.75 rounded to 4',
    ]);
  });

  it('reads an empty status with a read date as read; contributors are not authors', () => {
    expect(byTitle('Good Omens')).toMatchObject({
      authors: ['Terry Pratchett', 'Neil Gaiman'],
      status: 'read',
      rating: 0.5,
      readCount: 1,
      readThroughs: [{ startedOn: null, finishedOn: '2021-10-10' }],
      tags: ['funny', 'audiobooks'],
      format: 'audio',
    });
  });

  it('reads "" fields as empty and an empty status with no date as want to read', () => {
    expect(byTitle('Someday Maybe')).toMatchObject({
      authors: [],
      isbn13: null,
      sourceId: null,
      status: 'want_to_read',
      rating: null,
      review: '',
      readThroughs: [],
      tags: [],
      format: null,
      dateAdded: null,
      warnings: [],
    });
  });

  it('maps did-not-finish, 5.0 stars, unknown statuses and odd Owned? values', () => {
    expect(byTitle('Not For Me')).toMatchObject({ status: 'did_not_finish', rating: 5 });
    expect(byTitle('Mystery Book')).toMatchObject({ status: 'want_to_read', ownedCopies: 0 });
    expect(byTitle('Mystery Book')?.warnings).toEqual([
      "Unknown read status 'reading-later' imported as want to read, as it has no read date",
      "Owned? 'Maybe' is neither yes nor no, so it was read as no",
    ]);
  });

  it('fails a row with only an ASIN: there is no title or ISBN to find the book by', () => {
    expect(file.failures[0]?.raw).toMatchObject({ Authors: 'Nobody', 'ISBN/UID': 'B00ASINONLY' });
  });
});

describe('StoryGraph, reduced 8-column file', () => {
  const file = parseReadingExport(
    [
      'Title,Authors,Contributors,ISBN/UID,Format,Read Status,Date Added,Last Date Read',
      'Dune,Frank Herbert,,9780441172719,paperback,read,1/15/2023,3/2/2023',
      'Emma,Jane Austen,,,hardcover,to-read,12/1/2022,',
    ].join('\r\n'),
  );

  it('reads M/D/YYYY dates and takes the read from Last Date Read', () => {
    expect(file.source).toBe('storygraph');
    expect(file.rows[0]).toMatchObject({
      title: 'Dune',
      status: 'read',
      dateAdded: '2023-01-15',
      readThroughs: [{ startedOn: null, finishedOn: '2023-03-02' }],
      readCount: 1,
      warnings: [],
    });
    expect(file.rows[1]).toMatchObject({ status: 'want_to_read', dateAdded: '2022-12-01' });
  });
});

describe('parseDatesRead', () => {
  it('skips what it cannot read, with a warning', () => {
    const warnings: string[] = [];
    const reads = parseDatesRead('2023/13/01, 2023/05/23 - 2023/06/07, soon', (w) =>
      warnings.push(w),
    );
    expect(reads).toEqual([{ startedOn: '2023-05-23', finishedOn: '2023-06-07' }]);
    expect(warnings).toEqual([
      "Dates Read '2023/13/01' is not a date or date range we can read, so it was skipped",
      "Dates Read 'soon' is not a date or date range we can read, so it was skipped",
    ]);
  });
});
