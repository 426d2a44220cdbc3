import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addBooks, testBook } from '../../../test/catalogue.js';
import { startLocalHttpServer, type LocalHttpServer } from '../../../test/local-http-server.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** Open Library's answer for a free-text query, as the fake provider gives it. */
const leavesOfGrass = {
  key: '/works/OL5W',
  title: 'Leaves of Grass',
  author_name: ['Walt Whitman'],
  first_publish_year: 1855,
  isbn: ['9780140421996'],
};

describe('a search our catalogue cannot fill is topped up from a configured provider', () => {
  let t: TestApp;
  let server: LocalHttpServer;
  let failing = false;
  const asked: URL[] = [];

  beforeAll(async () => {
    server = await startLocalHttpServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      asked.push(url);
      if (failing) return void res.writeHead(503).end();
      const q = url.searchParams.get('q') ?? '';
      const docs = /grass|9780140421996/i.test(q) ? [leavesOfGrass] : [];
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ docs }));
    });
    t = await createTestApp({ BOOK_PROVIDERS: 'openlibrary', OPEN_LIBRARY_URL: server.url });
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });
  beforeEach(() => {
    asked.length = 0;
    failing = false;
  });

  const search = async (q: string, page = 1) =>
    (await t.client().get(`/api/books/search?q=${encodeURIComponent(q)}&page=${page}`)).json();

  it('asks with the reader’s words and the page’s start, then finds the new book here', async () => {
    const page = await search('leaves of grass');
    const ask = asked.find((u) => u.pathname === '/search.json');
    expect(ask?.searchParams.get('q')).toBe('leaves of grass');
    expect(ask?.searchParams.get('offset')).toBe('0');
    expect(page.books.map((b: { title: string }) => b.title)).toEqual(['Leaves of Grass']);
    // It now has a page of its own, so it can be opened and shelved.
    expect((await t.client().get('/api/books/9780140421996')).statusCode).toBe(200);
  });

  it('asks for the second page from its start index when loading more', async () => {
    await search('walt whitman poems', 2);
    expect(asked.at(-1)?.searchParams.get('offset')).toBe('25');
  });

  it('answers an ISBN it did not hold with the book carrying that ISBN', async () => {
    const page = await search('978-0-14-042199-6');
    expect(page.books.map((b: { isbn: string }) => b.isbn)).toEqual(['9780140421996']);
  });

  it('gives an empty page, not an error, when the provider fails', async () => {
    failing = true;
    const response = await t.client().get('/api/books/search?q=zzyzx%20quartz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ books: [], hasMore: false });
    expect(asked.length).toBeGreaterThan(0);
  });

  it('does not ask the same question twice within a few minutes', async () => {
    await search('grass harp');
    await search('grass harp');
    await search('Grass Harp ');
    expect(asked.filter((u) => u.searchParams.get('q') === 'grass harp')).toHaveLength(1);
    // Another page is another question.
    await search('grass harp', 2);
    expect(asked).toHaveLength(2);
  });

  it('leaves the provider alone when our own page is full', async () => {
    const titles = Array.from({ length: 26 }, (_, i) => `Marigold Harbour ${i + 1}`);
    await addBooks(
      t.database,
      titles.map((title) => testBook({ title })),
    );
    const page = await search('marigold');
    expect(page.books).toHaveLength(25);
    expect(page.hasMore).toBe(true);
    expect(asked).toEqual([]);
  });
});
