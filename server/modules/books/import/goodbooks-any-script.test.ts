/**
 * The real goodbooks-10k catalogue (../shared/data/books.csv) through the real importer: its
 * authors whose names are not in Latin letters — Arabic, Persian, Hebrew, Greek, Japanese,
 * Korean, Russian — are each their own author, their books are credited to them, and their
 * titles keep their letters in URLs.
 */
import { parse } from 'csv-parse/sync';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookSearchResult } from '../../../../contracts/books.js';
import { projectRoot } from '../../../platform/project-root.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { authorNameKey } from '../../authors/author-name.js';
import { importGoodbooks, type ImportSummary } from './goodbooks-import.js';

const booksCsv = path.join(projectRoot, '..', 'shared', 'data', 'books.csv');
const notLatin = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;

/** Every book of the file whose authors include a name with a letter of another script. */
function booksWithNonLatinAuthors(): { title: string; authors: string[] }[] {
  const rows = parse(fs.readFileSync(booksCsv, 'utf8'), { columns: true, bom: true }) as Record<
    string,
    string
  >[];
  return rows
    .map((row) => ({
      title: row.title ?? '',
      authors: (row.authors ?? '').split(',').map((name) => authorNameKey(name)),
    }))
    .filter((book) => book.authors.some((name) => notLatin.test(name)));
}

describe('goodbooks-10k authors in every script', () => {
  let t: TestApp;
  let summary: ImportSummary;
  const books = booksWithNonLatinAuthors();
  const names = [...new Set(books.flatMap((b) => b.authors.filter((n) => notLatin.test(n))))];

  beforeAll(async () => {
    t = await createTestApp();
    summary = await importGoodbooks(t.database.db, { books: booksCsv });
  }, 300_000);
  afterAll(() => t?.close());

  it('finds them in the data: dozens of names on about a hundred books', () => {
    expect(summary.rows).toBe(10_000);
    expect(names.length).toBeGreaterThan(60);
    expect(books.length).toBeGreaterThan(80);
    expect(names).toContain('أحمد مراد');
    expect(names).toContain('לאה נאור');
  });

  it('makes each name its own author, with a slug of its own', async () => {
    const { rows } = await t.database.executeSql(
      'select name, slug from authors where name = any($1)',
      [names],
    );
    const authors = rows as { name: string; slug: string }[];
    expect(authors).toHaveLength(names.length);
    expect(new Set(authors.map((a) => a.slug)).size).toBe(names.length);
    expect(authors.map((a) => a.slug)).not.toContain('unknown-author');
    for (const author of authors) expect(author.slug, author.name).not.toMatch(/^author-/);
  });

  it('credits every one of their books to them', async () => {
    const credited = await t.database.executeSql(
      `select array_agg(a.name order by wa.position) as authors
       from work_authors wa join authors a on a.id = wa.author_id
       where wa.work_id in (
         select wa2.work_id from work_authors wa2 join authors a2 on a2.id = wa2.author_id
         where a2.name = any($1)
       )
       group by wa.work_id`,
      [names],
    );
    const rows = credited.rows as { authors: string[] }[];
    const creditsOf = (list: { authors: string[] }[]) =>
      list.flatMap((b) => b.authors.filter((n) => notLatin.test(n))).sort();
    expect(rows).toHaveLength(books.length);
    expect(creditsOf(rows)).toEqual(creditsOf(books));
  });

  it('finds الفيل الأزرق by its title, credited to أحمد مراد, at a URL in its own letters', async () => {
    const response = await t
      .client()
      .get(`/api/books/search?q=${encodeURIComponent('الفيل الأزرق')}`);
    const [first] = (response.json() as BookSearchResult).books;
    expect(first).toMatchObject({
      title: 'الفيل الأزرق',
      authors: [{ name: 'أحمد مراد', slug: 'أحمد-مراد' }],
      path: `/book/${encodeURIComponent('الفيل-الأزرق')}/9789770931554`,
    });
    const page = (await t.client().get(`/api/authors/${encodeURIComponent('أحمد-مراد')}`)).json();
    expect(page.books.map((b: { title: string }) => b.title).sort()).toEqual(
      ['1919', 'الفيل الأزرق', 'تراب الماس', 'ڤيرتيجو'].sort(),
    );
    const translator = (
      await t.client().get(`/api/authors/${encodeURIComponent('לאה-נאור')}`)
    ).json();
    expect(translator.books.map((b: { title: string }) => b.title)).not.toContain('الفيل الأزرق');
  });
});
