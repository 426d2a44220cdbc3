/**
 * Public pages arrive rendered (issue 9, "Server-rendered public pages"): a visitor who is not
 * signed in gets a book page's content in the HTML, with the data it was rendered from in a
 * JSON block the browser starts from; a signed-in member gets the shell (their page differs per
 * person); missing pages and pages that are not public are not rendered; nothing the catalogue
 * holds gets out of the data block or the markup.
 */
import { Window, type Element } from 'happy-dom';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../platform/project-root.js';
import { addBooks, testBook } from '../../test/catalogue.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { PageRenderer } from './page-body.js';

// Text that would end the data block or open a tag if it were not escaped.
const hostileTitle = 'Night </script><script>alert(1)</script> & "Day"';

interface Page {
  status: number;
  /** The rendered content of #root, as a document to query. */
  root: Element | null;
  h1: string | null;
  /** The data block, parsed; null when there is none. */
  queries: { queryKey: unknown[]; state: { data: unknown } }[] | null;
  scripts: string[];
  noscript: boolean;
}

describe('server-rendered public pages', () => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'bookhive-web-'));
    await fs.copyFile(projectPath('web/index.html'), path.join(webRoot, 'index.html'));
    t = await createTestApp(
      {},
      {
        webRoot,
        // The web app's own renderer, from source (the build bundles the same file).
        pageRenderer: () =>
          import(projectPath('web/entry-server.tsx')) as unknown as Promise<PageRenderer>,
      },
    );
    await addBooks(t.database, [
      testBook({
        title: 'The Dispossessed',
        authors: ['Ursula K. Le Guin'],
        isbn13: '9780061054884',
        description: '<p>An ambiguous utopia.</p>',
      }),
      testBook({ title: hostileTitle, authors: ['Mallory'], isbn13: '9780000000019' }),
    ]);
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webRoot, { recursive: true, force: true });
  });

  async function open(url: string, cookie?: string): Promise<Page> {
    const response = await t.server.inject({
      method: 'GET',
      url,
      headers: cookie ? { cookie } : {},
    });
    const window = new Window();
    const document = new window.DOMParser().parseFromString(response.body, 'text/html');
    const root = document.getElementById('root');
    const block = document.getElementById('bookhive-state');
    return {
      status: response.statusCode,
      root: root && root.children.length > 0 ? (root as unknown as Element) : null,
      h1: root?.querySelector('h1')?.textContent ?? null,
      queries: block
        ? (JSON.parse(block.textContent ?? '') as { queries: { queries: Page['queries'] } }).queries
            .queries
        : null,
      scripts: [...document.querySelectorAll('script')].map((s) => s.getAttribute('type') ?? ''),
      noscript: document.querySelector('noscript') !== null,
    };
  }

  it('renders a book page with its content and the data it came from', async () => {
    const page = await open('/book/the-dispossessed/9780061054884');
    expect(page.status).toBe(200);
    expect(page.h1).toBe('The Dispossessed');
    expect(page.root?.textContent).toContain('An ambiguous utopia.');
    expect(page.root?.querySelector('a[href="/author/ursula-k-le-guin"]')).not.toBeNull();
    // The page is readable without JavaScript: the notice that it needs it goes.
    expect(page.noscript).toBe(false);
    const detail = page.queries?.find((q) => q.queryKey.join('/') === 'books/detail/9780061054884');
    expect(detail?.state.data).toMatchObject({ title: 'The Dispossessed' });
    // The session the page was rendered for travels too: the browser does not ask again.
    const session = page.queries?.find((q) => q.queryKey.join('/') === 'auth/session');
    expect(session?.state.data).toEqual({ user: null });
  });

  it('sends a rendered page compressed, as the browser accepts it', async () => {
    const response = await t.server.inject({
      method: 'GET',
      url: '/book/the-dispossessed/9780061054884',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain(
      '>The Dispossessed</h1>',
    );
  });

  it('renders the landing page, a search and the catalogue pages', async () => {
    expect((await open('/')).h1).toBe('Start or Join a Book Club today!');
    const search = await open('/find-books?q=dispossessed');
    expect(search.root?.textContent).toContain('The Dispossessed');
    expect((await open('/author/ursula-k-le-guin')).h1).toBe('Ursula K. Le Guin');
    expect((await open('/browse')).root).not.toBeNull();
  });

  it('renders the category pages from the taxonomy the server sends with them', async () => {
    const findBooks = await open('/find-books');
    const pills = findBooks.root?.querySelector('nav[aria-label="Popular categories"]');
    expect(pills?.querySelector('a[href="/find-books/literature-fiction"]')?.textContent).toBe(
      ' Fiction',
    );
    // Icons are drawn from the sprite, not from JavaScript.
    expect(pills?.querySelector('use')?.getAttribute('href')).toMatch(
      /\.svg(\?no-inline)?#BookOpen$/,
    );
    const grid = findBooks.root?.querySelector('section[aria-labelledby="browse-heading"]');
    expect(grid?.querySelector('a[href="/find-books/science-fiction"]')?.textContent).toBe(
      'Science Fiction',
    );

    const browse = await open('/browse');
    expect(browse.root?.querySelector('a[href="/find-books/dystopian"]')?.textContent).toBe(
      'Dystopian',
    );

    const dystopian = await open('/find-books/dystopian');
    expect(dystopian.h1).toBe('Dystopian');
    const crumbs = dystopian.root?.querySelector('nav[aria-label="Breadcrumb"]');
    expect([...(crumbs?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).toEqual([
      'Find Books',
      'Science Fiction & Fantasy',
      'Science Fiction',
      'Dystopian',
    ]);
    const taxonomy = dystopian.queries?.find((q) => q.queryKey.join('/') === 'categories');
    expect(taxonomy?.state.data).toMatchObject({ categories: expect.any(Array) });

    const top = await open('/find-books/science-fiction-fantasy');
    expect(
      top.root?.querySelector('nav[aria-label="Inside Science Fiction & Fantasy"]'),
    ).not.toBeNull();
    expect((await open('/find-books/no-such-category')).status).toBe(404);
  });

  it("renders a reader's profile and public shelf, as /:username and /u/:username", async () => {
    const reader = await t.createUser({ username: 'ursulareads', fullName: 'Ursula Reads' });
    for (const url of ['/ursulareads', '/u/ursulareads', `/book-shelf/${reader.id}`]) {
      const page = await open(url);
      expect(page.status, url).toBe(200);
      expect(page.root?.textContent, url).toContain('Ursula Reads');
    }
    const nobody = await open('/nobody-here');
    expect(nobody.status).toBe(404);
    expect(nobody.root).toBeNull();
  });

  it('keeps what the catalogue holds inside its text and its data block', async () => {
    // Past the catalogue's own cleaning, as a bad import or a database edit could put it.
    await t.database.executeSql(
      `update works set title = $1 where id = (select work_id from editions where isbn13 = '9780000000019')`,
      [hostileTitle],
    );
    await t.database.executeSql(`update editions set title = $1 where isbn13 = '9780000000019'`, [
      hostileTitle,
    ]);
    const { title, path: bookPath } = (await t.client().get('/api/books/9780000000019')).json() as {
      title: string;
      path: string;
    };
    expect(title).toBe(hostileTitle);
    const page = await open(bookPath);
    expect(page.status).toBe(200);
    expect(page.h1).toBe(title);
    const detail = page.queries?.find((q) => q.queryKey.join('/') === 'books/detail/9780000000019');
    expect(detail?.state.data).toMatchObject({ title });
    // The page's own scripts only: the theme script, the entry, JSON-LD and the data block.
    const index = await open('/book-shelf');
    const data = ['application/json', 'application/ld+json'];
    expect(page.scripts.filter((type) => !data.includes(type))).toEqual(index.scripts);
    expect(page.scripts.filter((type) => data.includes(type))).toEqual(data.slice().reverse());
  });

  it('sends a signed-in member the shell, with the page head', async () => {
    const { client } = await t.signedInClient();
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const page = await open('/book/the-dispossessed/9780061054884', cookie);
    expect(page.status).toBe(200);
    expect(page.root).toBeNull();
    expect(page.queries).toBeNull();
  });

  it('does not render missing pages or pages that are not public', async () => {
    const missing = await open('/book/nothing/9780000000996');
    expect(missing.status).toBe(404);
    expect(missing.root).toBeNull();
    for (const url of ['/book-shelf', '/dashboard', '/settings', '/admin/dashboard']) {
      const page = await open(url);
      expect(page.root, url).toBeNull();
      expect(page.queries, url).toBeNull();
    }
  });
});
