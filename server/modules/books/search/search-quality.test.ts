/**
 * Search quality on the real goodbooks-10k catalogue (../shared/data/books.csv, imported once
 * through the real importer): for each query people really type — misspelt, half a title, an
 * author, an ISBN — the book they mean must come first. Prints query -> rank as a table.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookSearchResult, BookSummary } from '../../../../contracts/books.js';
import { projectRoot } from '../../../platform/project-root.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { importGoodbooks } from '../import/goodbooks-import.js';

interface Case {
  query: string;
  expected: string;
  matches: (book: BookSummary) => boolean;
}

const titled =
  (title: string, author?: string) =>
  (book: BookSummary): boolean =>
    book.title === title && (!author || book.authors.some((a) => a.name === author));
const by = (author: string) => (book: BookSummary) => book.authors.some((a) => a.name === author);

const hungerGames = titled('The Hunger Games', 'Suzanne Collins');
const philosophersStone = titled("Harry Potter and the Sorcerer's Stone");

const groups: Record<string, Case[]> = {
  typos: [
    {
      query: 'harry poter',
      expected: "Harry Potter and the Sorcerer's Stone",
      matches: philosophersStone,
    },
    { query: 'hungr games', expected: 'The Hunger Games', matches: hungerGames },
    {
      query: 'hary poter',
      expected: "Harry Potter and the Sorcerer's Stone",
      matches: philosophersStone,
    },
    { query: 'the hobit', expected: 'The Hobbit', matches: titled('The Hobbit') },
    {
      query: 'twilite',
      expected: 'Twilight (Stephenie Meyer)',
      matches: titled('Twilight', 'Stephenie Meyer'),
    },
    {
      query: 'the great gatspy',
      expected: 'The Great Gatsby',
      matches: titled('The Great Gatsby'),
    },
    {
      query: 'to kill a mokingbird',
      expected: 'To Kill a Mockingbird',
      matches: titled('To Kill a Mockingbird'),
    },
    { query: 'mockinjay', expected: 'Mockingjay', matches: titled('Mockingjay') },
    { query: 'brave new wrld', expected: 'Brave New World', matches: titled('Brave New World') },
  ],
  'partial titles': [
    {
      query: 'the girl with the dragon',
      expected: 'The Girl with the Dragon Tattoo',
      matches: titled('The Girl with the Dragon Tattoo'),
    },
    {
      query: 'catcher rye',
      expected: 'The Catcher in the Rye',
      matches: titled('The Catcher in the Rye'),
    },
    { query: 'da vinci', expected: 'The Da Vinci Code', matches: titled('The Da Vinci Code') },
    {
      query: 'sorcerers stone',
      expected: "Harry Potter and the Sorcerer's Stone",
      matches: philosophersStone,
    },
    {
      query: 'hitchhikers guide',
      expected: "The Hitchhiker's Guide to the Galaxy",
      matches: titled("The Hitchhiker's Guide to the Galaxy"),
    },
    {
      query: 'harr',
      expected: "Harry Potter and the Sorcerer's Stone",
      matches: philosophersStone,
    },
    { query: 'hunger gam', expected: 'The Hunger Games', matches: hungerGames },
  ],
  authors: [
    { query: 'suzanne collins', expected: 'The Hunger Games', matches: hungerGames },
    { query: 'tolkien', expected: 'a book by J.R.R. Tolkien', matches: by('J.R.R. Tolkien') },
    {
      query: 'jane austen',
      expected: 'Pride and Prejudice',
      matches: titled('Pride and Prejudice'),
    },
    { query: 'stephen king', expected: 'a book by Stephen King', matches: by('Stephen King') },
    {
      query: 'garcia marquez',
      expected: 'One Hundred Years of Solitude',
      matches: titled('One Hundred Years of Solitude'),
    },
    {
      query: 'j.k. rowling',
      expected: "Harry Potter and the Sorcerer's Stone",
      matches: philosophersStone,
    },
    { query: 'jrr tolkien', expected: 'The Hobbit', matches: titled('The Hobbit') },
  ],
  ISBNs: [
    { query: '0439023483', expected: 'The Hunger Games (ISBN-10)', matches: hungerGames },
    { query: '9780439023481', expected: 'The Hunger Games (ISBN-13)', matches: hungerGames },
    // The data holds it as 61120081: two leading zeros lost.
    {
      query: '0061120081',
      expected: 'To Kill a Mockingbird (zeros lost in the data)',
      matches: titled('To Kill a Mockingbird'),
    },
    {
      query: '978-0-06-112008-4',
      expected: 'To Kill a Mockingbird (ISBN-13, hyphens)',
      matches: titled('To Kill a Mockingbird'),
    },
  ],
};

let t: TestApp;
const results = new Map<string, BookSearchResult>();
const table: {
  group: string;
  query: string;
  expected: string;
  rank: number | string;
  corrected: string;
}[] = [];

async function search(q: string): Promise<BookSearchResult> {
  const response = await t.client().get(`/api/books/search?q=${encodeURIComponent(q)}`);
  if (response.statusCode !== 200) throw new Error(`${q}: ${response.statusCode} ${response.body}`);
  return response.json() as BookSearchResult;
}

const rankOf = (c: Case) => {
  const index = results.get(c.query)?.books.findIndex(c.matches) ?? -1;
  return index < 0 ? 'not found' : index + 1;
};

beforeAll(async () => {
  t = await createTestApp();
  await importGoodbooks(t.database.db, {
    books: path.join(projectRoot, '..', 'shared', 'data', 'books.csv'),
  });
  for (const [group, cases] of Object.entries(groups)) {
    for (const c of cases) {
      results.set(c.query, await search(c.query));
      table.push({
        group,
        query: c.query,
        expected: c.expected,
        rank: rankOf(c),
        corrected: results.get(c.query)?.correctedQuery ?? '',
      });
    }
  }
}, 240_000);

afterAll(async () => {
  console.table(table);
  await t?.close();
});

describe.each(Object.entries(groups))('%s', (_group, cases) => {
  it.each(cases)('"$query" gives $expected first', (c) => {
    expect(rankOf(c)).toBe(1);
  });
});

describe('on the whole catalogue', () => {
  it('corrects misspellings and says so, but leaves known words alone', () => {
    expect(results.get('harry poter')?.correctedQuery).toBe('harry potter');
    expect(results.get('hungr games')?.correctedQuery).toBe('hunger games');
    expect(results.get('suzanne collins')?.correctedQuery).toBeNull();
    expect(results.get('harr')?.correctedQuery).toBeNull();
  });

  it('pages through a very common word 25 at a time without repeating a book', async () => {
    const pages = [await search('the'), await searchPage('the', 2), await searchPage('the', 3)];
    for (const page of pages) expect(page).toMatchObject({ pageSize: 25, hasMore: true });
    const ids = pages.flatMap((page) => page.books.map((b) => b.id));
    expect(ids).toHaveLength(75);
    expect(new Set(ids).size).toBe(75);
  });
});

async function searchPage(q: string, page: number): Promise<BookSearchResult> {
  const response = await t.client().get(`/api/books/search?q=${q}&page=${page}`);
  return response.json() as BookSearchResult;
}
