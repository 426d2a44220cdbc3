/**
 * The clubs' public pages arrive rendered for visitors (issue 11: "Public club pages render on
 * the server with their meta"): /book-clubs with its clubs, and a club's page with its content,
 * head, an `Organization` and breadcrumbs. A private club's head and body say only what its
 * hosts show outsiders and ask not to be listed; an old slug moves with a 301; a missing club
 * is a 404 that asks not to be listed.
 */
import { Window } from 'happy-dom';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../platform/project-root.js';
import { addBooks, testBook } from '../../test/catalogue.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { PageRenderer } from './page-body.js';

const appUrl = 'http://localhost:3000';

describe('club pages rendered on the server', () => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'bookhive-web-'));
    await fs.copyFile(projectPath('web/index.html'), path.join(webRoot, 'index.html'));
    t = await createTestApp(
      { APP_URL: appUrl },
      {
        webRoot,
        pageRenderer: () =>
          import(projectPath('web/entry-server.tsx')) as unknown as Promise<PageRenderer>,
      },
    );
    const [bookId] = await addBooks(t.database, [
      testBook({ title: 'The Dispossessed', authors: ['Ursula K. Le Guin'] }),
    ]);
    const { client } = await t.signedInClient();
    const open = await client.post('/api/clubs', {
      name: 'Anarres Readers',
      description: 'Utopias & <b>their</b> discontents, one a month.',
      category: 'Sci-Fi',
      rules: 'Share your walls.',
      currentBookId: bookId,
    });
    expect(open.statusCode, open.body).toBe(201);
    const closed = await client.post('/api/clubs', {
      name: 'Secret Garden Society',
      description: 'What we read stays in the garden.',
      category: 'Fiction',
      visibility: 'private',
      rules: 'Never tell.',
      currentBookId: bookId,
      outsiderView: { description: false, currentBook: false, rules: false, members: false },
    });
    expect(closed.statusCode, closed.body).toBe(201);
    const renamed = await client.post('/api/clubs', { name: 'Urras Readers', category: 'Sci-Fi' });
    await client.patch(`/api/clubs/${renamed.json().club.id}`, { name: 'Abbenay Readers' });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webRoot, { recursive: true, force: true });
  });

  async function open(url: string) {
    const response = await t.server.inject({ method: 'GET', url });
    const document = new new Window().DOMParser().parseFromString(response.body, 'text/html');
    const root = document.getElementById('root');
    const meta = (key: string) =>
      document
        .querySelector(`meta[name="${key}"], meta[property="${key}"]`)
        ?.getAttribute('content') ?? null;
    return {
      status: response.statusCode,
      location: response.headers.location,
      head: document.head?.innerHTML ?? '',
      title: document.querySelector('title')?.textContent ?? '',
      description: meta('description'),
      ogTitle: meta('og:title'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      robots: meta('robots') ?? '',
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
      ),
      h1: root?.querySelector('h1')?.textContent ?? null,
      text: root?.textContent ?? '',
    };
  }

  it('renders a public club with its book, rules, head and Organization', async () => {
    const page = await open('/b/anarres-readers');
    expect(page.status).toBe(200);
    expect(page.h1).toBe('Anarres Readers');
    expect(page.text).toContain('Utopias & their discontents, one a month.');
    expect(page.text).toContain('The Dispossessed');
    expect(page.text).toContain('Share your walls.');
    expect(page.text).toContain('Join Club');
    expect(page.title).toBe('Anarres Readers · Sci-Fi book club · Bookhive');
    expect(page.ogTitle).toBe(page.title);
    expect(page.description).toBe('Utopias & their discontents, one a month.');
    expect(page.canonical).toBe(`${appUrl}/b/anarres-readers`);
    expect(page.robots).not.toContain('noindex');
    expect(page.jsonLd).toContainEqual(
      expect.objectContaining({
        '@type': 'Organization',
        name: 'Anarres Readers',
        url: `${appUrl}/b/anarres-readers`,
        interactionStatistic: expect.objectContaining({ userInteractionCount: 1 }),
      }),
    );
    expect(page.jsonLd).toContainEqual(expect.objectContaining({ '@type': 'BreadcrumbList' }));
  });

  it('says of a private club only what its hosts show, and asks not to list it', async () => {
    const page = await open('/b/secret-garden-society');
    expect(page.status).toBe(200);
    expect(page.h1).toBe('Secret Garden Society');
    expect(page.text).toContain('This club is private.');
    expect(page.text).toContain('Request to join');
    for (const hidden of ['What we read stays in the garden.', 'Never tell.', 'The Dispossessed']) {
      expect(page.text).not.toContain(hidden);
      expect(page.head).not.toContain(hidden);
    }
    expect(page.robots).toContain('noindex');
    expect(page.description).toBe(
      'Secret Garden Society: a private Fiction book club on Bookhive with 1 member.',
    );
  });

  it('renders /book-clubs with its clubs, and a search that is not to be listed', async () => {
    const list = await open('/book-clubs');
    expect(list.status).toBe(200);
    expect(list.h1).toBe('Book Clubs');
    expect(list.text).toContain('Anarres Readers');
    expect(list.title).toBe('Book Clubs · Bookhive');
    expect(list.robots).not.toContain('noindex');
    const category = await open('/book-clubs?category=Sci-Fi');
    expect(category.title).toBe('Sci-Fi Book Clubs · Bookhive');
    expect(category.canonical).toBe(`${appUrl}/book-clubs?category=Sci-Fi`);
    expect(category.text).not.toContain('Secret Garden Society');
    const search = await open('/book-clubs?q=dispossessed');
    expect(search.text).toContain('Anarres Readers');
    expect(search.robots).toContain('noindex');
  });

  it('moves an old slug to the club’s address for good, and 404s a missing club', async () => {
    const moved = await open('/b/urras-readers');
    expect(moved.status).toBe(301);
    expect(moved.location).toBe('/b/abbenay-readers');
    const missing = await open('/b/no-such-club');
    expect(missing.status).toBe(404);
    expect(missing.robots).toContain('noindex');
  });
});
