/**
 * A reader's import adds the books the catalogue lacks: those rows record the reader and the
 * import, staff with content_books_quality list them in Books quality, and the mark outlives
 * the reader's account.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReaderAddedBooks } from '../../../../contracts/books-quality.js';
import { authors } from '../../../db/schema/authors.js';
import { editions, workAuthors, works } from '../../../db/schema/books.js';
import { addBooks, testBook } from '../../../test/catalogue.js';
import { grantPermission } from '../../../test/db-access.js';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';

const header =
  'Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies';

/** A Goodreads export row: title, author and ISBN-13 (empty for none). */
function goodreadsRow(id: number, title: string, author: string, isbn13: string): string {
  return `${id},"${title}",${author},,,"=""""","=""${isbn13}""",4,4.0,Publisher,Paperback,300,2020,2020,2024/01/02,2024/01/01,,,read,,,,1,0`;
}

function multipart(fileName: string, content: string) {
  const boundary = '----bookhive-quality-boundary';
  return {
    payload: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`,
    ),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads and runs an import to the end; returns its id. */
async function importExport(client: TestClient, fileName: string, rows: string[]) {
  const preview = await client.request({
    method: 'POST',
    url: '/api/shelves/me/imports',
    ...multipart(fileName, [header, ...rows].join('\n')),
  });
  expect(preview.statusCode).toBe(200);
  const id = (preview.json() as { id: string }).id;
  expect((await client.post(`/api/shelves/me/imports/${id}/start`)).statusCode).toBe(200);
  for (let i = 0; i < 100; i++) {
    const { status } = (await client.get(`/api/shelves/me/imports/${id}`)).json();
    if (status === 'completed') return id;
    if (status === 'failed') throw new Error('The import failed');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The import did not finish');
}

let t: TestApp;
let reader: Awaited<ReturnType<TestApp['signedInClient']>>;
let importId: string;
let staff: TestClient;

const list = async (client: TestClient, page = 1) =>
  client.get(`/api/admin/books-quality/reader-added?page=${page}`);

/** Every page of the list, in order (other tests add to it, in any order). */
async function everyPage(): Promise<{ total: number; books: ReaderAddedBooks['books'] }> {
  const books: ReaderAddedBooks['books'] = [];
  for (let page = 1; ; page++) {
    const body = (await list(staff, page)).json() as ReaderAddedBooks;
    books.push(...body.books);
    if (body.page * body.pageSize >= body.total) return { total: body.total, books };
  }
}

beforeAll(async () => {
  t = await createTestApp();
  await addBooks(t.database, [
    testBook({ title: 'Known Book', authors: ['Known Writer'], isbn13: '9780000000019' }),
  ]);
  reader = await t.signedInClient();
  importId = await importExport(reader.client, 'my_goodreads.csv', [
    goodreadsRow(1, 'Known Book', 'Known Writer', '9780000000019'),
    goodreadsRow(2, 'The Quiet Orchard', 'Imelda Vantongeren', '9780000000026'),
    goodreadsRow(3, 'Letters Without Stamps', 'Osric Pellegrino', ''),
  ]);
  ({ client: staff } = await t.signedInClient('content_admin'));
});
afterAll(() => t.close());

describe("a reader's import and the catalogue", () => {
  it('records the reader and the import on every row it adds, and nothing on rows it matched', async () => {
    const added = await t.database.db
      .select({
        title: works.title,
        origin: works.origin,
        addedBy: works.addedBy,
        addedByImportId: works.addedByImportId,
      })
      .from(works)
      .where(inArray(works.title, ['Known Book', 'The Quiet Orchard', 'Letters Without Stamps']))
      .orderBy(works.title);
    expect(added).toEqual([
      { title: 'Known Book', origin: 'goodbooks', addedBy: null, addedByImportId: null },
      {
        title: 'Letters Without Stamps',
        origin: 'reader_import',
        addedBy: reader.user.id,
        addedByImportId: importId,
      },
      {
        title: 'The Quiet Orchard',
        origin: 'reader_import',
        addedBy: reader.user.id,
        addedByImportId: importId,
      },
    ]);

    const [edition] = await t.database.db
      .select({ origin: editions.origin, addedBy: editions.addedBy })
      .from(editions)
      .where(eq(editions.isbn13, '9780000000026'));
    expect(edition).toEqual({ origin: 'reader_import', addedBy: reader.user.id });
    const [author] = await t.database.db
      .select({
        origin: authors.origin,
        addedBy: authors.addedBy,
        addedByImportId: authors.addedByImportId,
      })
      .from(authors)
      .where(eq(authors.name, 'Imelda Vantongeren'));
    expect(author).toEqual({
      origin: 'reader_import',
      addedBy: reader.user.id,
      addedByImportId: importId,
    });
  });
});

describe('GET /api/admin/books-quality/reader-added', () => {
  it('lists what readers added, newest first, with who, when and from which import', async () => {
    expect((await list(staff)).statusCode).toBe(200);
    const body = await everyPage();
    expect(body.books).toHaveLength(body.total);
    const theirs = body.books.filter((b) => b.fromImport?.id === importId);
    expect(theirs.map((b) => b.book.title).sort()).toEqual([
      'Letters Without Stamps',
      'The Quiet Orchard',
    ]);
    const orchard = theirs.find((b) => b.book.title === 'The Quiet Orchard');
    expect(orchard).toMatchObject({
      book: {
        authors: [{ name: 'Imelda Vantongeren' }],
        isbn: '9780000000026',
        path: expect.stringContaining('/book/the-quiet-orchard/9780000000026'),
      },
      addedBy: { id: reader.user.id, username: reader.user.username },
      fromImport: { id: importId, source: 'goodreads', fileName: 'my_goodreads.csv' },
    });
    const times = body.books.map((b) => Date.parse(b.addedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages through the list, 25 at a time', async () => {
    const before = ((await list(staff)).json() as ReaderAddedBooks).total;
    const second = await t.signedInClient();
    await importExport(
      second.client,
      'many.csv',
      Array.from({ length: 26 }, (_, i) =>
        goodreadsRow(100 + i, `Paged Book ${i}`, `Paged Writer ${i}`, ''),
      ),
    );
    const first = (await list(staff)).json() as ReaderAddedBooks;
    const next = (await list(staff, 2)).json() as ReaderAddedBooks;
    expect(first).toMatchObject({ total: before + 26, page: 1, pageSize: 25 });
    expect(first.books).toHaveLength(25);
    expect(next.books).toHaveLength(Math.min(25, before + 1));
    const ids = [...first.books, ...next.books].map((b) => b.book.id);
    expect(new Set(ids).size).toBe(ids.length);
    // The newest (the second reader's 26) fill the first page and open the second.
    expect(first.books.every((b) => b.addedBy?.id === second.user.id)).toBe(true);
    expect(next.books[0]?.addedBy?.id).toBe(second.user.id);
    expect(next.books.slice(1).map((b) => b.addedBy?.id)).not.toContain(second.user.id);
  });

  it('is refused to the signed-out, to members and to staff without content_books_quality', async () => {
    expect((await list(t.client())).statusCode).toBe(401);
    for (const role of ['user', 'support_admin', 'financial_admin'] as const) {
      const { client } = await t.signedInClient(role);
      const response = await list(client);
      expect(response.statusCode, role).toBe(403);
    }
    const { client, user } = await t.signedInClient('support_admin');
    await grantPermission(t.database, user.id, 'content_books_quality');
    expect((await list(client)).statusCode).toBe(200);
  });

  it('keeps "a reader" once the reader has deleted their account', async () => {
    const leaving = await t.signedInClient();
    await importExport(leaving.client, 'leaving.csv', [
      goodreadsRow(900, 'Gone But Kept', 'Thessaly Marchbanks', ''),
    ]);
    const deletion = await leaving.client.post('/api/auth/account/delete', {
      password: leaving.user.password,
    });
    expect(deletion.statusCode).toBe(204);

    const body = (await list(staff)).json() as ReaderAddedBooks;
    const gone = body.books.find((b) => b.book.title === 'Gone But Kept');
    expect(gone).toMatchObject({ addedBy: null, fromImport: null });
    const [row] = await t.database.db
      .select({ origin: works.origin, addedBy: works.addedBy })
      .from(works)
      .where(eq(works.title, 'Gone But Kept'));
    expect(row).toEqual({ origin: 'reader_import', addedBy: null });
    // The book and its author stay in the catalogue.
    const linked = await t.database.db
      .select()
      .from(workAuthors)
      .where(eq(workAuthors.workId, gone?.book.id ?? ''));
    expect(linked).toHaveLength(1);
  });
});
