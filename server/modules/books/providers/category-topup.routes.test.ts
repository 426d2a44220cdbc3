import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalHttpServer, type LocalHttpServer } from '../../../test/local-http-server.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

describe('a thin category is topped up from a configured provider', () => {
  let t: TestApp;
  let server: LocalHttpServer;
  const asked: URL[] = [];

  beforeAll(async () => {
    server = await startLocalHttpServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      asked.push(url);
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          docs: [
            {
              key: '/works/OL5W',
              title: 'Leaves of Grass',
              author_name: ['Walt Whitman'],
              first_publish_year: 1855,
              isbn: ['9780140421996'],
            },
          ],
        }),
      );
    });
    t = await createTestApp({ BOOK_PROVIDERS: 'openlibrary', OPEN_LIBRARY_URL: server.url });
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('asks the provider by subject, adds its books to the catalogue and to the category', async () => {
    const response = await t.client().get('/api/categories/poetry/books');
    const page = response.json();
    expect(asked.some((u) => u.pathname === '/search.json' && u.searchParams.has('subject'))).toBe(
      true,
    );
    expect(page.books.map((b: { title: string }) => b.title)).toEqual(['Leaves of Grass']);
    const book = (await t.client().get('/api/books/9780140421996')).json();
    expect(book.categories.map((c: { slug: string }) => c.slug)).toContain('poetry');
  });
});
