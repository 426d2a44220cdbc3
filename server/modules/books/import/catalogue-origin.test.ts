/**
 * Every catalogue row says where it came from: the goodbooks import, Open Library, Google
 * Books or the demo seed; a later update from another source keeps the first origin.
 */
import { eq, inArray } from 'drizzle-orm';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authors } from '../../../db/schema/authors.js';
import { editions, works } from '../../../db/schema/books.js';
import { demoCatalogue } from '../../../seed/demo-catalogue.js';
import { addBooks, testBook } from '../../../test/catalogue.js';
import { startLocalHttpServer, type LocalHttpServer } from '../../../test/local-http-server.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { importGoodbooks } from './goodbooks-import.js';

let t: TestApp;
let providers: LocalHttpServer;

beforeAll(async () => {
  providers = await startLocalHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body =
      url.pathname === '/search.json'
        ? {
            docs: [
              {
                key: '/works/OL77W',
                title: 'Salt Roads North',
                author_name: ['Wenonah Halvorsen'],
                isbn: ['9780000000033'],
              },
            ],
          }
        : {
            items: [
              {
                id: 'gb-77',
                volumeInfo: {
                  title: 'A Lantern for Ferrymen',
                  authors: ['Cosimo Adeyemi-Lund'],
                  industryIdentifiers: [{ type: 'ISBN_13', identifier: '9780000000040' }],
                },
              },
            ],
          };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  t = await createTestApp({
    BOOK_PROVIDERS: 'openlibrary,googlebooks',
    OPEN_LIBRARY_URL: providers.url,
    GOOGLE_BOOKS_URL: providers.url,
  });
});
afterAll(async () => {
  await t.close();
  await providers.close();
});

/** The origin columns of a work, its primary edition and its first author. */
async function originsOf(title: string) {
  const [work] = await t.database.db
    .select({ id: works.id, origin: works.origin, addedBy: works.addedBy })
    .from(works)
    .where(eq(works.title, title));
  if (!work) throw new Error(`No work titled ${title}`);
  const [edition] = await t.database.db
    .select({ origin: editions.origin })
    .from(editions)
    .where(eq(editions.workId, work.id));
  return { work: work.origin, addedBy: work.addedBy, edition: edition?.origin };
}

describe('catalogue origins', () => {
  it('marks rows from the goodbooks import as goodbooks', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bookhive-goodbooks-'));
    const file = path.join(dir, 'books.csv');
    await fs.writeFile(
      file,
      'book_id,title,authors,isbn,isbn13,original_publication_year,average_rating,ratings_count\n' +
        '7001,The Glass Cartographer,Ilse Brandvold,000000005X,,2011,4.1,1200\n',
    );
    try {
      await importGoodbooks(t.database.db, { books: file });
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
    expect(await originsOf('The Glass Cartographer')).toEqual({
      work: 'goodbooks',
      addedBy: null,
      edition: 'goodbooks',
    });
    const [author] = await t.database.db
      .select({ origin: authors.origin })
      .from(authors)
      .where(eq(authors.name, 'Ilse Brandvold'));
    expect(author?.origin).toBe('goodbooks');
  });

  it('marks what the providers bring with the provider it came from', async () => {
    await t.app.services.books.fromProviders('ferrymen salt roads', 1, 'general');
    expect(await originsOf('Salt Roads North')).toEqual({
      work: 'open_library',
      addedBy: null,
      edition: 'open_library',
    });
    expect(await originsOf('A Lantern for Ferrymen')).toEqual({
      work: 'google_books',
      addedBy: null,
      edition: 'google_books',
    });
    const rows = await t.database.db
      .select({ name: authors.name, origin: authors.origin })
      .from(authors)
      .where(inArray(authors.name, ['Wenonah Halvorsen', 'Cosimo Adeyemi-Lund']))
      .orderBy(authors.name);
    expect(rows).toEqual([
      { name: 'Cosimo Adeyemi-Lund', origin: 'google_books' },
      { name: 'Wenonah Halvorsen', origin: 'open_library' },
    ]);
  });

  it('marks the demo catalogue as the demo seed', () => {
    const origins = new Set(demoCatalogue().map((record) => record.origin.source));
    expect([...origins]).toEqual(['demo_seed']);
  });

  it('keeps the first origin when another source updates the same book', async () => {
    const [id] = await addBooks(t.database, [
      testBook({
        title: 'Tidewater Psalms',
        isbn13: '9780000000057',
        origin: { source: 'demo_seed' },
      }),
    ]);
    await addBooks(t.database, [
      testBook({
        title: 'Tidewater Psalms',
        isbn13: '9780000000057',
        description: 'Updated by a provider.',
        origin: { source: 'open_library' },
      }),
    ]);
    const [work] = await t.database.db
      .select({ origin: works.origin, description: works.description })
      .from(works)
      .where(eq(works.id, id ?? ''));
    expect(work).toEqual({ origin: 'demo_seed', description: 'Updated by a provider.' });
  });
});
