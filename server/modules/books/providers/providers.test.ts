import type http from 'node:http';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalHttpServer, type LocalHttpServer } from '../../../test/local-http-server.js';
import { createBookProviders } from './providers.js';

/** A local stand-in for Open Library and Google Books that records what it was asked. */
function fakeCatalogueServer() {
  const requests: URL[] = [];
  let mode: 'ok' | 'error' | 'garbage' = 'ok';
  const handler: http.RequestListener = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(url);
    if (mode === 'error') return void res.writeHead(503).end('down');
    if (mode === 'garbage')
      return void res.writeHead(200, { 'content-type': 'application/json' }).end('{not json');
    if (url.pathname === '/ol/search.json') {
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          docs: [
            {
              key: '/works/OL82563W',
              title: "Harry Potter and the Philosopher's Stone",
              author_name: ['J. K. Rowling'],
              first_publish_year: 1997,
              isbn: ['9780747532743', '0747532745'],
              number_of_pages_median: 223,
              cover_i: 10521270,
              ratings_average: 4.24,
              ratings_count: 1234,
            },
            { key: '/works/OL1W', title: 'No ISBN Book', author_name: ['Someone'] },
            { title: 'No key, skipped' },
          ],
        }),
      );
    }
    if (url.pathname === '/gb/volumes') {
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          items: [
            {
              id: 'gb1',
              volumeInfo: {
                title: "Harry Potter and the Philosopher's Stone",
                authors: ['J.K. Rowling'],
                publishedDate: '2014-09-01',
                industryIdentifiers: [{ type: 'ISBN_13', identifier: '9780747532743' }],
                description: '<p>The <b>first</b> book.</p>',
                imageLinks: { thumbnail: 'http://books.google.com/x.jpg' },
              },
            },
            {
              id: 'gb2',
              volumeInfo: {
                title: 'Only On Google',
                authors: ['G. Author'],
                publishedDate: '2020',
                industryIdentifiers: [{ type: 'ISBN_10', identifier: '0439023483' }],
                pageCount: 300,
              },
            },
          ],
        }),
      );
    }
    res.writeHead(404).end();
  };
  return { handler, requests, setMode: (m: typeof mode) => (mode = m) };
}

describe('external book providers', () => {
  const fake = fakeCatalogueServer();
  let server: LocalHttpServer;
  let base: string;
  beforeAll(async () => {
    server = await startLocalHttpServer(fake.handler);
    base = server.url;
  });
  afterAll(() => server.close());
  // Each test sees a working fake and only its own requests, whatever ran before it.
  beforeEach(() => {
    fake.setMode('ok');
    fake.requests.length = 0;
  });

  const providers = (enabled: ('openlibrary' | 'googlebooks')[]) => {
    const lines: { msg: string }[] = [];
    const log = pino(
      { level: 'warn' },
      { write: (line: string) => lines.push(JSON.parse(line) as { msg: string }) },
    );
    return {
      lines,
      providers: createBookProviders(
        {
          enabled,
          openLibraryUrl: `${base}/ol`,
          googleBooksUrl: `${base}/gb`,
          googleBooksApiKey: 'test-key',
        },
        log,
      ),
    };
  };

  it('is off unless configured', async () => {
    const { providers: none } = providers([]);
    expect(none.enabled).toBe(false);
    expect(
      await none.search({ query: 'harry', startIndex: 0, maxResults: 25, searchType: 'general' }),
    ).toEqual([]);
  });

  it('maps Open Library results to catalogue records', async () => {
    const { providers: ol } = providers(['openlibrary']);
    const records = await ol.search({
      query: 'harry potter',
      startIndex: 25,
      maxResults: 25,
      searchType: 'general',
    });
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({
      sourceKey: 'openlibrary:/works/OL82563W',
      authors: ['J. K. Rowling'],
      isbn13: '9780747532743',
      isbn10: '0747532745',
      pages: 223,
      firstPublishedYear: 1997,
      coverSourceUrl: 'https://covers.openlibrary.org/b/id/10521270-L.jpg',
    });
    const asked = fake.requests.at(-1)!;
    expect(asked.searchParams.get('q')).toBe('harry potter');
    expect(asked.searchParams.get('offset')).toBe('25');
  });

  it('searches Google Books by subject for categories, with the API key, and merges both by ISBN', async () => {
    const { providers: both } = providers(['openlibrary', 'googlebooks']);
    const records = await both.search({
      query: 'fantasy',
      startIndex: 0,
      maxResults: 25,
      searchType: 'category',
    });
    expect(records.map((r) => r.title)).toEqual([
      "Harry Potter and the Philosopher's Stone",
      'No ISBN Book',
      'Only On Google',
    ]);
    const google = fake.requests.find((r) => r.pathname === '/gb/volumes')!;
    expect(google.searchParams.get('q')).toBe('subject:fantasy');
    expect(google.searchParams.get('key')).toBe('test-key');
    expect(
      fake.requests.find(
        (r) => r.pathname === '/ol/search.json' && r.searchParams.get('subject') === 'fantasy',
      ),
    ).toBeDefined();
    const onlyGoogle = records.find((r) => r.title === 'Only On Google')!;
    expect(onlyGoogle).toMatchObject({
      isbn10: '0439023483',
      isbn13: '9780439023481',
      pages: 300,
      firstPublishedYear: 2020,
    });
  });

  it('cleans Google descriptions and cover links', async () => {
    const { providers: gb } = providers(['googlebooks']);
    const [first] = await gb.search({
      query: 'harry',
      startIndex: 0,
      maxResults: 25,
      searchType: 'general',
    });
    expect(first).toMatchObject({
      description: 'The first book.',
      coverSourceUrl: 'https://books.google.com/x.jpg',
    });
  });

  it('logs the §8 message and gives an empty list when a provider fails', async () => {
    const { providers: both, lines } = providers(['openlibrary', 'googlebooks']);
    fake.setMode('error');
    expect(
      await both.search({ query: 'harry', startIndex: 0, maxResults: 25, searchType: 'general' }),
    ).toEqual([]);
    expect(lines.map((l) => l.msg)).toEqual(['Failed to search books', 'Failed to search books']);
    fake.setMode('garbage');
    expect(
      await both.search({ query: 'harry', startIndex: 25, maxResults: 25, searchType: 'general' }),
    ).toEqual([]);
    expect(lines.at(-1)?.msg).toBe('Failed to load more books');
    expect(
      await both.search({ query: 'poetry', startIndex: 0, maxResults: 25, searchType: 'category' }),
    ).toEqual([]);
    expect(lines.at(-1)?.msg).toBe('Failed to search books by category');
  });
});
