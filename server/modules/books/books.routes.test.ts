import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBooks, testBook } from '../../test/catalogue.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('catalogue API', () => {
  let t: TestApp;
  let ids: string[];

  beforeAll(async () => {
    t = await createTestApp({ AMAZON_AFFILIATE_TAG: 'testtag-20' });
    ids = await addBooks(t.database, [
      testBook({
        title: 'The Hunger Games',
        seriesName: 'The Hunger Games',
        seriesNumber: '1',
        authors: ['Suzanne Collins'],
        isbn10: '0439023483',
        isbn13: '9780439023481',
        sourceRatingsCount: 4_942_365,
        sourceAverageRating: 4.34,
        description: 'Winning will make you famous. Losing means certain death.',
        categories: [
          { categoryId: 'science-fiction-fantasy', weight: 1 },
          { categoryId: 'teen-young-adult', weight: 0.9 },
        ],
      }),
      testBook({
        title: 'Catching Fire',
        authors: ['Suzanne Collins'],
        sourceRatingsCount: 2_000_000,
        categories: [{ categoryId: 'science-fiction-fantasy', weight: 0.8 }],
      }),
      testBook({
        title: 'A Book Without An ISBN',
        authors: ['Anon Ymous'],
        sourceRatingsCount: 10,
        categories: [{ categoryId: 'science-fiction-fantasy', weight: 0.05 }],
      }),
    ]);
  });
  afterAll(() => t.close());

  it('opens a book page by ISBN-13, ISBN-10 (with or without hyphens) or, without an ISBN, by id', async () => {
    const byIsbn13 = await t.client().get('/api/books/9780439023481');
    expect(byIsbn13.statusCode).toBe(200);
    const book = byIsbn13.json();
    expect(book).toMatchObject({
      id: ids[0],
      title: 'The Hunger Games',
      seriesName: 'The Hunger Games',
      seriesNumber: '1',
      authors: [{ name: 'Suzanne Collins', slug: 'suzanne-collins' }],
      isbn: '9780439023481',
      path: '/book/the-hunger-games/9780439023481',
      description: 'Winning will make you famous. Losing means certain death.',
      sourceRating: { average: 4.34, count: 4_942_365 },
      community: { average: null, count: 0, distribution: [0, 0, 0, 0, 0] },
      coverUrl: null,
      coverStorageStatus: 'pending',
      amazonUrl: 'https://www.amazon.com/dp/0439023483?tag=testtag-20',
    });
    expect(book.categories.map((c: { slug: string }) => c.slug)).toEqual([
      'science-fiction-fantasy',
      'teen-young-adult',
    ]);
    expect(book.categories[0].path).toEqual(['Science Fiction & Fantasy']);
    expect((await t.client().get('/api/books/0439023483')).json().id).toBe(ids[0]);
    expect((await t.client().get('/api/books/978-0-439-02348-1')).json().id).toBe(ids[0]);
    const noIsbn = (await t.client().get(`/api/books/${ids[2]}`)).json();
    expect(noIsbn).toMatchObject({
      isbn: null,
      amazonUrl: null,
      path: `/book/a-book-without-an-isbn/${ids[2]}`,
    });
  });

  it('answers 404 for an unknown book', async () => {
    expect((await t.client().get('/api/books/9780000000002')).statusCode).toBe(404);
    expect((await t.client().get('/api/books/not-a-book')).statusCode).toBe(404);
    expect(
      (await t.client().get('/api/books/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });

  it("shows Bookhive readers' ratings once there are some", async () => {
    const { client } = await t.signedInClient();
    await client.put(`/api/shelves/me/entries/${ids[0]}`, { status: 'read', rating: 3.5 });
    const book = (await t.client().get('/api/books/9780439023481')).json();
    expect(book.community).toEqual({ average: 3.5, count: 1, distribution: [0, 0, 0, 1, 0] });
    expect(book.rating).toBe(3.5);
    // Half stars count toward the star above in the bars, and exactly in the average.
    const second = await t.signedInClient();
    await second.client.put(`/api/shelves/me/entries/${ids[0]}`, { status: 'read', rating: 4.5 });
    const third = await t.signedInClient();
    await third.client.put(`/api/shelves/me/entries/${ids[0]}`, { status: 'read', rating: 5 });
    const rated = (await t.client().get('/api/books/0439023483')).json();
    expect(rated.community).toEqual({ average: 4.33, count: 3, distribution: [0, 0, 0, 1, 2] });
  });

  it('lists popular books, most popular first', async () => {
    const response = await t.client().get('/api/books/popular?limit=2');
    // Kept by shared caches only: a reader's browser never shows ratings older than theirs.
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=300');
    const books = response.json().books;
    expect(books.map((b: { title: string }) => b.title)).toEqual([
      'The Hunger Games',
      'Catching Fire',
    ]);
  });

  it("lists a category's books by popularity, leaving out weak placements", async () => {
    const page = (await t.client().get('/api/categories/science-fiction-fantasy/books')).json();
    expect(page.category).toMatchObject({
      name: 'Science Fiction & Fantasy',
      path: ['Science Fiction & Fantasy'],
    });
    expect(page.books.map((b: { title: string }) => b.title)).toEqual([
      'The Hunger Games',
      'Catching Fire',
    ]);
    expect(page).toMatchObject({ total: 2, hasMore: false, page: 1 });
    expect((await t.client().get('/api/categories/no-such-category/books')).statusCode).toBe(404);
  });

  it('sends the whole category taxonomy as a tree, cached by browsers', async () => {
    const response = await t.client().get('/api/categories');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600, s-maxage=86400');
    const { categories, quickPills } = response.json();
    expect(categories).toHaveLength(29);
    const scienceFiction = categories.find(
      (c: { slug: string }) => c.slug === 'science-fiction-fantasy',
    );
    expect(scienceFiction.icon).toBeTruthy();
    const children = scienceFiction.children.map((c: { name: string }) => c.name);
    expect(children).toContain('Science Fiction');
    // Three levels: a subcategory carries its own subcategories, which carry none.
    const withGrandchildren = categories
      .flatMap((c: { children: { children: unknown[] }[] }) => c.children)
      .find((c: { children: unknown[] }) => c.children.length > 0);
    expect(withGrandchildren.children[0]).toEqual({
      name: expect.any(String),
      slug: expect.any(String),
    });
    expect(quickPills[0]).toEqual({
      name: 'Fiction',
      icon: 'BookOpen',
      categorySlug: 'literature-fiction',
    });
  });
});
