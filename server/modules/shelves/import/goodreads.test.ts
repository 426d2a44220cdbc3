/** The current 24-column Goodreads layout and the 23-column one without Average Rating. */
import { describe, expect, it } from 'vitest';
import { parseReadingExport } from './parse-export.js';

const header24 =
  'Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,' +
  'Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,' +
  'Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,' +
  'Private Notes,Read Count,Owned Copies';
const header23 = header24.replace('Average Rating,', '');

describe('Goodreads, current 24-column layout', () => {
  const csv = [
    header24,
    '58613451,"Project Hail Mary",Andy Weir,"Weir, Andy",,"=""0593135202""","=""9780593135204""",5,4.52,Ballantine Books,Hardcover,476,2021,2021,2021/06/01,2021/05/20,"sci-fi, favourites","sci-fi (#3), favourites (#1)",read,"Loved it.<br/><br/>Rocky!\nSecond line with ""quotes"", and a comma.",true,bought at the airport,0,2',
    '1,"Gone Shelf",A. Writer,"Writer, A.",,"=""""","=""""",0,3.1,,,,,,,2022/01/03,owned-unread,owned-unread (#1),owned-unread,,,,0,0',
    '2,"Read Elsewhere",B. Writer,"Writer, B.",,"=""""","=""""",0,3.1,,,,,,2019/07/04,2022/01/03,book-club,book-club (#1),book-club,,,,1,0',
    '3,"Stopped Reading",C. Writer,"Writer, C.",,"=""""","=""""",2,3.1,,,,,,,2022/02/03,"Did Not Finish, sci-fi",,Did Not Finish,,,,0,0',
    '4,"Typo Dates",D. Writer,"Writer, D.",,"=""123""","=""""",7,3.1,,,0,,,2021/02/30,yesterday,,,read,,maybe,,two,0',
  ].join('\n');
  const file = parseReadingExport(csv);
  const [hailMary, owned, bookClub, stopped, typos] = file.rows;

  it('reads a full row, with newlines and quotes in the review', () => {
    expect(file.source).toBe('goodreads');
    expect(hailMary).toMatchObject({
      rowNumber: 1,
      title: 'Project Hail Mary',
      authors: ['Andy Weir'],
      isbn10: '0593135202',
      isbn13: '9780593135204',
      sourceId: '58613451',
      status: 'read',
      rating: 5,
      review: 'Loved it.<br/><br/>Rocky!\nSecond line with "quotes", and a comma.',
      reviewHasSpoilers: true,
      privateNotes: 'bought at the airport',
      readCount: 1, // Read Count 0 on a read book counts as one read
      ownedCopies: 2,
      dateAdded: '2021-05-20',
      readThroughs: [{ startedOn: null, finishedOn: '2021-06-01' }],
      tags: ['sci-fi', 'favourites'],
      pages: 476,
      publicationYear: 2021,
      publisher: 'Ballantine Books',
      format: 'Hardcover',
      warnings: [],
    });
  });

  it('keeps a custom exclusive shelf as a tag and picks the status from Date Read', () => {
    expect(owned).toMatchObject({ status: 'want_to_read', tags: ['owned-unread'] });
    expect(owned?.warnings).toEqual([
      "Custom shelf 'owned-unread' kept as a tag; the book was imported as want to read, as it has no Date Read",
    ]);
    expect(bookClub).toMatchObject({ status: 'read', tags: ['book-club'], readCount: 1 });
    expect(bookClub?.warnings[0]).toContain('imported as read, as it has a Date Read');
  });

  it('treats "Did Not Finish" as a did-not-finish shelf, not a tag', () => {
    expect(stopped).toMatchObject({ status: 'did_not_finish', tags: ['sci-fi'], warnings: [] });
  });

  it('turns unreadable values into nulls with warnings, never a failure', () => {
    expect(typos).toMatchObject({
      rating: null,
      readThroughs: [],
      dateAdded: null,
      isbn10: null,
      reviewHasSpoilers: false,
      readCount: 1,
      pages: null,
    });
    expect(typos?.warnings).toEqual([
      "ISBN '123' is not a valid ISBN, so it was ignored",
      "Date Read '2021/02/30' is not a date we can read, so it was left empty",
      "Rating '7' is not between 0 and 5 stars, so the book was left unrated",
      "Spoiler 'maybe' is neither yes nor no, so it was read as no",
      "Read Count 'two' is not a whole number we can use, so it was ignored",
      "Date Added 'yesterday' is not a date we can read, so it was left empty",
    ]);
  });
});

describe('Goodreads, 23-column layout with ratings written as 3.0', () => {
  const csv = [
    header23,
    '11,"The Left Hand of Darkness",Ursula K. Le Guin,"Le Guin, Ursula K.",,"=""0441478123""","=""9780441478125""",3.0,Ace,Paperback,304,1987,1969,2020/01/05,2019/12/01,,,read,,,,1,0',
    '12,"Unrated",Someone,"Someone",,"=""""","=""""",0,,,,,,,2019/12/01,to-read,to-read (#1),to-read,,,,0,0',
    '13,"Half Star",Someone,"Someone",,"=""""","=""""",3.5,,,,,,2020/01/06,2019/12/01,,,read,,,,1,0',
  ].join('\n');
  const file = parseReadingExport(csv);

  it('finds columns by name although they moved', () => {
    expect(file.source).toBe('goodreads');
    expect(file.columns.find((c) => c.column === 'Publisher')).toEqual({
      column: 'Publisher',
      field: 'publisher',
    });
    expect(file.rows[0]).toMatchObject({
      title: 'The Left Hand of Darkness',
      isbn13: '9780441478125',
      rating: 3,
      publisher: 'Ace',
      publicationYear: 1969,
      readThroughs: [{ startedOn: null, finishedOn: '2020-01-05' }],
    });
  });

  it('reads 0 as unrated and keeps a half star', () => {
    expect(file.rows[1]).toMatchObject({ rating: null, status: 'want_to_read', tags: [] });
    expect(file.rows[2]).toMatchObject({ rating: 3.5, warnings: [] });
  });
});

describe('Goodreads rows that name no book', () => {
  it('are failures with the raw values; a row with only an ISBN is kept', () => {
    const csv = [
      header24,
      '21,,,,,"=""""","=""""",4,,,,,,,,,,,read,,,,1,0',
      '22,,Someone,,,"=""0441478123""","=""""",0,,,,,,,,,,,to-read,,,,0,0',
    ].join('\n');
    const file = parseReadingExport(csv);
    expect(file.failures).toHaveLength(1);
    expect(file.failures[0]?.rowNumber).toBe(1);
    expect(file.failures[0]?.reason).toMatch(/no title and no ISBN/);
    expect(file.failures[0]?.raw).toMatchObject({ 'Book Id': '21', 'My Rating': '4' });
    expect(file.rows[0]).toMatchObject({ rowNumber: 2, title: '', isbn10: '0441478123' });
    expect(file.rows[0]?.warnings).toEqual([
      'This row has no title, so the book will be looked up by its ISBN only',
    ]);
  });
});
