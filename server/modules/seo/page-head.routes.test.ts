/**
 * Public pages arrive with their own head (issue 9, "Findable"): the HTML of a book page
 * carries its title, description, canonical address, og:image and JSON-LD a schema.org `Book`
 * reader accepts; authors carry a `Person`, categories a `BreadcrumbList`; missing things are
 * 404s that ask not to be listed; anything a reader or the catalogue wrote is escaped.
 */
import { Window } from 'happy-dom';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../platform/project-root.js';
import { addBooks, testBook } from '../../test/catalogue.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// What survives the catalogue's own cleaning and still needs escaping in HTML.
const hostileTitle = 'Night & "Day" <3 \'Forever\'';

interface Head {
  status: number;
  titles: string[];
  meta: (key: string) => string | null;
  canonical: string | null;
  jsonLd: Record<string, unknown>[];
  scripts: number;
}

describe('public page heads', () => {
  let t: TestApp;
  let webRoot: string;
  const appUrl = 'http://localhost:3000';

  beforeAll(async () => {
    webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'bookhive-web-'));
    await fs.copyFile(projectPath('web/index.html'), path.join(webRoot, 'index.html'));
    t = await createTestApp({ APP_URL: appUrl }, { webRoot });
    const [workId] = await addBooks(t.database, [
      testBook({
        title: 'The Left Hand of Darkness',
        authors: ['Ursula K. Le Guin'],
        isbn13: '9780441478125',
        description: '<p>A lone human ambassador is sent to <b>Winter</b>, an alien world.</p>',
        pages: 304,
        publisher: 'Ace',
        sourceAverageRating: 4.08,
        sourceRatingsCount: 97000,
      }),
      testBook({
        title: hostileTitle,
        authors: ['Quinn "Q" Tester & Co'],
        isbn13: '9780000000002',
      }),
    ]);
    await t.database.executeSql(
      `update book_pages set cover_storage_status = 'stored', cover_stored_url = '/uploads/covers/left-hand.jpg' where work_id = $1`,
      [workId],
    );
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webRoot, { recursive: true, force: true });
  });

  async function head(url: string): Promise<Head> {
    const response = await t.server.inject({ method: 'GET', url });
    const window = new Window();
    const document = new window.DOMParser().parseFromString(response.body, 'text/html');
    const ld = [...document.querySelectorAll('script[type="application/ld+json"]')];
    return {
      status: response.statusCode,
      titles: [...document.querySelectorAll('title')].map((e) => e.textContent ?? ''),
      meta: (key) =>
        document
          .querySelector(`meta[name="${key}"], meta[property="${key}"]`)
          ?.getAttribute('content') ?? null,
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      jsonLd: ld.map((e) => JSON.parse(e.textContent ?? '') as Record<string, unknown>),
      scripts: document.querySelectorAll('script:not([type="application/ld+json"])').length,
    };
  }

  it('gives a book page its title, description, canonical address, cards and a schema.org Book', async () => {
    const page = await head('/book/the-left-hand-of-darkness/9780441478125');
    expect(page.status).toBe(200);
    expect(page.titles).toEqual(['The Left Hand of Darkness by Ursula K. Le Guin · Bookhive']);
    expect(page.meta('description')).toBe(
      'A lone human ambassador is sent to Winter, an alien world.',
    );
    expect(page.canonical).toBe(`${appUrl}/book/the-left-hand-of-darkness/9780441478125`);
    expect(page.meta('og:type')).toBe('book');
    expect(page.meta('og:image')).toBe(`${appUrl}/uploads/covers/left-hand.jpg`);
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('robots')).toBeNull();

    const [book, ...more] = page.jsonLd;
    expect(more).toEqual([]);
    // What schema.org's Book (and Google's book rich results) read.
    expect(book).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: 'The Left Hand of Darkness',
      url: `${appUrl}/book/the-left-hand-of-darkness/9780441478125`,
      isbn: '9780441478125',
      author: [
        { '@type': 'Person', name: 'Ursula K. Le Guin', url: `${appUrl}/author/ursula-k-le-guin` },
      ],
      image: `${appUrl}/uploads/covers/left-hand.jpg`,
      numberOfPages: 304,
      publisher: { '@type': 'Organization', name: 'Ace' },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.08,
        ratingCount: 97000,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it("moves an old address (ISBN-10, another title) to the book's own page, permanently", async () => {
    for (const url of ['/book/anything/0441478123', '/book/old-title/9780441478125?ref=x']) {
      const response = await t.server.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(301);
      const query = url.includes('?') ? '?ref=x' : '';
      expect(response.headers.location).toBe(
        `/book/the-left-hand-of-darkness/9780441478125${query}`,
      );
    }
  });

  it('escapes what the catalogue holds: no tag or script gets out of a title or a name', async () => {
    const book = (await t.client().get('/api/books/9780000000002')).json();
    const page = await head(book.path);
    expect(page.status).toBe(200);
    expect(book.title).toContain('"');
    const by = book.authors.map((a: { name: string }) => a.name).join(', ');
    expect(page.titles).toEqual([`${book.title} by ${by} · Bookhive`]);
    expect(page.meta('og:title')).toBe(`${book.title} by ${by} · Bookhive`);
    expect(page.jsonLd).toHaveLength(1);
    expect(page.jsonLd[0]).toMatchObject({ name: book.title });
    // The built page's own: the theme script and the app's entry.
    const index = await head('/book-shelf');
    expect(page.scripts).toBe(index.scripts);
  });

  it('answers a missing book, author or category with 404 and asks engines not to list it', async () => {
    for (const url of [
      '/book/nothing/9789999999991',
      '/author/nobody-at-all',
      '/find-books/no-such-shelf',
    ]) {
      const page = await head(url);
      expect({ url, status: page.status, robots: page.meta('robots') }).toEqual({
        url,
        status: 404,
        robots: 'noindex, follow',
      });
      // A crawler checking the link without the body hears the same.
      expect((await t.server.inject({ method: 'HEAD', url })).statusCode).toBe(404);
    }
  });

  it('gives an author page a Person, under one address for both of its paths', async () => {
    const page = await head('/a/ursula-k-le-guin');
    expect(page.status).toBe(200);
    expect(page.titles).toEqual(['Ursula K. Le Guin · Bookhive']);
    expect(page.canonical).toBe(`${appUrl}/author/ursula-k-le-guin`);
    expect(page.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'Person',
        name: 'Ursula K. Le Guin',
        url: `${appUrl}/author/ursula-k-le-guin`,
      }),
    ]);
    expect(page.meta('description')).toContain('The Left Hand of Darkness');
  });

  it('gives a category its breadcrumbs, from the site down', async () => {
    const page = await head('/find-books/mystery');
    expect(page.status).toBe(200);
    const [trail] = page.jsonLd as [
      { '@type': string; itemListElement: { position: number; name: string; item: string }[] },
    ];
    expect(trail['@type']).toBe('BreadcrumbList');
    expect(trail.itemListElement.map((i) => i.position)).toEqual(
      trail.itemListElement.map((_, n) => n + 1),
    );
    expect(trail.itemListElement[0]).toMatchObject({ name: 'Bookhive', item: `${appUrl}/` });
    expect(trail.itemListElement.at(-1)).toMatchObject({ item: `${appUrl}/find-books/mystery` });
  });

  it('keeps search results out of the index but lists the search page and the landing page', async () => {
    expect((await head('/find-books?q=dune')).meta('robots')).toBe('noindex, follow');
    expect((await head('/find-books')).meta('robots')).toBeNull();
    const landing = await head('/');
    expect(landing.canonical).toBe(`${appUrl}/`);
    expect(landing.jsonLd[0]).toMatchObject({
      '@type': 'WebSite',
      potentialAction: { '@type': 'SearchAction' },
    });
  });

  it("leaves a reader's own pages with the app's default head", async () => {
    for (const url of ['/book-shelf', '/dashboard', '/settings', '/privacy-policy']) {
      const page = await head(url);
      expect(page.status, url).toBe(200);
      expect(page.titles, url).toEqual(['Bookhive · Reading Reimagined']);
      expect(page.canonical, url).toBeNull();
    }
  });

  it('names a profile and its shelf for link previews, and asks engines not to list them', async () => {
    const reader = await t.createUser({ username: 'farreader', fullName: 'Far Reader' });
    for (const url of ['/farreader', '/u/FarReader', `/book-shelf/${reader.id}`]) {
      const page = await head(url);
      expect(page.status, url).toBe(200);
      expect(page.meta('og:type'), url).toBe('profile');
      expect(page.meta('robots'), url).toBe('noindex, follow');
      expect(page.titles[0], url).toContain('Far Reader');
    }
    expect((await head('/farreader')).canonical).toBe(`${appUrl}/farreader`);
    // An author's slug at /:slug is the author's page, under its one address.
    expect((await head('/ursula-k-le-guin')).canonical).toBe(`${appUrl}/author/ursula-k-le-guin`);
    expect((await head('/no-such-reader')).status).toBe(404);
    expect((await head('/book-shelf/not-an-id')).status).toBe(404);
  });
});
