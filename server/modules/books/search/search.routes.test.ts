/** GET /api/books/search: the contract, paging and the rules of SPEC §4/§5 over HTTP. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookSearchResult } from '../../../../contracts/books.js';
import { addBooks, testBook } from '../../../test/catalogue.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
const search = async (query: string) => {
  const response = await t.client().get(`/api/books/search?${query}`);
  return { status: response.statusCode, body: response.json() as BookSearchResult };
};

beforeAll(async () => {
  t = await createTestApp();
  await addBooks(t.database, [
    // 60 dragon books, the most popular first: dragon 1 has 6,000 ratings, dragon 60 has 100.
    ...Array.from({ length: 60 }, (_, i) =>
      testBook({
        title: `Dragon Tales ${i + 1}`,
        authors: ['Ann Teller'],
        sourceRatingsCount: (60 - i) * 100,
      }),
    ),
    testBook({
      title: 'Cien años de soledad',
      authors: ['Gabriel García Márquez'],
      sourceRatingsCount: 90_000,
    }),
    testBook({
      title: 'Harry Potter and the Chamber of Secrets',
      authors: ['J.K. Rowling'],
      isbn10: '0439064872',
      isbn13: '9780439064873',
      sourceRatingsCount: 1_800_000,
    }),
  ]);
});
afterAll(() => t.close());

describe('GET /api/books/search', () => {
  it('never searches empty text: no books and no more to load', async () => {
    for (const query of ['q=', 'q=%20%20%20', 'q=&page=2']) {
      const { status, body } = await search(query);
      expect(status).toBe(200);
      expect(body).toEqual({
        books: [],
        page: query.includes('page=2') ? 2 : 1,
        pageSize: 25,
        hasMore: false,
        correctedQuery: null,
      });
    }
  });

  it('gives 25 books a page, most popular first within a tier, with more to load while pages are full', async () => {
    const first = await search('q=dragon');
    expect(first.status).toBe(200);
    expect(first.body.books).toHaveLength(25);
    expect(first.body.hasMore).toBe(true);
    expect(first.body.books[0]).toMatchObject({
      title: 'Dragon Tales 1',
      authors: [{ name: 'Ann Teller', slug: 'ann-teller' }],
      isbn: null,
      rating: 4.1,
    });

    const second = await search('q=dragon&page=2');
    expect(second.body).toMatchObject({ page: 2, hasMore: true });
    expect(second.body.books.map((b) => b.title)).toEqual(
      Array.from({ length: 25 }, (_, i) => `Dragon Tales ${i + 26}`),
    );

    const third = await search('q=dragon&page=3');
    expect(third.body.books).toHaveLength(10);
    expect(third.body.hasMore).toBe(false);
    const all = [...first.body.books, ...second.body.books, ...third.body.books];
    expect(new Set(all.map((b) => b.id)).size).toBe(60);
  });

  it('says what it searched instead when a word is misspelt', async () => {
    const { body } = await search('q=harry%20poter');
    expect(body.correctedQuery).toBe('harry potter');
    expect(body.books[0]?.title).toBe('Harry Potter and the Chamber of Secrets');
    expect((await search('q=harry%20potter')).body.correctedQuery).toBeNull();
  });

  it('folds accents both ways and finds books without an ISBN', async () => {
    expect((await search('q=garcia%20marquez')).body.books[0]?.title).toBe('Cien años de soledad');
    expect((await search('q=A%C3%B1os')).body.books[0]?.title).toBe('Cien años de soledad');
    expect((await search('q=Tales%2017')).body.books[0]).toMatchObject({ isbn: null });
  });

  it('finds a book by its ISBN-10 or ISBN-13, hyphens or not', async () => {
    for (const isbn of ['0439064872', '978-0-439-06487-3']) {
      const { body } = await search(`q=${isbn}`);
      expect(body.books.map((b) => b.title)).toEqual(['Harry Potter and the Chamber of Secrets']);
      expect(body.hasMore).toBe(false);
    }
  });

  it('refuses a page that is not a whole number from 1 to 400', async () => {
    for (const page of ['0', '-1', 'two', '1.5', '401']) {
      const response = await t.client().get(`/api/books/search?q=dragon&page=${page}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: expect.any(String) } });
    }
  });

  it("shows Bookhive readers' ratings on every kind of page, as they are now", async () => {
    const harry = (await search('q=9780439064873')).body.books[0]!;
    const rate = async (rating: number) => {
      const { client } = await t.signedInClient();
      const put = await client.put(`/api/shelves/me/entries/${harry.id}`, {
        status: 'read',
        rating,
      });
      expect(put.statusCode).toBe(200);
    };
    const ratingOf = async (query: string) => {
      const book = (await search(query)).body.books.find((b) => b.id === harry.id);
      return book && { rating: book.rating, ratingsCount: book.ratingsCount };
    };
    await rate(4);
    await rate(5);
    const rated = { rating: 4.5, ratingsCount: 2 };
    // A one-word first page twice (searched live and stored, then read ready), another word,
    // several words, a corrected spelling and the ISBN.
    for (const query of ['q=harry', 'q=harry', 'q=chamb', 'q=chamber%20secrets', 'q=chamver'])
      expect(await ratingOf(query), query).toEqual(rated);
    expect(await ratingOf('q=9780439064873')).toEqual(rated);

    // A ready page keeps its books, never their ratings: a third reader shows at once.
    await rate(3);
    expect(await ratingOf('q=harry')).toEqual({ rating: 4, ratingsCount: 3 });
  });
});
