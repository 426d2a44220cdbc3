/**
 * A Goodreads export with books in Arabic, Russian and Japanese: every row lands on the shelf,
 * the books it adds are titled and credited in their own letters, and a second reader with the
 * same books finds them instead of adding them again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBooks, testBook } from '../../test/catalogue.js';
import { uploadExport, waitUntilDone } from '../../test/shelf-imports.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';

// Rows as Goodreads writes them (the export's 31 columns), for three books the catalogue lacks.
const goodreadsExport = [
  'Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Recommended For,Recommended By,Owned Copies,Original Purchase Date,Original Purchase Location,Condition,Condition Description,BCID',
  '16031620,الفيل الأزرق,أحمد مراد,"مراد, أحمد",,"=""""","=""""",4,3.80,دار الشروق,Paperback,431,2012,2012,2019/08/14,2019/07/30,,,read,,,,1,,,0,,,,,',
  '97390,Горе от ума,Александр Сергеевич Грибоедов,"Грибоедов, Александр Сергеевич",,"=""""","=""""",0,4.13,Азбука,Paperback,224,2011,1825,,2020/01/05,to-read,to-read (#1),to-read,,,,0,,,0,,,,,',
  '6443834,"1Q84 BOOK 1 (1Q84, #1)",村上 春樹,"春樹, 村上",,"=""4103534222""","=""9784103534228""",5,3.96,新潮社,Hardcover,554,2009,2009,2021/03/02,2021/02/01,,,read,,,,1,,,0,,,,,',
].join('\n');

interface RowResult {
  outcome: string;
  message: string | null;
  book: { id: string; title: string; path: string } | null;
}

async function importFile(client: TestClient): Promise<RowResult[]> {
  const preview = (
    await uploadExport(client, 'goodreads_library_export.csv', goodreadsExport)
  ).json();
  expect(preview).toMatchObject({ source: 'goodreads', totalRows: 3, unreadable: [] });
  await client.post(`/api/shelves/me/imports/${preview.id}/start`);
  expect((await waitUntilDone(client, preview.id)).status).toBe('completed');
  return (await client.get(`/api/shelves/me/imports/${preview.id}/rows`)).json().rows;
}

describe('importing books whose titles are not in Latin letters', () => {
  let t: TestApp;
  let first: Promise<{ client: TestClient; rows: RowResult[] }>;

  /** The first reader's import, made once by whichever test needs it first. */
  function firstImport() {
    first ??= (async () => {
      const { client } = await t.signedInClient();
      return { client, rows: await importFile(client) };
    })();
    return first;
  }

  beforeAll(async () => {
    t = await createTestApp();
    // Same title, another author: not the book the reader means.
    await addBooks(t.database, [testBook({ title: 'Горе от ума', authors: ['Иван Петров'] })]);
  }, 60_000);
  afterAll(() => t.close());

  it('adds each book to the catalogue and the shelf; no row is refused for its title', async () => {
    const { client, rows } = await firstImport();
    expect(rows.map((r) => [r.outcome, r.message])).toEqual([
      ['created', null],
      ['created', null],
      ['created', null],
    ]);
    const shelf = (await client.get('/api/shelves/me')).json();
    expect(shelf.counts).toMatchObject({ read: 2, want_to_read: 1, total: 3 });
  }, 60_000);

  it('titles and credits the added books in their own letters', async () => {
    const { rows } = await firstImport();
    const books = await Promise.all(
      rows.map(async (r) => (await t.client().get(`/api/books/${r.book?.id}`)).json()),
    );
    expect(
      books.map((b) => ({ title: b.title, titleSlug: b.titleSlug, authors: b.authors })),
    ).toEqual([
      {
        title: 'الفيل الأزرق',
        titleSlug: 'الفيل-الأزرق',
        authors: [{ name: 'أحمد مراد', slug: 'أحمد-مراد' }],
      },
      {
        title: 'Горе от ума',
        titleSlug: 'gore-ot-uma',
        authors: [
          { name: 'Александр Сергеевич Грибоедов', slug: 'aleksandr-sergeevich-griboedov' },
        ],
      },
      {
        title: '1Q84 BOOK 1',
        titleSlug: '1q84-book-1',
        authors: [{ name: '村上 春樹', slug: '村上-春樹' }],
      },
    ]);
    expect(rows[0]?.book?.path).toBe(
      `/book/${encodeURIComponent('الفيل-الأزرق')}/${rows[0]?.book?.id}`,
    );
  }, 60_000);

  it('finds those books for the next reader instead of adding them again', async () => {
    const { rows } = await firstImport();
    const { client } = await t.signedInClient();
    const again = await importFile(client);
    expect(again.map((r) => r.outcome)).toEqual(['matched', 'matched', 'matched']);
    expect(again.map((r) => r.book?.id)).toEqual(rows.map((r) => r.book?.id));
  }, 60_000);
});
