/**
 * robots.txt and the sitemap (issue 9, "Findable"): an index of files per kind of public page,
 * each within the protocol's limits, listing every book and author page under its canonical
 * address — before the first daily cut, after it, and for books added since.
 */
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../../contracts/categories.js';
import { addBooks, testBook } from '../../test/catalogue.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const appUrl = 'https://bookhive.example';
const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

describe('sitemap', () => {
  let t: TestApp;
  let bookPaths: string[];

  beforeAll(async () => {
    t = await createTestApp({ APP_URL: appUrl });
    const works = await addBooks(
      t.database,
      Array.from({ length: 5 }, (_, n) =>
        testBook({ title: `Mapped ${n}`, authors: [`Mapper ${n}`], isbn13: `978000000010${n}` }),
      ),
    );
    bookPaths = await Promise.all(
      works.map(async (id) => (await t.client().get(`/api/books/${id}`)).json().path as string),
    );
  });
  afterAll(() => t.close());

  async function xml(url: string) {
    const response = await t.client().get(url);
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type'], url).toMatch(/^application\/xml/);
    const document = new new Window().DOMParser().parseFromString(response.body, 'application/xml');
    expect(document.documentElement.namespaceURI, url).toBe(namespace);
    return document;
  }
  const locs = (document: Awaited<ReturnType<typeof xml>>) =>
    [...document.getElementsByTagName('loc')].map((e) => e.textContent ?? '');

  async function everyAddress(): Promise<string[]> {
    const files = locs(await xml('/sitemap.xml'));
    const addresses: string[] = [];
    for (const file of files) addresses.push(...locs(await xml(file.replace(appUrl, ''))));
    return addresses;
  }

  it('lists every public page before the first cut, as the files would be cut now', async () => {
    await t.database.executeSql('delete from sitemap_files');
    const index = await xml('/sitemap.xml');
    expect(index.documentElement.tagName).toBe('sitemapindex');
    expect(locs(index)).toEqual([
      `${appUrl}/sitemaps/pages-1.xml`,
      `${appUrl}/sitemaps/categories-1.xml`,
      `${appUrl}/sitemaps/books-1.xml`,
      `${appUrl}/sitemaps/authors-1.xml`,
    ]);
    const addresses = await everyAddress();
    for (const path of bookPaths) expect(addresses).toContain(appUrl + path);
    expect(addresses).toContain(`${appUrl}/author/mapper-3`);
    expect(addresses).toContain(`${appUrl}/find-books/${categories[0]!.slug}`);
    expect(addresses).toContain(`${appUrl}/`);
  });

  it('cuts files of at most the given size, and lists books added after the cut', async () => {
    const built = await t.app.services.sitemaps.rebuild(2);
    const files = locs(await xml('/sitemap.xml'));
    expect(files.filter((f) => f.includes('/books-'))).toHaveLength(3);
    expect(built.files).toBe(files.length);
    for (const file of files.filter((f) => f.includes('/books-'))) {
      const document = await xml(file.replace(appUrl, ''));
      expect(locs(document).length).toBeLessThanOrEqual(2);
      // A book's last change, as the protocol writes dates.
      for (const modified of document.getElementsByTagName('lastmod'))
        expect(modified.textContent).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    }
    const [added] = await addBooks(t.database, [
      testBook({ title: 'Mapped Later', authors: ['Late Mapper'], isbn13: '9780000000200' }),
    ]);
    const addedPath = (await t.client().get(`/api/books/${added}`)).json().path as string;
    const addresses = await everyAddress();
    for (const path of [...bookPaths, addedPath]) expect(addresses).toContain(appUrl + path);
    // Each page once: the files' ranges do not overlap.
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it('lists /book-clubs and public clubs, never a private or suspended one', async () => {
    const { client } = await t.signedInClient();
    const create = async (name: string, visibility: string) =>
      (await client.post('/api/clubs', { name, category: 'Fiction', visibility })).json().club as {
        id: string;
        path: string;
      };
    const open = await create('Mapped Open Club', 'public');
    const closed = await create('Mapped Closed Club', 'private');
    const suspended = await create('Mapped Suspended Club', 'public');
    await t.database.executeSql('update book_clubs set suspended_at = now() where id = $1', [
      suspended.id,
    ]);
    await t.app.services.sitemaps.rebuild();
    expect(locs(await xml('/sitemap.xml'))).toContain(`${appUrl}/sitemaps/clubs-1.xml`);
    const addresses = await everyAddress();
    expect(addresses).toContain(`${appUrl}/book-clubs`);
    expect(addresses).toContain(appUrl + open.path);
    expect(addresses).not.toContain(appUrl + closed.path);
    expect(addresses).not.toContain(appUrl + suspended.path);
  });

  it('answers an unknown file with 404, and a name that is not a file with 400', async () => {
    expect((await t.client().get('/sitemaps/books-99.xml')).statusCode).toBe(404);
    expect((await t.client().get('/sitemaps/..%2Fsecrets.txt')).statusCode).toBe(400);
  });

  it('tells crawlers where the sitemap is and what to leave alone', async () => {
    const robots = await t.client().get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain(`Sitemap: ${appUrl}/sitemap.xml`);
    expect(robots.body).toMatch(/^Disallow: \/admin$/m);
    expect(robots.body).not.toMatch(/^Disallow: \/api/m);
  });
});
