/**
 * Author and book pages for names in any script, through the API and the web app's URLs: the
 * links the app builds (contracts/paths.ts, bookPath) percent-encode the slug, Fastify decodes
 * it, and the server answers the page URLs with the web app.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookPath } from '../../../contracts/books.js';
import { isbn13CheckDigit } from '../../../contracts/isbn.js';
import { paths } from '../../../contracts/paths.js';
import { addBooks, testBook } from '../../test/catalogue.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** A test-only ISBN in the unassigned 979-9 range. */
const testIsbn = (n: number) => {
  const first12 = `9799${String(n).padStart(8, '0')}`;
  return first12 + isbn13CheckDigit(first12);
};

const people = [
  {
    name: 'Фёдор Достоевский',
    slug: 'fyodor-dostoevskiy',
    title: 'Преступление и наказание',
    titleSlug: 'prestuplenie-i-nakazanie',
    isbn13: testIsbn(1),
  },
  {
    name: '村上春樹',
    slug: '村上春樹',
    title: '1Q84 BOOK 1',
    titleSlug: '1q84-book-1',
    isbn13: '9784103534228',
  },
  {
    name: 'نجيب محفوظ',
    slug: 'نجيب-محفوظ',
    title: 'أولاد حارتنا',
    titleSlug: 'أولاد-حارتنا',
    isbn13: '9789770915349',
  },
  {
    name: '신경숙',
    slug: '신경숙',
    title: '엄마를 부탁해',
    titleSlug: '엄마를-부탁해',
    isbn13: testIsbn(2),
  },
];

describe('author and book pages for names in any script', () => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'bookhive-web-'));
    await fs.writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Bookhive</title>');
    t = await createTestApp({}, { webRoot });
    await addBooks(
      t.database,
      people.map((p) => testBook({ title: p.title, authors: [p.name], isbn13: p.isbn13 })),
    );
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webRoot, { recursive: true, force: true });
  });

  it.each(people)('$name: /api/authors and /api/slugs by the slug $slug', async (p) => {
    const page = (await t.client().get(`/api/authors/${encodeURIComponent(p.slug)}`)).json();
    expect(page.author).toMatchObject({ name: p.name, slug: p.slug, bookCount: 1 });
    expect(page.books.map((b: { title: string }) => b.title)).toEqual([p.title]);
    expect((await t.client().get(`/api/slugs/${encodeURIComponent(p.slug)}`)).json()).toEqual({
      kind: 'author',
      slug: p.slug,
    });
  });

  it.each(people)('$name: /api/books by ISBN, with the title in its own letters', async (p) => {
    const book = (await t.client().get(`/api/books/${p.isbn13}`)).json();
    expect(book).toMatchObject({
      title: p.title,
      titleSlug: p.titleSlug,
      authors: [{ name: p.name, slug: p.slug }],
      path: `/book/${encodeURIComponent(p.titleSlug)}/${p.isbn13}`,
    });
    // The web route reads the path back as the same slug (React Router decodes params).
    const [, , titleSegment, keySegment] = (book.path as string).split('/');
    expect(decodeURIComponent(titleSegment ?? '')).toBe(p.titleSlug);
    expect(decodeURIComponent(keySegment ?? '')).toBe(p.isbn13);
  });

  it.each(people)(
    '$name: the author and book URLs open the web app, with their own heads',
    async (p) => {
      for (const [url, title] of [
        [paths.author(p.slug), `${p.name} · Bookhive`],
        [`/a/${encodeURIComponent(p.slug)}`, `${p.name} · Bookhive`],
        // The smart slug page resolves the slug as the API does: the author's head.
        [paths.publicProfile(p.slug), `${p.name} · Bookhive`],
        [bookPath(p.titleSlug, p.isbn13, 'unused'), `${p.title} by ${p.name} · Bookhive`],
      ]) {
        const response = await t.client().get(url!);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toMatch(/^text\/html/);
        expect(response.body, url).toContain(`<title>${title}</title>`);
      }
    },
  );

  it('reads a slug however its URL was written: lower-case escapes, decomposed letters', async () => {
    const lowerEscapes = encodeURIComponent('نجيب-محفوظ').toLowerCase();
    expect((await t.client().get(`/api/authors/${lowerEscapes}`)).json().author.name).toBe(
      'نجيب محفوظ',
    );
    // Hangul decomposes into jamo under NFD, as a Mac may send it.
    const decomposed = encodeURIComponent('신경숙'.normalize('NFD'));
    expect(decomposed).not.toBe(encodeURIComponent('신경숙'));
    expect((await t.client().get(`/api/authors/${decomposed}`)).json().author.name).toBe('신경숙');
    expect((await t.client().get(`/api/slugs/${decomposed}`)).json()).toEqual({
      kind: 'author',
      slug: '신경숙',
    });
  });

  it('finds them in the author directory by their names', async () => {
    const names = async (q: string) =>
      (await t.client().get(`/api/authors?q=${encodeURIComponent(q)}`))
        .json()
        .authors.map((a: { name: string }) => a.name);
    expect(await names('محفوظ')).toEqual(['نجيب محفوظ']);
    expect(await names('村上')).toEqual(['村上春樹']);
    expect(await names('Достоевский')).toEqual(['Фёдор Достоевский']);
  });

  it('answers an unknown slug in any script with a not-found page', async () => {
    const response = await t.client().get(`/api/authors/${encodeURIComponent('村上')}`);
    expect(response.statusCode).toBe(404);
    expect((await t.client().get(`/api/slugs/${encodeURIComponent('村上')}`)).statusCode).toBe(404);
  });
});
