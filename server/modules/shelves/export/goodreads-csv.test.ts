import { describe, expect, it } from 'vitest';
import { parseReadingExport } from '../import/parse-export.js';
import { goodreadsHeader, toGoodreadsCsv, type ExportEntry } from './goodreads-csv.js';

const base: ExportEntry = {
  bookId: 'b6f3c1de-0000-4000-8000-000000000001',
  title: 'Project Hail Mary',
  authors: ['Andy Weir'],
  isbn10: '0593135202',
  isbn13: '9780593135204',
  rating: 4,
  averageRating: 4.523,
  review: 'Loved it.<br/><br/>Rocky!\r\nSecond line with "quotes", a comma; and =SUM(A1).',
  reviewHasSpoilers: true,
  privateNotes: 'bought at the airport',
  status: 'read',
  dateRead: '2021-06-01',
  dateAdded: '2021-05-20T22:10:00.000Z',
  readCount: 2,
  ownedCopies: 1,
  tags: ['sci-fi', 'favourites'],
  pages: 476,
  publicationYear: 2021,
  publisher: 'Ballantine Books',
  format: 'Hardcover',
};

const entries: ExportEntry[] = [
  base,
  {
    ...base,
    bookId: 'b2',
    title: 'The Hobbit, or "There and Back Again"',
    authors: ['J.R.R. Tolkien', 'Christopher Tolkien', 'Alan Lee'],
    isbn10: '080442957X',
    isbn13: '9780804429573',
    rating: null,
    averageRating: null,
    review: '',
    reviewHasSpoilers: false,
    privateNotes: '',
    status: 'want_to_read',
    dateRead: null,
    readCount: 0,
    ownedCopies: 0,
    tags: [],
    pages: null,
    publicationYear: -750,
    publisher: null,
    format: null,
  },
  {
    ...base,
    bookId: 'b3',
    title: 'Reading Now',
    isbn10: null,
    isbn13: null,
    status: 'currently_reading',
    dateRead: null,
    readCount: 0,
    tags: ['book-club'],
  },
  {
    ...base,
    bookId: 'b4',
    title: 'Gave Up',
    status: 'did_not_finish',
    rating: 1,
    dateRead: null,
    readCount: 0,
    tags: ['book-club'],
  },
  { ...base, bookId: 'b5', title: 'Second Copy Of', status: 'read', rating: 5, tags: [] },
];

describe('toGoodreadsCsv', () => {
  const csv = toGoodreadsCsv(entries);
  const lines = csv.split('\n');

  it('writes the current 24-column Goodreads header', () => {
    expect(lines[0]).toBe(goodreadsHeader.join(','));
    expect(lines[0]).toBe(
      'Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies',
    );
  });

  it('writes ISBNs, dates, stars and shelves the way Goodreads does', () => {
    expect(lines[1]).toMatch(
      /^b6f3c1de-[^,]+,Project Hail Mary,Andy Weir,"Weir, Andy",,"=""0593135202""","=""9780593135204""",4,4\.52,Ballantine Books,Hardcover,476,2021,2021,2021\/06\/01,2021\/05\/20,"sci-fi, favourites","sci-fi \(#1\), favourites \(#1\)",read,/,
    );
    const gaveUp = lines.find((line) => line.startsWith('b4,'));
    expect(gaveUp).toContain(
      ',"did-not-finish, book-club","did-not-finish (#1), book-club (#2)",did-not-finish,',
    );
    expect(lines.find((line) => line.startsWith('b3,'))).toContain(',"=""""","=""""",');
  });

  it('rounds half stars up to whole stars and writes 0 for unrated', () => {
    const stars = (rating: number | null) =>
      parseReadingExport(toGoodreadsCsv([{ ...base, rating }])).rows[0]?.rating;
    expect([0.5, 3.5, 4.5, 5, null].map(stars)).toEqual([1, 4, 5, 5, null]);
  });

  it('keeps shelves Goodreads can read: no commas, no status shelves as tags', () => {
    const file = parseReadingExport(
      toGoodreadsCsv([{ ...base, tags: ['to-read', 'sci-fi, space', 'sci-fi space', ' '] }]),
    );
    expect(file.rows[0]?.tags).toEqual(['sci-fi space']);
  });

  it('defuses catalogue text that a spreadsheet would run as a formula', () => {
    const line = toGoodreadsCsv([{ ...base, title: '=HYPERLINK("x")', authors: ['@evil'] }]);
    expect(line.split('\n')[1]).toContain(`,"'=HYPERLINK(""x"")",'@evil,'@evil,,`);
  });

  it('round-trips through our own importer', () => {
    const file = parseReadingExport(csv);
    expect(file.source).toBe('goodreads');
    expect(file.failures).toEqual([]);
    expect(file.rows.map((row) => row.warnings)).toEqual(entries.map(() => []));
    file.rows.forEach((row, index) => {
      const entry = entries[index] as ExportEntry;
      expect(row).toMatchObject({
        title: entry.title,
        authors: entry.authors,
        isbn10: entry.isbn10,
        isbn13: entry.isbn13,
        sourceId: entry.bookId,
        status: entry.status,
        rating: entry.rating,
        review: entry.review,
        reviewHasSpoilers: entry.reviewHasSpoilers,
        privateNotes: entry.privateNotes,
        readCount: entry.readCount,
        ownedCopies: entry.ownedCopies,
        dateAdded: entry.dateAdded?.slice(0, 10) ?? null,
        readThroughs: entry.dateRead ? [{ startedOn: null, finishedOn: entry.dateRead }] : [],
        tags: entry.tags,
        pages: entry.pages,
        publicationYear: entry.publicationYear,
        publisher: entry.publisher,
        format: entry.format,
      });
    });
  });
});
