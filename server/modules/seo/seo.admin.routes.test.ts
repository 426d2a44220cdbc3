/**
 * The SEO back-office's page texts and sitemap (issue 9, item 5): who may use them, how bad
 * templates are refused, that every action is audited, and that a saved template is what the
 * server puts in a public page's head.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../platform/project-root.js';
import { addBooks, testBook } from '../../test/catalogue.js';
import { auditRowsForTarget, grantPermission } from '../../test/db-access.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'bookhive-web-'));
  await fs.copyFile(projectPath('web/index.html'), path.join(webRoot, 'index.html'));
  t = await createTestApp({}, { webRoot });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webRoot, { recursive: true, force: true });
});

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) =>
  /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

describe('who may use the SEO back-office', () => {
  const seoCalls = [
    ['GET', '/api/admin/seo/templates'],
    ['PUT', '/api/admin/seo/templates/book'],
    ['DELETE', '/api/admin/seo/templates/book'],
    ['GET', '/api/admin/seo/redirects'],
    ['POST', '/api/admin/seo/redirects'],
    ['GET', '/api/admin/seo/redirects/test?path=/x'],
    ['GET', '/api/admin/analytics/vitals'],
  ] as const;
  const sitemapCalls = [
    ['GET', '/api/admin/seo/sitemap'],
    ['POST', '/api/admin/seo/sitemap/build'],
  ] as const;

  it('answers 401 signed out', async () => {
    for (const [method, url] of [...seoCalls, ...sitemapCalls])
      expect((await t.client().request({ method, url, payload: {} })).statusCode).toBe(401);
  });

  it.each(['user', 'content_admin', 'support_admin', 'financial_admin'] as const)(
    'refuses %s (neither seo_operations_access nor technical_sitemap_management)',
    async (role) => {
      const { client } = await t.signedInClient(role);
      for (const [method, url] of [...seoCalls, ...sitemapCalls]) {
        const response = await client.request({ method, url, payload: {} });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    },
  );

  it('keeps the sitemap to technical_sitemap_management and the rest to seo_operations_access', async () => {
    const seoOnly = await t.signedInClient('user');
    await grantPermission(t.database, seoOnly.user.id, 'seo_operations_access');
    expect((await seoOnly.client.get('/api/admin/seo/templates')).statusCode).toBe(200);
    expect((await seoOnly.client.get('/api/admin/seo/sitemap')).statusCode).toBe(403);

    const sitemapOnly = await t.signedInClient('user');
    await grantPermission(t.database, sitemapOnly.user.id, 'technical_sitemap_management');
    expect((await sitemapOnly.client.get('/api/admin/seo/sitemap')).statusCode).toBe(200);
    expect((await sitemapOnly.client.get('/api/admin/seo/templates')).statusCode).toBe(403);
  });

  it('opens everything to admin', async () => {
    const { client } = await t.signedInClient('admin');
    expect((await client.get('/api/admin/seo/templates')).statusCode).toBe(200);
    expect((await client.get('/api/admin/seo/sitemap')).statusCode).toBe(200);
  });
});

describe('page text templates', () => {
  it("lists every page type with today's texts before anything is saved", async () => {
    const { client } = await t.signedInClient('admin');
    const body = (await client.get('/api/admin/seo/templates')).json();
    expect(body.siteName).toBe('Bookhive');
    expect(body.templates.map((x: { pageType: string }) => x.pageType)).toEqual([
      'landing',
      'book',
      'author',
      'category',
      'browse',
      'find-books',
      'find-authors',
      'profile',
    ]);
    expect(body.templates[1]).toMatchObject({
      pageType: 'book',
      title: '{title} by {author} · {siteName}',
      customised: false,
    });
  });

  it.each([
    [{ title: '', description: 'x' }, 'The title is required.'],
    [{ title: '{title} · {price}', description: 'x' }, 'The title uses {price}'],
    [{ title: '{title', description: 'x' }, 'without its partner'],
    [{ title: 'x'.repeat(151), description: 'x' }, 'The title must be at most 150 characters.'],
    [{ title: 'x', description: 'y'.repeat(401) }, 'The description must be at most 400'],
    [{ title: 'a\nb', description: 'x' }, 'one line of text'],
  ])('refuses %j with a clear message', async (body, message) => {
    const { client } = await t.signedInClient('admin');
    const response = await client.put('/api/admin/seo/templates/book', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(response.json().error)).toContain(message);
  });

  it('names the placeholders a page type has when one is unknown there', async () => {
    const { client } = await t.signedInClient('admin');
    const response = await client.put('/api/admin/seo/templates/category', {
      title: '{title} · {siteName}',
      description: 'ok',
    });
    expect(response.json().error.message).toBe(
      'The title uses {title}, which a category page does not have: use {category} or {siteName}.',
    );
  });

  it('refuses an unknown page type with a 400, not a 500', async () => {
    const { client } = await t.signedInClient('admin');
    const response = await client.put('/api/admin/seo/templates/blog', {
      title: 'x',
      description: 'y',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('Unknown page type');
  });

  it('refuses a save without the CSRF header', async () => {
    const { client } = await t.signedInClient('admin');
    const response = await client.request({
      method: 'PUT',
      url: '/api/admin/seo/templates/book',
      payload: { title: '{title}', description: '{description}' },
      csrf: false,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CSRF_REJECTED');
  });

  it("saves a book template, audits it, and the book page's head uses it; a reset restores today's", async () => {
    await addBooks(t.database, [
      testBook({
        title: 'Solaris',
        authors: ['Stanisław Lem'],
        isbn13: '9780156027601',
        description: 'A planet covered by an ocean.',
      }),
    ]);
    const { client, user } = await t.signedInClient('admin');
    const saved = await client.put('/api/admin/seo/templates/book', {
      title: 'Read {title} ({author}) on {siteName}',
      description: '{title}: {description}',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      customised: true,
      title: 'Read {title} ({author}) on {siteName}',
    });

    const html = (await t.client().get('/book/solaris/9780156027601')).body;
    expect(titleOf(html)).toBe('Read Solaris (Stanisław Lem) on Bookhive');
    expect(descriptionOf(html)).toBe('Solaris: A planet covered by an ocean.');

    const [entry] = await auditRowsForTarget(t.database, 'book');
    expect(entry).toMatchObject({
      actorId: user.id,
      action: 'seo.template_saved',
      targetType: 'seo_page_type',
      before: { customised: false, title: '{title} by {author} · {siteName}' },
      after: { customised: true, title: 'Read {title} ({author}) on {siteName}' },
    });

    const reset = await client.delete('/api/admin/seo/templates/book');
    expect(reset.json()).toMatchObject({ customised: false });
    // A new address (another title slug would move to the book's own): the rendered page of
    // the last one is kept for a minute.
    const after = (await t.client().get('/book/solaris/9780156027601?again')).body;
    expect(titleOf(after)).toBe('Solaris by Stanisław Lem · Bookhive');
    const actions = (await auditRowsForTarget(t.database, 'book')).map((r) => r.action);
    expect(actions.sort()).toEqual(['seo.template_reset', 'seo.template_saved']);
  });

  it("a reader profile's template names the reader on their profile page", async () => {
    const { client } = await t.signedInClient('admin');
    await t.createUser({ username: 'lemreader', fullName: 'Lem Reader' });
    const saved = await client.put('/api/admin/seo/templates/profile', {
      title: '{name} reads on {siteName}',
      description: 'What @{username} is reading.',
    });
    expect(saved.statusCode).toBe(200);
    const html = (await t.client().get('/lemreader')).body;
    expect(titleOf(html)).toBe('Lem Reader reads on Bookhive');
    expect(descriptionOf(html)).toBe('What @lemreader is reading.');
    await client.delete('/api/admin/seo/templates/profile');
  });

  it('two editors saving the same page type at once leave one row, the last one', async () => {
    const { client } = await t.signedInClient('admin');
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        client.put('/api/admin/seo/templates/browse', {
          title: `Browse ${i} · {siteName}`,
          description: 'All categories.',
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const list = (await client.get('/api/admin/seo/templates')).json();
    const browse = list.templates.filter((x: { pageType: string }) => x.pageType === 'browse');
    expect(browse).toHaveLength(1);
    expect(browse[0].title).toMatch(/^Browse [0-5] · \{siteName\}$/);
  });
});

describe('the sitemap section', () => {
  it('says nothing is built yet, then builds now, lists the files per kind and audits it', async () => {
    const { client, user } = await t.signedInClient('admin');
    const before = (await client.get('/api/admin/seo/sitemap')).json();
    expect(before).toMatchObject({ builtAt: null, files: [], addresses: 0 });

    const built = await client.post('/api/admin/seo/sitemap/build');
    expect(built.statusCode).toBe(200);
    const status = built.json();
    expect(status.builtAt).toBe(t.clock.now().toISOString());
    expect(status.kinds.map((k: { kind: string }) => k.kind).sort()).toEqual([
      'authors',
      'books',
      'categories',
      'pages',
    ]);
    expect(status.files).toContainEqual(
      expect.objectContaining({ name: 'categories-1', path: '/sitemaps/categories-1.xml' }),
    );
    expect(status.addresses).toBeGreaterThan(300);

    const audit = await t.database.executeSql(
      `select actor_id, after from audit_log where action = 'sitemap.rebuilt'`,
    );
    expect(audit.rows).toEqual([
      { actor_id: user.id, after: { files: status.files.length, addresses: status.addresses } },
    ]);
  });

  it('two builds at once both succeed and leave one build', async () => {
    const { client } = await t.signedInClient('admin');
    const [a, b] = await Promise.all([
      client.post('/api/admin/seo/sitemap/build'),
      client.post('/api/admin/seo/sitemap/build'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const status = (await client.get('/api/admin/seo/sitemap')).json();
    expect(new Set(status.files.map((f: { name: string }) => f.name)).size).toBe(
      status.files.length,
    );
  });
});
